import {
  type HousekeepingState,
  isRoomReady,
  NO_EMAIL_DOMAIN,
  TAPE_CHART_NIGHTS,
  type StaffRoomClosure,
  type StaffRoomRef,
  type StaffStayRoom,
  type StaffTapeChart,
} from '@haveli/contracts';
import { isDatabaseError, PG_EXCLUSION_VIOLATION, type Db } from '../db/db';
import { FREE_ROOM_CONDITION } from './availability-repository';
import { isoTimestamp } from './paging';
import { STATE_SQL } from './staff-repository';

export type MoveRoomOutcome =
  'moved' | 'not-found' | 'not-movable' | 'no-such-room' | 'out-of-service' | 'same-room' | 'taken';

interface RoomRow {
  id: number;
  room_no: string;
  type_id: number;
  type_title: string;
  housekeeping: HousekeepingState;
}
const toRoom = ({ id, room_no, type_id, type_title, housekeeping }: RoomRow): StaffRoomRef => ({
  id,
  room_no,
  room_type: { id: type_id, title: type_title },
  housekeeping,
  ready: isRoomReady(housekeeping),
});
/** The housekeeping state a room is read with (readiness follows from it). */
const HOUSEKEEPING = 'r.housekeeping_state AS housekeeping';

export type CloseOutcome = { closed: StaffRoomClosure } | 'no-such-room' | 'stay-overlaps';

/** What the front desk reads and does on one stay booking, and the tape chart. */
export function frontdeskRepository(db: Db) {
  return {
    /** The guest's account, the booked rooms, the free rooms for the stay and the booking's own history. */
    extras: async (
      bookingId: number,
      userId: number,
      roomTypeId: number,
      checkIn: string,
      checkOut: string,
    ) => {
      const [guest] = await db.query<{ email: string; phone: string }>(
        'SELECT email, contact AS phone FROM users WHERE id = $1',
        [userId],
      );
      const [reason] = await db.query<{ cancel_reason: string | null }>(
        'SELECT cancel_reason FROM stay_bookings WHERE id = $1',
        [bookingId],
      );
      const booked = await db.query<
        RoomRow & {
          booked_id: number;
          state: StaffStayRoom['state'];
          checked_in_at: string | null;
          checked_out_at: string | null;
        }
      >(
        `SELECT hr.id AS booked_id, r.id, r.room_no, t.id AS type_id, t.title AS type_title, ${HOUSEKEEPING},
                ${STATE_SQL} AS state,
                CASE WHEN hr.checked_in_at IS NULL THEN NULL ELSE ${isoTimestamp('hr.checked_in_at')} END
                  AS checked_in_at,
                CASE WHEN hr.checked_out_at IS NULL THEN NULL ELSE ${isoTimestamp('hr.checked_out_at')} END
                  AS checked_out_at
         FROM hotel_reservations hr JOIN rooms r ON r.id = hr.room_id JOIN room_types t ON t.id = r.room_type_id
         WHERE hr.stay_booking_id = $1 ORDER BY r.room_no`,
        [bookingId],
      );
      const free = await db.query<RoomRow>(
        `SELECT r.id, r.room_no, t.id AS type_id, t.title AS type_title, ${HOUSEKEEPING}
         FROM rooms r JOIN room_types t ON t.id = r.room_type_id
         WHERE ${FREE_ROOM_CONDITION}
         ORDER BY r.housekeeping_state IN ('clean', 'inspected') DESC, (r.room_type_id = $3) DESC, t.id, r.room_no`,
        [checkIn, checkOut, roomTypeId],
      );
      const moves = await db.query<{ at: string; from_room_no: string; to_room_no: string }>(
        `SELECT ${isoTimestamp('moved_at')} AS at, from_room_no, to_room_no
         FROM stay_room_moves WHERE stay_booking_id = $1 ORDER BY moved_at, id`,
        [bookingId],
      );
      return {
        email: guest && !guest.email.endsWith(`@${NO_EMAIL_DOMAIN}`) ? guest.email : null,
        phone: guest?.phone ?? '',
        cancel_reason: reason?.cancel_reason ?? null,
        rooms: booked.map((row) => ({ id: row.booked_id, room: toRoom(row), state: row.state })),
        free_rooms: free.map(toRoom),
        room_events: [
          ...moves.map((move) => ({
            at: move.at,
            what: `Room ${move.from_room_no} moved to room ${move.to_room_no}`,
          })),
          ...booked.flatMap((row) => [
            ...(row.checked_in_at ? [{ at: row.checked_in_at, what: `Room ${row.room_no} checked in` }] : []),
            ...(row.checked_out_at
              ? [{ at: row.checked_out_at, what: `Room ${row.room_no} checked out` }]
              : []),
          ]),
        ],
      };
    },

    /** Records why the hotel cancelled (in the cancel's own transaction). */
    setCancelReason: async (tx: Db, reference: string, reason: string) => {
      await tx.query('UPDATE stay_bookings SET cancel_reason = $2 WHERE reference = $1', [reference, reason]);
    },

    /**
     * Moves one booked room of the stay to another room for the same nights. The database's exclusion
     * constraint refuses a room another stay holds on any of those nights, whoever wrote it.
     */
    moveRoom: async (
      bookingId: number,
      bookedRoomId: number,
      roomId: number,
      alongside?: (tx: Db, move: { from: string; to: string }) => Promise<void>,
    ): Promise<MoveRoomOutcome> => {
      try {
        return await db.transaction(async (tx): Promise<MoveRoomOutcome> => {
          const [booked] = await tx.query<{ room_id: number; status: string; checked_out_at: string | null }>(
            `SELECT room_id, status, checked_out_at FROM hotel_reservations
             WHERE id = $1 AND stay_booking_id = $2 FOR UPDATE`,
            [bookedRoomId, bookingId],
          );
          if (!booked) return 'not-found';
          if (booked.status === 'Cancelled' || booked.checked_out_at !== null) return 'not-movable';
          const [room] = await tx.query<{ status: string }>('SELECT status FROM rooms WHERE id = $1', [
            roomId,
          ]);
          if (!room) return 'no-such-room';
          if (booked.room_id === roomId) return 'same-room';
          if (room.status !== 'available') return 'out-of-service';
          const closed = await tx.query(
            `SELECT 1 FROM room_closures c, hotel_reservations hr
             WHERE c.room_id = $1 AND hr.id = $2
               AND daterange(c.starts_on, c.ends_on) && daterange(hr.check_in, hr.check_out)`,
            [roomId, bookedRoomId],
          );
          if (closed.length > 0) return 'out-of-service';
          const [move] = await tx.query<{ from: string; to: string }>(
            `INSERT INTO stay_room_moves (stay_booking_id, from_room_no, to_room_no)
             SELECT $1, (SELECT room_no FROM rooms WHERE id = $2), (SELECT room_no FROM rooms WHERE id = $3)
             RETURNING from_room_no AS "from", to_room_no AS "to"`,
            [bookingId, booked.room_id, roomId],
          );
          await tx.query('UPDATE hotel_reservations SET room_id = $2 WHERE id = $1', [bookedRoomId, roomId]);
          if (move) await alongside?.(tx, move);
          return 'moved';
        });
      } catch (error) {
        if (isDatabaseError(error, PG_EXCLUSION_VIOLATION)) return 'taken';
        throw error;
      }
    },

    /**
     * Takes a room out of service for the nights [from, to). The room's row is locked first: a booking
     * choosing rooms locks the rooms it takes too, so a closure and a booking of the room take turns and
     * the closure sees any stay booked before it.
     */
    closeRoom: (
      roomId: number,
      from: string,
      to: string,
      reason: string,
      alongside?: (tx: Db, closed: StaffRoomClosure) => Promise<void>,
    ): Promise<CloseOutcome> =>
      db.transaction(async (tx): Promise<CloseOutcome> => {
        const [room] = await tx.query('SELECT id FROM rooms WHERE id = $1 FOR UPDATE', [roomId]);
        if (!room) return 'no-such-room';
        const stays = await tx.query(
          `SELECT 1 FROM hotel_reservations h WHERE h.room_id = $1 AND h.status <> 'Cancelled'
             AND daterange(h.check_in, h.check_out) && daterange($2::date, $3::date)`,
          [roomId, from, to],
        );
        if (stays.length > 0) return 'stay-overlaps';
        const [closed] = await tx.query<StaffRoomClosure>(
          `INSERT INTO room_closures (room_id, starts_on, ends_on, reason) VALUES ($1, $2, $3, $4)
           RETURNING id, room_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
                     to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason`,
          [roomId, from, to, reason],
        );
        await alongside?.(tx, closed!);
        return { closed: closed! };
      }),

    /** Puts the room back in service for a closure's nights; false when the room has no such closure. */
    reopenRoom: (
      roomId: number,
      closureId: number,
      alongside?: (tx: Db, closure: StaffRoomClosure) => Promise<void>,
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [closure] = await tx.query<StaffRoomClosure>(
          `DELETE FROM room_closures WHERE id = $1 AND room_id = $2
           RETURNING id, room_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
                     to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason`,
          [closureId, roomId],
        );
        if (!closure) return false;
        await alongside?.(tx, closure);
        return true;
      }),

    /** Every room and the stays over the TAPE_CHART_NIGHTS nights from `from`. */
    tapeChart: async (from: string): Promise<StaffTapeChart> => {
      const nights = await db.query<{ night: string }>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS night
         FROM generate_series($1::date, $1::date + ${TAPE_CHART_NIGHTS - 1}, interval '1 day') AS d ORDER BY d`,
        [from],
      );
      const rooms = await db.query<RoomRow & { status: string }>(
        `SELECT r.id, r.room_no, r.status, t.id AS type_id, t.title AS type_title, ${HOUSEKEEPING}
         FROM rooms r JOIN room_types t ON t.id = r.room_type_id ORDER BY r.floor, r.room_no`,
      );
      const stays = await db.query<StaffTapeChart['rooms'][number]['stays'][number] & { room_id: number }>(
        `SELECT hr.id, hr.room_id, sb.reference, hr.guest_name,
                to_char(hr.check_in, 'YYYY-MM-DD') AS check_in, to_char(hr.check_out, 'YYYY-MM-DD') AS check_out,
                ${STATE_SQL} AS state
         FROM hotel_reservations hr LEFT JOIN stay_bookings sb ON sb.id = hr.stay_booking_id
         WHERE hr.status <> 'Cancelled'
           AND daterange(hr.check_in, hr.check_out) && daterange($1::date, $1::date + ${TAPE_CHART_NIGHTS})
         ORDER BY hr.check_in, hr.id`,
        [from],
      );
      const closures = await db.query<StaffRoomClosure>(
        `SELECT id, room_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
                to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason
         FROM room_closures
         WHERE daterange(starts_on, ends_on) && daterange($1::date, $1::date + ${TAPE_CHART_NIGHTS})
         ORDER BY starts_on, id`,
        [from],
      );
      return {
        from,
        nights: nights.map((row) => row.night),
        rooms: rooms.map((room) => ({
          ...toRoom(room),
          in_service: room.status === 'available',
          closures: closures.filter((closure) => closure.room_id === room.id),
          stays: stays.filter((stay) => stay.room_id === room.id).map(({ room_id: _room, ...stay }) => stay),
        })),
      };
    },
  };
}

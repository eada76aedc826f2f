import {
  TAPE_CHART_NIGHTS,
  type StaffRoomRef,
  type StaffStayRoom,
  type StaffTapeChart,
} from '@haveli/contracts';
import { isDatabaseError, PG_EXCLUSION_VIOLATION, type Db } from '../db/db';
import { isoTimestamp } from './paging';
import { STATE_SQL } from './staff-repository';

export type MoveRoomOutcome =
  'moved' | 'not-found' | 'not-movable' | 'no-such-room' | 'out-of-service' | 'same-room' | 'taken';

interface RoomRow {
  id: number;
  room_no: string;
  type_id: number;
  type_title: string;
}
const toRoom = ({ id, room_no, type_id, type_title }: RoomRow): StaffRoomRef => ({
  id,
  room_no,
  room_type: { id: type_id, title: type_title },
});

/** A room in service and with no stay over [$1, $2) (rooms r). */
export const ROOM_FREE_FOR_STAY = `r.status = 'available' AND NOT EXISTS (
  SELECT 1 FROM hotel_reservations h
  WHERE h.room_id = r.id AND h.status <> 'Cancelled' AND daterange(h.check_in, h.check_out) && daterange($1::date, $2::date))`;

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
      const [guest] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
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
        `SELECT hr.id AS booked_id, r.id, r.room_no, t.id AS type_id, t.title AS type_title, ${STATE_SQL} AS state,
                CASE WHEN hr.checked_in_at IS NULL THEN NULL ELSE ${isoTimestamp('hr.checked_in_at')} END
                  AS checked_in_at,
                CASE WHEN hr.checked_out_at IS NULL THEN NULL ELSE ${isoTimestamp('hr.checked_out_at')} END
                  AS checked_out_at
         FROM hotel_reservations hr JOIN rooms r ON r.id = hr.room_id JOIN room_types t ON t.id = r.room_type_id
         WHERE hr.stay_booking_id = $1 ORDER BY r.room_no`,
        [bookingId],
      );
      const free = await db.query<RoomRow>(
        `SELECT r.id, r.room_no, t.id AS type_id, t.title AS type_title
         FROM rooms r JOIN room_types t ON t.id = r.room_type_id
         WHERE ${ROOM_FREE_FOR_STAY}
         ORDER BY (r.room_type_id = $3) DESC, t.id, r.room_no`,
        [checkIn, checkOut, roomTypeId],
      );
      return {
        email: guest?.email ?? '',
        cancel_reason: reason?.cancel_reason ?? null,
        rooms: booked.map((row) => ({ id: row.booked_id, room: toRoom(row), state: row.state })),
        free_rooms: free.map(toRoom),
        room_events: booked.flatMap((row) => [
          ...(row.checked_in_at ? [{ at: row.checked_in_at, what: `Room ${row.room_no} checked in` }] : []),
          ...(row.checked_out_at
            ? [{ at: row.checked_out_at, what: `Room ${row.room_no} checked out` }]
            : []),
        ]),
      };
    },

    /** Records why the hotel cancelled (in the cancel's own transaction). */
    setCancelReason: async (tx: Db, reference: string, reason: string) => {
      await tx.query('UPDATE stay_bookings SET cancel_reason = $2 WHERE reference = $1', [reference, reason]);
    },

    /** Whether any room of the booking has been checked in (such a stay is checked out, not cancelled). */
    anyCheckedIn: async (bookingId: number): Promise<boolean> =>
      (
        await db.query(
          'SELECT 1 FROM hotel_reservations WHERE stay_booking_id = $1 AND checked_in_at IS NOT NULL',
          [bookingId],
        )
      ).length > 0,

    /**
     * Moves one booked room of the stay to another room for the same nights. The database's exclusion
     * constraint refuses a room another stay holds on any of those nights, whoever wrote it.
     */
    moveRoom: async (bookingId: number, bookedRoomId: number, roomId: number): Promise<MoveRoomOutcome> => {
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
          await tx.query('UPDATE hotel_reservations SET room_id = $2 WHERE id = $1', [bookedRoomId, roomId]);
          return 'moved';
        });
      } catch (error) {
        if (isDatabaseError(error, PG_EXCLUSION_VIOLATION)) return 'taken';
        throw error;
      }
    },

    /** Every room and the stays over the TAPE_CHART_NIGHTS nights from `from`. */
    tapeChart: async (from: string): Promise<StaffTapeChart> => {
      const nights = await db.query<{ night: string }>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS night
         FROM generate_series($1::date, $1::date + ${TAPE_CHART_NIGHTS - 1}, interval '1 day') AS d ORDER BY d`,
        [from],
      );
      const rooms = await db.query<RoomRow & { status: string }>(
        `SELECT r.id, r.room_no, r.status, t.id AS type_id, t.title AS type_title
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
      return {
        from,
        nights: nights.map((row) => row.night),
        rooms: rooms.map((room) => ({
          ...toRoom(room),
          in_service: room.status === 'available',
          stays: stays.filter((stay) => stay.room_id === room.id).map(({ room_id: _room, ...stay }) => stay),
        })),
      };
    },
  };
}

import {
  HOUSEKEEPING_STATE_LABELS,
  type HousekeepingState,
  isRoomReady,
  mayMoveHousekeeping,
  type StaffHousekeepingResponse,
  type StaffHousekeepingRoom,
  type StaffHousekeepingUpdate,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { audit } from '../lib/audit';
import { isoTimestamp } from './paging';

interface HousekeepingRow {
  id: number;
  room_no: string;
  floor: number;
  type_id: number;
  type_title: string;
  state: HousekeepingState;
  changed_at: string | null;
  changed_by: string | null;
  housekeeper_id: number | null;
  housekeeper_name: string | null;
  in_house: boolean;
  arriving_today: boolean;
  departing_today: boolean;
  closure: StaffHousekeepingRoom['closure'];
  in_service: boolean;
}

/** Who may be assigned rooms: an active housekeeping account. */
const HOUSEKEEPERS = `SELECT id, name FROM users
  WHERE role = 'housekeeping' AND disabled_at IS NULL AND deleted_at IS NULL`;

/** A room's state as the audit log reads it: "dirty → clean", "out of order". */
const auditState = (state: HousekeepingState) => HOUSEKEEPING_STATE_LABELS[state].toLowerCase();

export type HousekeepingOutcome =
  | { room: StaffHousekeepingRoom }
  | 'not-found'
  | 'not-a-housekeeper'
  | { refused: { room_no: string; from: HousekeepingState; to: HousekeepingState } };

/** Rooms' housekeeping: their states, who comes and goes today, and who cleans which. */
export function housekeepingRepository(db: Db) {
  const rooms = async (tx: Db, today: string, where: string, params: unknown[]) => {
    const rows = await tx.query<HousekeepingRow>(
      `SELECT r.id, r.room_no, r.floor, t.id AS type_id, t.title AS type_title, r.housekeeping_state AS state,
         CASE WHEN r.housekeeping_changed_at IS NULL THEN NULL
           ELSE ${isoTimestamp('r.housekeeping_changed_at')} END AS changed_at,
         changer.name AS changed_by, r.housekeeper_id, keeper.name AS housekeeper_name,
         r.status = 'available' AS in_service,
         EXISTS (SELECT 1 FROM hotel_reservations hr WHERE hr.room_id = r.id AND hr.status = 'Confirmed'
           AND hr.checked_in_at IS NOT NULL AND hr.checked_out_at IS NULL) AS in_house,
         EXISTS (SELECT 1 FROM hotel_reservations hr WHERE hr.room_id = r.id AND hr.status = 'Confirmed'
           AND hr.check_in = $1::date AND hr.checked_in_at IS NULL) AS arriving_today,
         EXISTS (SELECT 1 FROM hotel_reservations hr WHERE hr.room_id = r.id AND hr.status = 'Confirmed'
           AND hr.check_out = $1::date AND hr.checked_in_at IS NOT NULL AND hr.checked_out_at IS NULL)
           AS departing_today,
         (SELECT json_build_object('starts_on', to_char(c.starts_on, 'YYYY-MM-DD'),
                   'ends_on', to_char(c.ends_on, 'YYYY-MM-DD'), 'reason', c.reason)
          FROM room_closures c WHERE c.room_id = r.id AND c.starts_on <= $1::date AND c.ends_on > $1::date
          ORDER BY c.starts_on, c.id LIMIT 1) AS closure
       FROM rooms r JOIN room_types t ON t.id = r.room_type_id
         LEFT JOIN users changer ON changer.id = r.housekeeping_changed_by
         LEFT JOIN users keeper ON keeper.id = r.housekeeper_id
       ${where}
       ORDER BY r.floor, r.room_no`,
      [today, ...params],
    );
    return rows.map(
      ({ type_id, type_title, housekeeper_id, housekeeper_name, ...row }): StaffHousekeepingRoom => ({
        ...row,
        room_type: { id: type_id, title: type_title },
        ready: isRoomReady(row.state),
        housekeeper: housekeeper_id === null ? null : { id: housekeeper_id, name: housekeeper_name ?? '' },
      }),
    );
  };

  return {
    /** Every room (or those assigned to `mine`), floor by floor, with today's comings and goings. */
    list: async (today: string, mine: number | null): Promise<StaffHousekeepingResponse> => ({
      date: today,
      rooms: await (mine === null
        ? rooms(db, today, '', [])
        : rooms(db, today, 'WHERE r.housekeeper_id = $2', [mine])),
      housekeepers: await db.query<{ id: number; name: string }>(`${HOUSEKEEPERS} ORDER BY lower(name), id`),
    }),

    /**
     * Sets a room's state and/or its housekeeper, audited in the same transaction ("Room 204: dirty → clean").
     * The room is locked first, so two phones tapping at once each see the state the other left.
     */
    update: async (
      actor: number,
      id: number,
      change: StaffHousekeepingUpdate,
      today: string,
    ): Promise<HousekeepingOutcome> =>
      db.transaction(async (tx) => {
        const [room] = await tx.query<{
          room_no: string;
          state: HousekeepingState;
          housekeeper_id: number | null;
          housekeeper_name: string | null;
        }>(
          `SELECT r.room_no, r.housekeeping_state AS state, r.housekeeper_id, u.name AS housekeeper_name
           FROM rooms r LEFT JOIN users u ON u.id = r.housekeeper_id WHERE r.id = $1 FOR UPDATE OF r`,
          [id],
        );
        if (!room) return 'not-found';
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (change.state !== undefined && change.state !== room.state) {
          if (!mayMoveHousekeeping(room.state, change.state))
            return { refused: { room_no: room.room_no, from: room.state, to: change.state } };
          await tx.query(
            `UPDATE rooms SET housekeeping_state = $2, housekeeping_changed_at = now(),
               housekeeping_changed_by = $3 WHERE id = $1`,
            [id, change.state, actor],
          );
          before.housekeeping = auditState(room.state);
          after.housekeeping = auditState(change.state);
        }
        if (change.housekeeper_id !== undefined && change.housekeeper_id !== room.housekeeper_id) {
          let name: string | null = null;
          if (change.housekeeper_id !== null) {
            const [keeper] = await tx.query<{ name: string }>(`${HOUSEKEEPERS} AND id = $1`, [
              change.housekeeper_id,
            ]);
            if (!keeper) return 'not-a-housekeeper';
            name = keeper.name;
          }
          await tx.query('UPDATE rooms SET housekeeper_id = $2 WHERE id = $1', [id, change.housekeeper_id]);
          before.housekeeper = room.housekeeper_name;
          after.housekeeper = name;
        }
        if (Object.keys(after).length > 0)
          await audit(tx, actor, { action: 'room.housekeeping', entity: 'room', id, before, after });
        const [updated] = await rooms(tx, today, 'WHERE r.id = $2', [id]);
        if (!updated) return 'not-found';
        return { room: updated };
      }),

    /**
     * A checked-out guest's room is dirty (in the check-out's transaction `tx`); a room out of order stays so.
     */
    checkedOut: async (tx: Db, bookedRoomId: number, actor: number): Promise<void> => {
      await tx.query(
        `UPDATE rooms r SET housekeeping_state = 'dirty', housekeeping_changed_at = now(),
           housekeeping_changed_by = $2
         FROM hotel_reservations hr
         WHERE hr.id = $1 AND r.id = hr.room_id AND r.housekeeping_state <> 'out_of_order'`,
        [bookedRoomId, actor],
      );
    },
  };
}

export type HousekeepingRepository = ReturnType<typeof housekeepingRepository>;

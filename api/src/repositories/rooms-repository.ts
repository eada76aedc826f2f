import {
  STAFF_RATES_PAGE_SIZE,
  type StaffRoomClosure,
  type StaffRoomRow,
  type StaffRoomsResponse,
  type StaffRoomUpdate,
} from '@haveli/contracts';
import { isDatabaseError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { audit } from '../lib/audit';
import { pagedQuery } from './paging';
import {
  conditions,
  containing,
  direction,
  type ListQuery,
  roomTypeExists,
  roomTypeRefs,
} from './staff-lists';

export type RoomUpdateOutcome =
  { room: StaffRoomRow } | 'not-found' | 'unknown-type' | 'number-taken' | 'has-stays';

const ROOM_SORTS = { room_no: 'r.room_no', floor: 'r.floor', room_type: 't.title' } as const;

interface RoomRow {
  id: number;
  room_no: string;
  floor: number;
  type_id: number;
  type_title: string;
  status: string;
}

/** The rooms as the back office lists and changes them (their closures are the front desk's, frontdesk-repository). */
export function roomsRepository(db: Db) {
  const roomsWithClosures = async (tx: Db, rows: RoomRow[], today: string): Promise<StaffRoomRow[]> => {
    const closures = rows.length
      ? await tx.query<StaffRoomClosure>(
          `SELECT id, room_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
                  to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason
           FROM room_closures WHERE room_id = ANY($1::int[]) AND ends_on > $2::date ORDER BY starts_on, id`,
          [rows.map((row) => row.id), today],
        )
      : [];
    return rows.map((row) => ({
      id: row.id,
      room_no: row.room_no,
      floor: row.floor,
      room_type: { id: row.type_id, title: row.type_title },
      in_service: row.status === 'available',
      closures: closures.filter((closure) => closure.room_id === row.id),
    }));
  };
  const ROOM_SELECT = `SELECT r.id, r.room_no, r.floor, r.status, t.id AS type_id, t.title AS type_title
    FROM rooms r JOIN room_types t ON t.id = r.room_type_id`;

  return {
    list: async (
      query: ListQuery<keyof typeof ROOM_SORTS> & { room_type?: number | undefined },
      today: string,
    ): Promise<StaffRoomsResponse> => {
      const where = conditions();
      if (query.q) where.add((at) => `(r.room_no ILIKE ${at} OR t.title ILIKE ${at})`, containing(query.q));
      if (query.room_type) where.add((at) => `r.room_type_id = ${at}`, query.room_type);
      const from = `FROM rooms r JOIN room_types t ON t.id = r.room_type_id ${where.sql()}`;
      const page = await pagedQuery<RoomRow>(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT r.id, r.room_no, r.floor, r.status, t.id AS type_id, t.title AS type_title ${from}
            ORDER BY ${ROOM_SORTS[query.sort]} ${direction(query.dir)}, r.room_no, r.id`,
          params: where.params,
        },
        { page: query.page, limit: STAFF_RATES_PAGE_SIZE },
      );
      return {
        data: await roomsWithClosures(db, page.data, today),
        total: page.total,
        room_types: await roomTypeRefs(db),
      };
    },

    /**
     * Changes a room. A room that changes type or leaves service must have no stay from today on: its row is
     * locked first, as a booking locks the rooms it takes, so the two take turns.
     */
    update: async (
      actor: number,
      id: number,
      change: StaffRoomUpdate,
      today: string,
    ): Promise<RoomUpdateOutcome> => {
      try {
        return await db.transaction(async (tx): Promise<RoomUpdateOutcome> => {
          const [before] = await tx.query<RoomRow>(`${ROOM_SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
          if (!before) return 'not-found';
          if (!(await roomTypeExists(tx, change.room_type_id))) return 'unknown-type';
          const taken = await tx.query('SELECT 1 FROM rooms WHERE upper(room_no) = upper($1) AND id <> $2', [
            change.room_no,
            id,
          ]);
          if (taken.length > 0) return 'number-taken';
          const leaving =
            change.room_type_id !== before.type_id || (!change.in_service && before.status === 'available');
          if (leaving) {
            const stays = await tx.query(
              `SELECT 1 FROM hotel_reservations
               WHERE room_id = $1 AND status <> 'Cancelled' AND check_out > $2::date LIMIT 1`,
              [id, today],
            );
            if (stays.length > 0) return 'has-stays';
          }
          await tx.query(
            'UPDATE rooms SET room_no = $2, floor = $3, room_type_id = $4, status = $5 WHERE id = $1',
            [
              id,
              change.room_no,
              change.floor,
              change.room_type_id,
              change.in_service ? 'available' : 'maintenance',
            ],
          );
          await audit(tx, actor, {
            action: 'room.update',
            entity: 'room',
            id,
            before: {
              room_no: before.room_no,
              floor: before.floor,
              room_type_id: before.type_id,
              in_service: before.status === 'available',
            },
            after: { ...change },
          });
          const [after] = await tx.query<RoomRow>(`${ROOM_SELECT} WHERE r.id = $1`, [id]);
          const [room] = await roomsWithClosures(tx, after ? [after] : [], today);
          return { room: room! };
        });
      } catch (error) {
        if (isDatabaseError(error, PG_UNIQUE_VIOLATION)) return 'number-taken';
        throw error;
      }
    },
  };
}

export type RoomsRepository = ReturnType<typeof roomsRepository>;

import {
  OPEN_ORDER_STATUSES,
  type StaffOrder,
  type StaffTable,
  type StaffTableRequest,
  type StaffToday,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { ordersRepository } from './orders-repository';

interface TableRequestRow {
  id: number;
  name: string;
  restaurant_id: number;
  restaurant_name: string;
  date: string;
  time: string;
  party_size: number;
  details: string;
  tables: StaffTable[];
}

/** What the back office reads across the hotel: the kitchen's queue, pending table requests, the day. */
export function staffRepository(db: Db) {
  return {
    /** Orders still open, the oldest first (the kitchen works in that order), with the guest's name. */
    openOrders: async (): Promise<StaffOrder[]> => {
      const rows = await db.query<{ id: number; guest_name: string }>(
        `SELECT o.id, u.name AS guest_name FROM orders o JOIN users u ON u.id = o.user_id
         WHERE o.status = ANY($1::text[]) ORDER BY o.created_at, o.id`,
        [OPEN_ORDER_STATUSES],
      );
      const orders = ordersRepository(db);
      const found = await Promise.all(
        rows.map(async (row) => ({ row, order: await orders.findById(row.id) })),
      );
      return found.flatMap(({ row, order }) => (order ? [{ ...order, guest_name: row.guest_name }] : []));
    },

    /** Cancels an open order with the reason the guest is told; false when the order is not open. */
    cancelOrder: async (id: number, reason: string): Promise<'cancelled' | 'not-found' | 'not-open'> => {
      const [row] = await db.query<{ status: string; updated: boolean }>(
        `WITH target AS (SELECT id, status FROM orders WHERE id = $1),
              cancelled AS (
                UPDATE orders SET status = 'Cancelled', cancel_reason = $2, updated_at = now()
                WHERE id = $1 AND status = ANY($3::text[]) AND status <> 'Out for delivery' RETURNING id)
         SELECT target.status, EXISTS (SELECT 1 FROM cancelled) AS updated FROM target`,
        [id, reason, OPEN_ORDER_STATUSES],
      );
      if (!row) return 'not-found';
      return row.updated ? 'cancelled' : 'not-open';
    },

    /**
     * Pending requests from `today` on, soonest first, each with the tables of its restaurant that seat the
     * party and hold no confirmed party at that slot (confirming still checks everything, in a transaction).
     */
    pendingTableRequests: async (today: string): Promise<StaffTableRequest[]> => {
      const rows = await db.query<TableRequestRow>(
        `SELECT rr.id, rr.name, r.id AS restaurant_id, r.name AS restaurant_name,
           to_char(rr.reservation_date, 'YYYY-MM-DD') AS date, rr.reservation_time AS time, rr.party_size,
           rr.details,
           coalesce((
             SELECT json_agg(json_build_object('id', t.id, 'table_name', t.table_name, 'seats', t.seats)
                             ORDER BY t.seats, t.table_name)
             FROM restaurant_tables t
             WHERE t.restaurant_id = rr.restaurant_id AND t.seats >= rr.party_size
               AND NOT EXISTS (
                 SELECT 1 FROM restaurant_reservations taken
                 WHERE taken.table_id = t.id AND taken.status = 'Confirmed'
                   AND taken.reservation_date = rr.reservation_date
                   AND taken.reservation_time = rr.reservation_time)
           ), '[]'::json) AS tables
         FROM restaurant_reservations rr JOIN restaurants r ON r.id = rr.restaurant_id
         WHERE rr.status = 'Pending' AND rr.reservation_date >= $1::date
         ORDER BY rr.reservation_date, rr.reservation_time, rr.id`,
        [today],
      );
      return rows.map(({ restaurant_id, restaurant_name, ...request }) => ({
        ...request,
        restaurant: { id: restaurant_id, name: restaurant_name },
      }));
    },

    /** Arrivals, departures and rooms in house are counted in rooms (a booking may hold several). */
    today: async (today: string): Promise<StaffToday> => {
      const [row] = await db.query<Omit<StaffToday, 'date' | 'occupancy_tonight'>>(
        `SELECT
           (SELECT count(*)::int FROM hotel_reservations WHERE status = 'Confirmed' AND check_in = $1::date)
             AS arrivals,
           (SELECT count(*)::int FROM hotel_reservations WHERE status = 'Confirmed' AND check_out = $1::date)
             AS departures,
           (SELECT count(*)::int FROM hotel_reservations
            WHERE status = 'Confirmed' AND check_in <= $1::date AND check_out > $1::date) AS in_house,
           (SELECT count(*)::int FROM rooms WHERE status = 'available') AS rooms_total,
           (SELECT count(*)::int FROM restaurant_reservations
            WHERE status = 'Pending' AND reservation_date >= $1::date) AS pending_table_requests,
           (SELECT count(*)::int FROM orders WHERE status = ANY($2::text[])) AS open_orders`,
        [today, OPEN_ORDER_STATUSES],
      );
      if (!row) throw new Error('The day could not be read');
      const occupancy = row.rooms_total === 0 ? 0 : Math.round((row.in_house / row.rooms_total) * 100);
      return { date: today, ...row, occupancy_tonight: Math.min(100, occupancy) };
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;

import {
  NO_EMAIL_DOMAIN,
  OPEN_ORDER_STATUSES,
  PICKUP_OUTLET,
  ROOM_SERVICE_OUTLET,
  STAY_STATES,
  STAFF_BOOKINGS_PAGE_SIZE,
  type StaffBooking,
  type StaffBookingSort,
  type StaffBookingsQuery,
  type SortDirection,
  type StaffOrder,
  type StaffTable,
  type StaffTableRequest,
  type StaffToday,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { ordersRepository } from './orders-repository';
import { pagedQuery } from './paging';
import { conditions, containing, direction } from './staff-lists';

/** A booked room's state, from its booking's status and its check-in and check-out. */
export const STATE_SQL = `CASE WHEN hr.status = 'Cancelled' THEN 'cancelled'
  WHEN hr.checked_out_at IS NOT NULL THEN 'checked_out'
  WHEN hr.checked_in_at IS NOT NULL THEN 'in_house'
  ELSE 'expected' END`;

/** What each booking sort orders by; a state sorts in a stay's order (expected, in house, out, cancelled). */
const BOOKING_SORTS: Record<StaffBookingSort, string> = {
  check_in: 'hr.check_in',
  check_out: 'hr.check_out',
  guest: 'lower(hr.guest_name)',
  reference: 'sb.reference',
  room: 'r.room_no',
  state: `array_position(ARRAY['${STAY_STATES.join("','")}'], ${STATE_SQL})`,
};

export type StayMove = 'done' | 'not-found' | 'not-allowed';

interface TableRequestRow {
  id: number;
  name: string;
  restaurant_id: number;
  restaurant_name: string;
  date: string;
  time: string;
  party_size: number;
  details: string;
  email: string | null;
  phone: string;
  tables: StaffTable[];
}

/** The steps in which a ticket's dishes are made, and ticked off one by one. */
const KITCHEN_COOKING = ['Received', 'Preparing'] as const;

/**
 * Orders as the kitchen sees them, in the order of `ids`: each with its guest's name, its outlet (a table's
 * restaurant, in-room dining or pickup) and its dishes' lines, ticked off or not.
 */
async function kitchenOrders(db: Db, ids: readonly number[]): Promise<StaffOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{
    id: number;
    guest_name: string;
    outlet: string;
    lines: { id: number; done: boolean }[];
  }>(
    `SELECT o.id, u.name AS guest_name,
       CASE o.fulfilment WHEN 'room' THEN $2 WHEN 'pickup' THEN $3 ELSE coalesce(r.name, $3) END AS outlet,
       coalesce((SELECT json_agg(json_build_object('id', i.id, 'done', i.done_at IS NOT NULL) ORDER BY i.id)
                 FROM order_items i WHERE i.order_id = o.id), '[]'::json) AS lines
     FROM orders o JOIN users u ON u.id = o.user_id
     LEFT JOIN restaurant_reservations rr ON rr.id = o.restaurant_reservation_id
     LEFT JOIN restaurants r ON r.id = rr.restaurant_id
     WHERE o.id = ANY($1::int[])`,
    [ids, ROOM_SERVICE_OUTLET, PICKUP_OUTLET],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const orders = ordersRepository(db);
  const found = await Promise.all(ids.map((id) => orders.findById(id)));
  return found.flatMap((order) => {
    const row = order && byId.get(order.id);
    if (!order || !row) return [];
    // Both read the order's lines in the order they were added (by id).
    const items = order.items.map((item, index) => ({
      ...item,
      id: row.lines[index]?.id ?? 0,
      done: row.lines[index]?.done ?? false,
    }));
    return [{ ...order, guest_name: row.guest_name, outlet: row.outlet, items }];
  });
}

/** What the back office reads across the hotel: the kitchen's queue, pending table requests, the day. */
export function staffRepository(db: Db) {
  return {
    /** Orders still open, the oldest first (the kitchen works in that order), as the kitchen sees them. */
    openOrders: async (): Promise<StaffOrder[]> => {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM orders WHERE status = ANY($1::text[]) ORDER BY created_at, id',
        [OPEN_ORDER_STATUSES],
      );
      return kitchenOrders(
        db,
        rows.map((row) => row.id),
      );
    },

    /** One order as the kitchen sees it (undefined when there is none). */
    kitchenOrder: async (id: number): Promise<StaffOrder | undefined> => (await kitchenOrders(db, [id]))[0],

    /**
     * Ticks a dish of an order off as made, or back to make, while the order is being made; 'refused' once it
     * is ready or ended. Says the dish and its order's reference for the audit log.
     */
    markOrderItem: async (
      orderId: number,
      itemId: number,
      done: boolean,
    ): Promise<{ reference: string; dish: string; was: boolean } | 'not-found' | 'refused'> => {
      const [item] = await db.query<{ reference: string; dish: string; was: boolean; status: string }>(
        `SELECT o.reference, o.status, i.quantity || ' × ' || i.name AS dish, i.done_at IS NOT NULL AS was
         FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.id = $1 AND i.order_id = $2 FOR UPDATE OF i`,
        [itemId, orderId],
      );
      if (!item) return 'not-found';
      if (!(KITCHEN_COOKING as readonly string[]).includes(item.status)) return 'refused';
      await db.query(
        `UPDATE order_items SET done_at = CASE WHEN $2 THEN coalesce(done_at, now()) END WHERE id = $1`,
        [itemId, done],
      );
      return { reference: item.reference, dish: item.dish, was: item.was };
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
           coalesce(rr.email, CASE WHEN gu.email LIKE '%@${NO_EMAIL_DOMAIN}' THEN NULL ELSE gu.email END) AS email,
           coalesce(nullif(rr.phone, ''), gu.contact, '') AS phone,
           coalesce((
             SELECT json_agg(json_build_object('id', t.id, 'table_name', t.table_name, 'seats', t.seats)
                             ORDER BY t.seats, t.table_name)
             FROM restaurant_tables t
             WHERE t.restaurant_id = rr.restaurant_id AND t.seats >= rr.party_size AND t.retired_at IS NULL
               AND NOT EXISTS (
                 SELECT 1 FROM restaurant_reservations taken
                 WHERE taken.table_id = t.id AND taken.status IN ('Confirmed', 'Seated')
                   AND taken.reservation_date = rr.reservation_date
                   AND taken.reservation_time = rr.reservation_time)
           ), '[]'::json) AS tables
         FROM restaurant_reservations rr JOIN restaurants r ON r.id = rr.restaurant_id
           LEFT JOIN users gu ON gu.id = rr.user_id
         WHERE rr.status = 'Pending' AND rr.reservation_date >= $1::date
         ORDER BY rr.reservation_date, rr.reservation_time, rr.id`,
        [today],
      );
      return rows.map(({ restaurant_id, restaurant_name, ...request }) => ({
        ...request,
        restaurant: { id: restaurant_id, name: restaurant_name },
      }));
    },

    /** Booked rooms, soonest arrival first unless sorted otherwise, filtered as the front desk asks. */
    bookings: async (
      query: Omit<StaffBookingsQuery, 'page' | 'sort' | 'dir'> & {
        page: number;
        sort: StaffBookingSort;
        dir: SortDirection;
      },
    ) => {
      const where = conditions();
      if (query.from) where.add((at) => `hr.check_out > ${at}::date`, query.from);
      if (query.to) where.add((at) => `hr.check_in <= ${at}::date`, query.to);
      if (query.state) where.add((at) => `${STATE_SQL} = ${at}`, query.state);
      if (query.guest) where.add((at) => `hr.guest_name ILIKE ${at}`, containing(query.guest));
      if (query.room_type) where.add((at) => `r.room_type_id = ${at}`, query.room_type);
      const params = where.params;
      const from = `FROM hotel_reservations hr JOIN rooms r ON r.id = hr.room_id
        JOIN room_types t ON t.id = r.room_type_id
        LEFT JOIN stay_bookings sb ON sb.id = hr.stay_booking_id
        JOIN users gu ON gu.id = hr.user_id
        ${where.sql()}`;
      const page = await pagedQuery<
        Omit<StaffBooking, 'room_type'> & { type_id: number; type_title: string }
      >(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT hr.id, sb.reference, hr.guest_name, r.room_no, t.id AS type_id, t.title AS type_title,
              to_char(hr.check_in, 'YYYY-MM-DD') AS check_in, to_char(hr.check_out, 'YYYY-MM-DD') AS check_out,
              ${STATE_SQL} AS state, r.housekeeping_state AS room_housekeeping,
              CASE WHEN gu.email LIKE '%@${NO_EMAIL_DOMAIN}' THEN NULL ELSE gu.email END AS guest_email,
              gu.contact AS guest_phone
            ${from} ORDER BY ${BOOKING_SORTS[query.sort]} ${direction(query.dir)} NULLS LAST, hr.check_in, r.room_no, hr.id`,
          params,
        },
        { page: query.page, limit: STAFF_BOOKINGS_PAGE_SIZE },
      );
      const roomTypes = await db.query<{ id: number; title: string }>(
        'SELECT id, title FROM room_types ORDER BY id',
      );
      return {
        total: page.total,
        data: page.data.map(({ type_id, type_title, ...booking }) => ({
          ...booking,
          room_type: { id: type_id, title: type_title },
        })),
        room_types: roomTypes,
      };
    },

    /**
     * Checks a booked room in (from its arrival day until the day it leaves) or out (once in). The state is
     * checked in the UPDATE itself, so two clicks at once do it once.
     */
    moveStay: async (id: number, move: 'check-in' | 'check-out', today: string): Promise<StayMove> => {
      const [row] =
        move === 'check-in'
          ? await db.query<{ updated: boolean }>(
              `WITH target AS (SELECT id FROM hotel_reservations WHERE id = $1),
                    moved AS (
                      UPDATE hotel_reservations SET checked_in_at = now()
                      WHERE id = $1 AND status = 'Confirmed' AND checked_in_at IS NULL
                        AND check_in <= $2::date AND check_out > $2::date RETURNING id)
               SELECT EXISTS (SELECT 1 FROM moved) AS updated FROM target`,
              [id, today],
            )
          : await db.query<{ updated: boolean }>(
              `WITH target AS (SELECT id FROM hotel_reservations WHERE id = $1),
                    moved AS (
                      UPDATE hotel_reservations SET checked_out_at = now()
                      WHERE id = $1 AND status = 'Confirmed' AND checked_in_at IS NOT NULL
                        AND checked_out_at IS NULL RETURNING id)
               SELECT EXISTS (SELECT 1 FROM moved) AS updated FROM target`,
              [id],
            );
      if (!row) return 'not-found';
      return row.updated ? 'done' : 'not-allowed';
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
           (SELECT count(*)::int FROM orders WHERE status = ANY($2::text[])) AS open_orders,
           (SELECT count(*)::int FROM guest_messages WHERE sender = 'guest' AND read_at IS NULL)
             AS unread_messages,
           (SELECT count(*)::int FROM hotel_reservations hr JOIN rooms r ON r.id = hr.room_id
            WHERE hr.status = 'Confirmed' AND hr.check_in = $1::date AND hr.checked_in_at IS NULL
              AND r.housekeeping_state IN ('clean', 'inspected')) AS arrivals_ready,
           (SELECT count(*)::int FROM hotel_reservations
            WHERE status = 'Confirmed' AND check_in = $1::date AND checked_in_at IS NULL) AS arrivals_waiting`,
        [today, OPEN_ORDER_STATUSES],
      );
      if (!row) throw new Error('The day could not be read');
      const occupancy = row.rooms_total === 0 ? 0 : Math.round((row.in_house / row.rooms_total) * 100);
      return { date: today, ...row, occupancy_tonight: Math.min(100, occupancy) };
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;

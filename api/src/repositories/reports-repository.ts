import {
  HOTEL_TIME_ZONE,
  PICKUP_OUTLET,
  ROOM_SERVICE_OUTLET,
  STAFF_STAY_SOURCE_LABELS,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp } from './paging';

/** A day's figures as counted from the bookings and orders (money in paise). */
export interface DayCounts {
  day: string;
  rooms_available: number;
  rooms_sold: number;
  room_revenue_paise: number;
  arrivals: number;
  departures: number;
  no_shows: number;
  cancellations: number;
  fnb_revenue_paise: number;
  bookings_made: number;
  room_nights_booked: number;
}

/** A closed day's row (money in paise, occupancy per mille). */
export interface NightAuditRow {
  day: string;
  closed_by_name: string;
  by_schedule: boolean;
  closed_at: string;
  no_shows_marked: number;
  nights_audited: number;
  rooms_available: number;
  rooms_sold: number;
  occupancy_permille: number;
  room_revenue_paise: number;
  adr_paise: number;
  revpar_paise: number;
  arrivals: number;
  departures: number;
  no_shows: number;
  cancellations: number;
  fnb_revenue_paise: number;
}

export type NewNightAudit = Omit<NightAuditRow, 'closed_by_name' | 'closed_at'> & {
  closed_by: number | null;
};

export interface Share {
  name: string;
  count: number;
  paise: number;
}

/** A stay that holds a room: booked, in house or checked out (not cancelled, not a no-show). */
const LIVE_STAY = `b.state IN ('booked', 'in_house', 'checked_out')`;
const hotelDay = (column: string) => `(${column} AT TIME ZONE '${HOTEL_TIME_ZONE}')::date`;
/** The nights of live stays in [$1, $2], each with its stay: the night's taxable value is its room revenue. */
const NIGHTS = `
  SELECT b.id, b.rate_plan, b.rooms, b.user_id, b.source, (n->>'date')::date AS night,
         round((n->>'taxable')::numeric * 100)::bigint AS paise
  FROM stay_bookings b CROSS JOIN LATERAL jsonb_array_elements(b.price->'nights') AS n
  WHERE ${LIVE_STAY} AND b.check_out > $1::date AND b.check_in <= $2::date
    AND (n->>'date')::date BETWEEN $1::date AND $2::date`;
/** Orders sold in [$1, $2] (the hotel's days they were placed), not cancelled. */
const ORDERS = `
  SELECT o.* FROM orders o
  WHERE o.status <> 'Cancelled' AND ${hotelDay('o.created_at')} BETWEEN $1::date AND $2::date`;

/** The night audit's closes and the figures the reports show. */
export function reportsRepository(db: Db) {
  return {
    /** Each day's figures from `from` to `to`, counted now. */
    dayCounts: (from: string, to: string, tx: Db = db): Promise<DayCounts[]> =>
      tx.query<DayCounts>(
        `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d),
              nights AS (${NIGHTS})
         SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
           ((SELECT count(*) FROM rooms)
             - (SELECT count(DISTINCT c.room_id) FROM room_closures c
                WHERE c.starts_on <= days.day AND c.ends_on > days.day))::int AS rooms_available,
           (SELECT count(*) FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id
            WHERE h.status = 'Confirmed' AND ${LIVE_STAY}
              AND h.check_in <= days.day AND h.check_out > days.day)::int AS rooms_sold,
           (SELECT coalesce(sum(n.paise), 0) FROM nights n WHERE n.night = days.day)::bigint AS room_revenue_paise,
           (SELECT count(*) FROM stay_bookings b WHERE ${LIVE_STAY} AND b.check_in = days.day)::int AS arrivals,
           (SELECT count(*) FROM stay_bookings b WHERE ${LIVE_STAY} AND b.check_out = days.day)::int AS departures,
           (SELECT count(*) FROM stay_bookings b WHERE b.state = 'no_show' AND b.check_in = days.day)::int
             AS no_shows,
           (SELECT count(*) FROM stay_bookings b
            WHERE b.state = 'cancelled' AND ${hotelDay('b.cancelled_at')} = days.day)::int AS cancellations,
           (SELECT coalesce(sum(round(o.subtotal * 100)), 0) FROM orders o
            WHERE o.status <> 'Cancelled' AND ${hotelDay('o.created_at')} = days.day)::bigint AS fnb_revenue_paise,
           (SELECT count(*) FROM stay_bookings b WHERE ${hotelDay('b.created_at')} = days.day)::int AS bookings_made,
           (SELECT coalesce(sum(b.rooms * (b.check_out - b.check_in)), 0) FROM stay_bookings b
            WHERE ${hotelDay('b.created_at')} = days.day)::int AS room_nights_booked
         FROM days ORDER BY days.day`,
        [from, to],
      ),

    /** Room revenue of the nights in [from, to] by rate plan: its name, room nights and paise. */
    byRatePlan: (from: string, to: string): Promise<Share[]> =>
      db.query<Share>(
        `WITH nights AS (${NIGHTS})
         SELECT coalesce(p.name, n.rate_plan) AS name, sum(n.rooms)::int AS count, sum(n.paise)::bigint AS paise
         FROM nights n LEFT JOIN rate_plans p ON p.code = n.rate_plan
         GROUP BY 1 ORDER BY 3 DESC, 1`,
        [from, to],
      ),

    /** Room revenue by how the stay was booked: on the website, or by the front desk for a walk-in or a call. */
    byChannel: (from: string, to: string): Promise<Share[]> =>
      db.query<Share>(
        `WITH nights AS (${NIGHTS})
         SELECT CASE n.source WHEN 'walk_in' THEN $3 WHEN 'phone' THEN $4 ELSE 'Website' END AS name,
                sum(n.rooms)::int AS count, sum(n.paise)::bigint AS paise
         FROM nights n
         GROUP BY 1 ORDER BY 3 DESC, 1`,
        [from, to, STAFF_STAY_SOURCE_LABELS.walk_in, STAFF_STAY_SOURCE_LABELS.phone],
      ),

    /** Food and drink sold by outlet, as the kitchen names them: a table's restaurant, in-room dining, pickup. */
    fnbByOutlet: (from: string, to: string): Promise<Share[]> =>
      db.query<Share>(
        `SELECT CASE o.fulfilment WHEN 'room' THEN $3 WHEN 'pickup' THEN $4 ELSE coalesce(r.name, $4) END AS name,
                count(*)::int AS count, sum(round(o.subtotal * 100))::bigint AS paise
         FROM (${ORDERS}) o
         LEFT JOIN restaurant_reservations rr ON rr.id = o.restaurant_reservation_id
         LEFT JOIN restaurants r ON r.id = rr.restaurant_id
         GROUP BY 1 ORDER BY 3 DESC, 1`,
        [from, to, ROOM_SERVICE_OUTLET, PICKUP_OUTLET],
      ),

    /** Food and drink sold by dish: how many, and their value (each priced with its choices) before GST. */
    fnbByDish: (from: string, to: string): Promise<Share[]> =>
      db.query<Share>(
        `SELECT i.name, sum(i.quantity)::int AS count, sum(round(i.unit_price * i.quantity * 100))::bigint AS paise
         FROM (${ORDERS}) o JOIN order_items i ON i.order_id = o.id
         GROUP BY i.name ORDER BY 3 DESC, 1`,
        [from, to],
      ),

    /** Coupons on the bookings made in [from, to] that still stand: uses and the discount given. */
    coupons: (from: string, to: string): Promise<Share[]> =>
      db.query<Share>(
        `SELECT upper(b.coupon) AS name, count(*)::int AS count,
                coalesce(sum(round((b.price->'discount'->>'amount')::numeric * 100)), 0)::bigint AS paise
         FROM stay_bookings b
         WHERE b.coupon IS NOT NULL AND b.coupon <> '' AND b.state NOT IN ('cancelled', 'no_show')
           AND ${hotelDay('b.created_at')} BETWEEN $1::date AND $2::date
         GROUP BY 1 ORDER BY 2 DESC, 1`,
        [from, to],
      ),

    /** Stays still booked (nobody checked in) arriving on `day`. */
    unarrived: async (day: string, tx: Db = db): Promise<string[]> =>
      (
        await tx.query<{ reference: string }>(
          `SELECT reference FROM stay_bookings WHERE state = 'booked' AND check_in = $1::date ORDER BY id`,
          [day],
        )
      ).map((row) => row.reference),

    /** The room nights of `day` whose guests had checked in (their nights are on their folios). */
    nightsInHouse: async (day: string, tx: Db = db): Promise<number> => {
      const [row] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM hotel_reservations h
         WHERE h.checked_in_at IS NOT NULL AND h.status = 'Confirmed'
           AND h.check_in <= $1::date AND h.check_out > $1::date`,
        [day],
      );
      return row?.count ?? 0;
    },

    /** The closed days in [from, to], or the latest `limit` closes. */
    audits: (range: { from: string; to: string } | { limit: number }): Promise<NightAuditRow[]> =>
      db.query<NightAuditRow>(
        `SELECT to_char(a.day, 'YYYY-MM-DD') AS day, a.closed_by_name, a.by_schedule,
                ${isoTimestamp('a.closed_at')} AS closed_at, a.no_shows_marked, a.nights_audited,
                a.rooms_available, a.rooms_sold, a.occupancy_permille, a.room_revenue_paise, a.adr_paise,
                a.revpar_paise, a.arrivals, a.departures, a.no_shows, a.cancellations, a.fnb_revenue_paise
         FROM night_audits a
         ${'limit' in range ? 'ORDER BY a.day DESC LIMIT $1' : 'WHERE a.day BETWEEN $1::date AND $2::date ORDER BY a.day'}`,
        'limit' in range ? [range.limit] : [range.from, range.to],
      ),

    /** The last day closed, or null before the first close. */
    lastClosed: async (tx: Db = db): Promise<string | null> => {
      const [row] = await tx.query<{ day: string | null }>(
        `SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM night_audits`,
      );
      return row?.day ?? null;
    },

    /** Records a close; false when the day was closed meanwhile (its key is the day). */
    insertAudit: async (tx: Db, row: NewNightAudit): Promise<boolean> => {
      const inserted = await tx.query(
        `INSERT INTO night_audits (day, closed_by, closed_by_name, by_schedule, no_shows_marked, nights_audited,
           rooms_available, rooms_sold, occupancy_permille, room_revenue_paise, adr_paise, revpar_paise, arrivals,
           departures, no_shows, cancellations, fnb_revenue_paise)
         SELECT $1::date, $2, coalesce((SELECT name FROM users WHERE id = $2), ''), $3, $4, $5, $6, $7, $8, $9,
                $10, $11, $12, $13, $14, $15, $16
         ON CONFLICT (day) DO NOTHING RETURNING day`,
        [
          row.day,
          row.closed_by,
          row.by_schedule,
          row.no_shows_marked,
          row.nights_audited,
          row.rooms_available,
          row.rooms_sold,
          row.occupancy_permille,
          row.room_revenue_paise,
          row.adr_paise,
          row.revpar_paise,
          row.arrivals,
          row.departures,
          row.no_shows,
          row.cancellations,
          row.fnb_revenue_paise,
        ],
      );
      return inserted.length > 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;

import { randomInt } from 'node:crypto';
import type {
  BillingDetails,
  RatePlanCode,
  StayCalendar,
  StayLifeState,
  StayPolicy,
  StayPrice,
  StayRoomType,
} from '@haveli/contracts';
import { toPaise, toRupees } from '@haveli/contracts';
import { isDatabaseError, isIllegalStayTransition, PG_EXCLUSION_VIOLATION, type Db } from '../db/db';
import { stayCancelledNotice, stayChangedNotice, type NoticeActor } from '../lib/guest-notices';
import { notify } from '../lib/notifications';
import type {
  GstSlab,
  PricingRoomType,
  RatePlan,
  RateRestriction,
  RateSeason,
  RoomParty,
  StayRule,
} from '../lib/stay-pricing';
import { FREE_ROOM_CONDITION } from './availability-repository';
import { isoTimestamp } from './paging';

export type StayRoomTypeRow = PricingRoomType & StayRoomType;

/** A rate_restrictions row as the engine reads it (RateRestriction). */
export const RESTRICTION_COLUMNS = `room_type_id, to_char(night, 'YYYY-MM-DD') AS night, stop_sell,
  min_stay_arrival, max_stay_arrival, closed_to_arrival, closed_to_departure`;

export interface StayOffer {
  id: number;
  code: string;
  offer_title: string;
  offer_type: 'percent' | 'flat';
  offer_value: number;
  min_nights: number;
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  max_uses_per_guest: number | null;
  uses: number;
  /** Booked at least this many days before arrival (null: any time). */
  advance_days: number | null;
  /** The room types it is for (null: every type). */
  room_type_ids: number[] | null;
  /** Nights it is never for, as YYYY-MM-DD. */
  blackout_dates: string[];
}

/** An offer's columns as a StayOffer. */
const OFFER_COLUMNS = `id, offer_coupon AS code, offer_title, offer_type, offer_value, min_nights, valid_from, valid_to,
  max_uses, max_uses_per_guest, uses, advance_days, room_type_ids,
  ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(blackout_dates) AS d ORDER BY d) AS blackout_dates`;

export interface StayBookingRow {
  id: number;
  reference: string;
  user_id: number;
  room_type_id: number;
  guest_name: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  child_ages: number[];
  rooms: number;
  rate_plan: RatePlanCode;
  rate_plan_name: string;
  offer_id: number | null;
  coupon: string | null;
  arrival_time: string;
  bed_preference: string;
  occasion: string;
  remarks: string;
  billing_company: string | null;
  billing_address: string | null;
  billing_gstin: string | null;
  price: StayPrice;
  total: number;
  policy: StayPolicy;
  status: 'Confirmed' | 'Cancelled';
  state: StayLifeState;
  cancellation_fee: number | null;
  created_at: string;
  cancelled_at: string | null;
  /** Held unpaid until then (ISO), released after; null when not held. */
  pay_by: string | null;
  room_numbers: string[];
}

export interface NewStayBooking {
  userId: number;
  roomTypeId: number;
  guestName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  childAges: number[];
  parties: RoomParty[];
  ratePlan: RatePlanCode;
  offer: StayOffer | null;
  requests: { arrival_time: string; bed_preference: string; occasion: string; remarks: string };
  /** The company for a B2B invoice, else null. */
  billing: BillingDetails | null;
  /** Until when the booking is held for its payment (a plan paid at booking), else null. */
  payBy: Date | null;
  price: StayPrice;
  policy: StayPolicy;
  /** The guest's upcoming confirmed stays may not reach this many. */
  maxUpcomingStays: number;
  today: string;
}

export type BookOutcome =
  | { booked: true; reference: string }
  | { booked: false; reason: 'cap' | 'coupon-used-up' | 'coupon-used-by-guest' | 'no-room-free' };

export type ChangeOutcome = { changed: true } | { changed: false; reason: 'no-room-free' | 'not-booked' };

/** How a stay that never began ends: cancelled (by the guest or the hotel), or recorded as a no-show. */
export type StayEnding = 'cancelled' | 'no_show';

const ROOM_TYPE_COLUMNS = `t.id, t.room_type, t.title, t.image, t.room_base_price, t.weekend_price,
  t.included_occupancy, t.max_adults, t.max_children, t.max_guests, t.extra_adult_price, t.extra_child_price,
  t.child_free_under_age`;

const SELECT_BOOKINGS = `
  SELECT b.id, b.reference, b.user_id, b.room_type_id, b.guest_name, b.check_in, b.check_out, b.adults,
         b.children, b.child_ages, b.rooms, b.rate_plan, p.name AS rate_plan_name, b.offer_id, b.coupon,
         b.arrival_time, b.bed_preference, b.occasion, b.remarks, b.billing_company,
         b.billing_address, b.billing_gstin, b.price, b.total, b.policy, b.status,
         b.state, b.cancellation_fee, ${isoTimestamp('b.created_at')} AS created_at,
         CASE WHEN b.cancelled_at IS NULL THEN NULL ELSE ${isoTimestamp('b.cancelled_at')} END AS cancelled_at,
         CASE WHEN b.pay_by IS NULL THEN NULL ELSE ${isoTimestamp('b.pay_by')} END AS pay_by,
         coalesce((SELECT jsonb_agg(r.room_no ORDER BY r.room_no) FROM hotel_reservations h
                   JOIN rooms r ON r.id = h.room_id WHERE h.stay_booking_id = b.id), '[]'::jsonb) AS room_numbers
  FROM stay_bookings b
  JOIN rate_plans p ON p.code = b.rate_plan`;

/** References: HJ- and six characters without 0/O or 1/I. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `HJ-${code}`;
}

/** JSON columns come back parsed from both drivers; numeric columns as strings. */
const parseJson = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

function toBooking(row: StayBookingRow): StayBookingRow {
  return {
    ...row,
    child_ages: parseJson<number[]>(row.child_ages),
    price: parseJson<StayPrice>(row.price),
    policy: parseJson<StayPolicy>(row.policy),
    room_numbers: parseJson<string[]>(row.room_numbers),
  };
}

/** Work done in a booking change's own transaction, after the change (queuing its mail), by reference. */
export type Alongside = (tx: Db, reference: string) => Promise<void>;

/** Tries of a booking's transaction that met another writer's stay in the room it chose (see `retried`). */
const ATTEMPTS = 3;

class RollBack extends Error {
  constructor(readonly reason: 'no-room-free' | 'not-booked') {
    super(reason);
  }
}

export function staysRepository(db: Db) {
  /** Takes `count` rooms of the type free for the stay, or throws RollBack. */
  const takeRooms = async (
    tx: Db,
    bookingId: number,
    userId: number,
    booking: Pick<
      NewStayBooking,
      'roomTypeId' | 'checkIn' | 'checkOut' | 'guestName' | 'parties' | 'price'
    > & {
      remarks: string;
      coupon: string | null;
    },
  ) => {
    const freeRooms = (lock: string) =>
      tx.query<{ id: number }>(
        // Rooms housekeeping has made ready first (a guest arriving today walks into one), out of order last.
        `SELECT r.id FROM rooms r WHERE r.room_type_id = $3 AND ${FREE_ROOM_CONDITION}
         ORDER BY r.housekeeping_state IN ('clean', 'inspected') DESC, r.housekeeping_state = 'out_of_order',
           r.room_no
         LIMIT $4 ${lock}`,
        [booking.checkIn, booking.checkOut, booking.roomTypeId, booking.parties.length],
      );
    // Bookings of one type at once take different rooms: each locks the free rooms it takes and passes over
    // those another booking holds, so none waits for another. NO KEY UPDATE: it does not conflict with the
    // KEY SHARE a reservation's foreign key takes on its room.
    let rooms = await freeRooms('FOR NO KEY UPDATE OF r SKIP LOCKED');
    if (rooms.length < booking.parties.length) {
      // The rooms passed over may be the ones free on these dates: bookings of the type then take turns (a
      // lock on the type), each seeing the rooms the previous one took.
      // NO KEY UPDATE, not UPDATE: this transaction's stay_bookings row already holds a KEY SHARE lock on the
      // type (its foreign key), and two transactions upgrading KEY SHARE to UPDATE on one row deadlock.
      await tx.query('SELECT id FROM room_types WHERE id = $1 FOR NO KEY UPDATE', [booking.roomTypeId]);
      rooms = await freeRooms('');
    }
    // Whatever the path, the database refuses two stays overlapping in one room (hotel_reservations_no_overlap):
    // a booking that meets it, having raced another for one room, is tried again (`retried`).
    if (rooms.length < booking.parties.length) throw new RollBack('no-room-free');
    const count = booking.parties.length;
    // Each room's share of the total, in whole rupees but the first, which takes what is left (paise too).
    const perRoom = Math.floor(booking.price.total / count);
    const firstRoom = toRupees(toPaise(booking.price.total) - toPaise(perRoom * (count - 1)));
    await tx.query(
      `INSERT INTO hotel_reservations
         (user_id, room_id, guest_name, check_in, check_out, guests, remark, price, coupon, stay_booking_id)
       SELECT $1, room_id, $3, $4, $5, LEAST(guests, 4), $6, price, $7, $8
       FROM unnest($2::int[], $9::int[], $10::numeric[]) AS x (room_id, guests, price)`,
      [
        userId,
        rooms.map((room) => room.id),
        booking.guestName,
        booking.checkIn,
        booking.checkOut,
        booking.remarks,
        booking.coupon,
        bookingId,
        booking.parties.map((party) => party.adults + party.childAges.length),
        booking.parties.map((_, index) => (index === 0 ? firstRoom : perRoom)),
      ],
    );
  };

  const mapRollBack = <T>(promise: Promise<T>, onNoRoom: (reason: RollBack['reason']) => T): Promise<T> =>
    promise.catch((error: unknown) => {
      if (error instanceof RollBack) return onNoRoom(error.reason);
      if (isDatabaseError(error, PG_EXCLUSION_VIOLATION)) return onNoRoom('no-room-free');
      if (isIllegalStayTransition(error)) return onNoRoom('not-booked');
      throw error;
    });

  /**
   * Runs a booking's transaction again when two writers raced for one room and the database refused the
   * second (an exclusion violation rolls the whole transaction back): the next try sees the room taken and
   * chooses another. After ATTEMPTS tries the room is taken for good (mapRollBack: no room free).
   */
  const retried = async <T>(transaction: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction();
      } catch (error) {
        if (attempt >= ATTEMPTS || !isDatabaseError(error, PG_EXCLUSION_VIOLATION)) throw error;
      }
    }
  };

  return {
    roomType: async (id: number): Promise<StayRoomTypeRow | undefined> =>
      (
        await db.query<StayRoomTypeRow>(`SELECT ${ROOM_TYPE_COLUMNS} FROM room_types t WHERE t.id = $1`, [id])
      )[0],

    roomTypes: (): Promise<StayRoomTypeRow[]> =>
      db.query<StayRoomTypeRow>(`SELECT ${ROOM_TYPE_COLUMNS} FROM room_types t ORDER BY t.id`),

    /**
     * Seasons touching [from, to), stay rules for arrivals that day, the calendar's restrictions from `from`
     * to `to` (the departure day's too), active plans and the GST slabs.
     */
    rateData: async (from: string, to: string) => {
      const [seasons, rules, restrictions, plans, slabs] = await Promise.all([
        db.query<RateSeason>(
          `SELECT id, name, room_type_id, starts_on, ends_on, adjust_kind, adjust_value, priority, combine
           FROM rate_seasons WHERE starts_on < $2::date AND ends_on >= $1::date`,
          [from, to],
        ),
        db.query<StayRule>(
          `SELECT room_type_id, starts_on, ends_on, min_nights, max_nights
           FROM stay_rules WHERE starts_on <= $2::date AND ends_on >= $1::date`,
          [from, to],
        ),
        db.query<RateRestriction>(
          `SELECT ${RESTRICTION_COLUMNS} FROM rate_restrictions WHERE night BETWEEN $1::date AND $2::date`,
          [from, to],
        ),
        db.query<RatePlan>(
          `SELECT code, name, description, adjust_percent, meal_price_adult, meal_price_child, refundable,
                  free_cancel_hours, late_fee_nights, deposit_percent
           FROM rate_plans WHERE active ORDER BY sort_order`,
        ),
        db.query<GstSlab>(
          `SELECT effective_from, effective_to, tariff_from, tariff_to, rate_percent::float8 AS rate_percent
           FROM gst_slabs ORDER BY effective_from, tariff_from`,
        ),
      ]);
      return { seasons, rules, restrictions, plans, slabs };
    },

    /** Rooms of the type in service and free for every night of the stay. */
    freeRooms: async (roomTypeId: number, checkIn: string, checkOut: string): Promise<number> =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM rooms r WHERE r.room_type_id = $3 AND ${FREE_ROOM_CONDITION}`,
          [checkIn, checkOut, roomTypeId],
        )
      )[0]?.n ?? 0,

    /** An active offer by its code (any case), with its limits. */
    offer: async (code: string): Promise<StayOffer | undefined> =>
      (
        await db.query<StayOffer>(
          `SELECT ${OFFER_COLUMNS} FROM offers WHERE upper(offer_coupon) = upper($1) AND active`,
          [code],
        )
      )[0],

    offerById: async (id: number): Promise<StayOffer | undefined> =>
      (await db.query<StayOffer>(`SELECT ${OFFER_COLUMNS} FROM offers WHERE id = $1`, [id]))[0],

    guestRedemptions: async (offerId: number, userId: number): Promise<number> =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM coupon_redemptions WHERE offer_id = $1 AND user_id = $2',
          [offerId, userId],
        )
      )[0]?.n ?? 0,

    /**
     * Nights in [from, to) with no room of the type free or stop-sold on the rates calendar, and the stay
     * rules overlapping them.
     */
    calendar: async (roomTypeId: number, from: string, to: string): Promise<StayCalendar> => {
      const full = await db.query<{ night: string }>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS night
         FROM generate_series($2::date, $3::date - 1, interval '1 day') AS d
         WHERE NOT EXISTS (
           SELECT 1 FROM rooms r
           WHERE r.room_type_id = $1 AND r.status = 'available' AND NOT EXISTS (
             SELECT 1 FROM hotel_reservations h
             WHERE h.room_id = r.id AND h.status <> 'Cancelled' AND daterange(h.check_in, h.check_out) @> d::date)
           AND NOT EXISTS (
             SELECT 1 FROM room_closures c
             WHERE c.room_id = r.id AND daterange(c.starts_on, c.ends_on) @> d::date))
         OR EXISTS (
           SELECT 1 FROM rate_restrictions x WHERE x.room_type_id = $1 AND x.night = d::date AND x.stop_sell)
         ORDER BY d`,
        [roomTypeId, from, to],
      );
      const rules = await db.query<StayRule>(
        `SELECT room_type_id, starts_on, ends_on, min_nights, max_nights FROM stay_rules
         WHERE (room_type_id IS NULL OR room_type_id = $1) AND starts_on <= $3::date AND ends_on >= $2::date
         ORDER BY starts_on`,
        [roomTypeId, from, to],
      );
      return {
        room_type_id: roomTypeId,
        full_nights: full.map((row) => row.night),
        stay_rules: rules.map(({ starts_on, ends_on, min_nights, max_nights }) => ({
          starts_on,
          ends_on,
          min_nights,
          max_nights,
        })),
      };
    },

    /**
     * Books every room of the stay or none, in one transaction: the guest's row is locked first (their cap
     * and per-guest coupon count take turns), the coupon's use is counted by a conditional UPDATE (the last
     * use goes to one booking only), then the room type's rooms are chosen under its lock. `alongside` runs
     * last in the same transaction (it queues the confirmation mail).
     */
    book: (booking: NewStayBooking, alongside?: Alongside): Promise<BookOutcome> =>
      mapRollBack<BookOutcome>(
        retried(() =>
          db.transaction(async (tx): Promise<BookOutcome> => {
            await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [booking.userId]);
            const [upcoming] = await tx.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM stay_bookings
             WHERE user_id = $1 AND status = 'Confirmed' AND check_out > $2::date`,
              [booking.userId, booking.today],
            );
            if ((upcoming?.n ?? 0) >= booking.maxUpcomingStays) return { booked: false, reason: 'cap' };

            if (booking.offer) {
              const claimed = await tx.query(
                `UPDATE offers SET uses = uses + 1
               WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id`,
                [booking.offer.id],
              );
              if (claimed.length === 0) return { booked: false, reason: 'coupon-used-up' };
              if (booking.offer.max_uses_per_guest !== null) {
                const [used] = await tx.query<{ n: number }>(
                  'SELECT count(*)::int AS n FROM coupon_redemptions WHERE offer_id = $1 AND user_id = $2',
                  [booking.offer.id, booking.userId],
                );
                if ((used?.n ?? 0) >= booking.offer.max_uses_per_guest) {
                  // The use just counted is given back: this booking is refused.
                  await tx.query('UPDATE offers SET uses = uses - 1 WHERE id = $1', [booking.offer.id]);
                  return { booked: false, reason: 'coupon-used-by-guest' };
                }
              }
            }

            let created: { id: number; reference: string } | undefined;
            while (!created) {
              [created] = await tx.query<{ id: number; reference: string }>(
                `INSERT INTO stay_bookings
                 (reference, user_id, room_type_id, guest_name, check_in, check_out, adults, children, child_ages,
                  rooms, rate_plan, offer_id, coupon, arrival_time, bed_preference, occasion, remarks, price,
                  total, policy, billing_company, billing_address, billing_gstin, pay_by)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17,
                       $18::jsonb, $19, $20::jsonb, $21, $22, $23, $24)
               ON CONFLICT (reference) DO NOTHING
               RETURNING id, reference`,
                [
                  newReference(),
                  booking.userId,
                  booking.roomTypeId,
                  booking.guestName,
                  booking.checkIn,
                  booking.checkOut,
                  booking.adults,
                  booking.childAges.length,
                  JSON.stringify(booking.childAges),
                  booking.parties.length,
                  booking.ratePlan,
                  booking.offer?.id ?? null,
                  booking.offer?.code.toUpperCase() ?? null,
                  booking.requests.arrival_time,
                  booking.requests.bed_preference,
                  booking.requests.occasion,
                  booking.requests.remarks,
                  JSON.stringify(booking.price),
                  booking.price.total,
                  JSON.stringify(booking.policy),
                  booking.billing?.company ?? null,
                  booking.billing?.address ?? null,
                  booking.billing?.gstin ?? null,
                  booking.payBy?.toISOString() ?? null,
                ],
              );
            }
            if (booking.offer) {
              await tx.query(
                'INSERT INTO coupon_redemptions (offer_id, user_id, stay_booking_id) VALUES ($1, $2, $3)',
                [booking.offer.id, booking.userId, created.id],
              );
            }
            await takeRooms(tx, created.id, booking.userId, {
              ...booking,
              remarks: booking.requests.remarks,
              coupon: booking.offer?.code.toUpperCase() ?? null,
            });
            await alongside?.(tx, created.reference);
            return { booked: true, reference: created.reference };
          }),
        ),
        () => ({ booked: false, reason: 'no-room-free' }),
      ),

    find: async (reference: string): Promise<StayBookingRow | undefined> => {
      const [row] = await db.query<StayBookingRow>(`${SELECT_BOOKINGS} WHERE b.reference = $1`, [reference]);
      return row && toBooking(row);
    },

    /** A guest's bookings, the latest stay first. */
    listForUser: async (userId: number): Promise<StayBookingRow[]> =>
      (
        await db.query<StayBookingRow>(
          `${SELECT_BOOKINGS} WHERE b.user_id = $1 ORDER BY b.check_in DESC, b.id DESC`,
          [userId],
        )
      ).map(toBooking),

    /**
     * Moves a booked stay (not begun: no room checked in) to a new stay: its rooms are given up and the new stay's taken in one
     * transaction, so either the whole change happens or nothing does (never an overbooking).
     */
    change: (
      booking: StayBookingRow,
      next: Pick<
        NewStayBooking,
        'roomTypeId' | 'checkIn' | 'checkOut' | 'adults' | 'childAges' | 'parties' | 'price' | 'policy'
      > & { keepOffer: boolean },
      alongside?: Alongside,
      by: NoticeActor = 'guest',
    ): Promise<ChangeOutcome> =>
      mapRollBack<ChangeOutcome>(
        retried(() =>
          db.transaction(async (tx): Promise<ChangeOutcome> => {
            const [locked] = await tx.query<{ state: StayLifeState }>(
              'SELECT state FROM stay_bookings WHERE id = $1 FOR UPDATE',
              [booking.id],
            );
            if (locked?.state !== 'booked') throw new RollBack('not-booked');
            await tx.query('DELETE FROM hotel_reservations WHERE stay_booking_id = $1', [booking.id]);
            if (!next.keepOffer && booking.offer_id !== null) {
              await tx.query('UPDATE offers SET uses = uses - 1 WHERE id = $1 AND uses > 0', [
                booking.offer_id,
              ]);
              await tx.query('DELETE FROM coupon_redemptions WHERE stay_booking_id = $1', [booking.id]);
            }
            await tx.query(
              `UPDATE stay_bookings SET room_type_id = $2, check_in = $3, check_out = $4, adults = $5, children = $6,
               child_ages = $7::jsonb, rooms = $8, price = $9::jsonb, total = $10, policy = $11::jsonb,
               offer_id = CASE WHEN $12::boolean THEN offer_id END, coupon = CASE WHEN $12::boolean THEN coupon END,
               updated_at = now()
             WHERE id = $1`,
              [
                booking.id,
                next.roomTypeId,
                next.checkIn,
                next.checkOut,
                next.adults,
                next.childAges.length,
                JSON.stringify(next.childAges),
                next.parties.length,
                JSON.stringify(next.price),
                next.price.total,
                JSON.stringify(next.policy),
                next.keepOffer,
              ],
            );
            await takeRooms(tx, booking.id, booking.user_id, {
              ...next,
              guestName: booking.guest_name,
              remarks: booking.remarks,
              coupon: next.keepOffer ? booking.coupon : null,
            });
            await notify(
              tx,
              booking.user_id,
              stayChangedNotice({ ...booking, check_in: next.checkIn, check_out: next.checkOut }, by),
            );
            await alongside?.(tx, booking.reference);
            return { changed: true };
          }),
        ),
        (reason) => ({ changed: false, reason }),
      ),

    /**
     * Ends a booked stay that never began, its rooms with it, with the fee charged: cancelled, or a no-show.
     * False when it is no longer booked (cancelled already, or a room checked in meanwhile).
     */
    cancel: (
      booking: StayBookingRow,
      fee: number,
      at: Date,
      alongside?: Alongside,
      by: NoticeActor = 'guest',
      ending: StayEnding = 'cancelled',
    ): Promise<boolean> =>
      db
        .transaction(async (tx) => {
          const updated = await tx.query(
            `UPDATE stay_bookings SET status = 'Cancelled', state = $4, cancellation_fee = $2, cancelled_at = $3,
             updated_at = now()
           WHERE id = $1 AND state = 'booked' RETURNING id`,
            [booking.id, fee, at.toISOString(), ending],
          );
          if (updated.length === 0) return false;
          await tx.query(
            `UPDATE hotel_reservations SET status = 'Cancelled', cancelled_at = $2
           WHERE stay_booking_id = $1 AND status = 'Confirmed'`,
            [booking.id, at.toISOString()],
          );
          if (booking.offer_id !== null) {
            await tx.query('UPDATE offers SET uses = uses - 1 WHERE id = $1 AND uses > 0', [
              booking.offer_id,
            ]);
            await tx.query('DELETE FROM coupon_redemptions WHERE stay_booking_id = $1', [booking.id]);
          }
          await notify(tx, booking.user_id, stayCancelledNotice(booking, by));
          await alongside?.(tx, booking.reference);
          return true;
        })
        .catch((error: unknown) => {
          if (isIllegalStayTransition(error)) return false;
          throw error;
        }),
  };
}

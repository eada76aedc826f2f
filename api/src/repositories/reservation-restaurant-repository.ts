import {
  slotStartsAt,
  type Restaurant,
  type RestaurantReservation,
  type RestaurantService,
  type RestaurantSlot,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { tableConfirmedNotice, tableDeclinedNotice } from '../lib/guest-notices';
import { notify } from '../lib/notifications';
import {
  bookableSittings,
  canSeatEveryone,
  openAt,
  type SlotClosure,
  type SlotParty,
  type SlotTable,
} from '../lib/restaurant-slots';
import { isoTimestamp } from './paging';

export interface NewRestaurantReservation {
  userId: number;
  restaurantId: number;
  name: string;
  date: string;
  time: string;
  partySize: number;
  phone: string | null;
  details: string;
}

interface ReservationRow extends Omit<RestaurantReservation, 'user_id' | 'table_id' | 'restaurant_id'> {
  user_id: number;
  user_name: string;
  restaurant_id: number;
  restaurant_name: string;
  table_id: number | null;
  table_name: string | null;
}

interface RestaurantRow extends Omit<Restaurant, 'hours' | 'largest_table' | 'tables'> {
  largest_table: number | null;
}

const SELECT_RESERVATIONS = `
  SELECT rr.id AS _id, rr.user_id, u.name AS user_name, rr.restaurant_id, r.name AS restaurant_name, rr.name,
         rr.reservation_date, rr.reservation_time, rr.party_size, rr.table_id, t.table_name, rr.status,
         rr.details AS remark, coalesce(rr.decline_reason, rr.cancel_reason) AS decline_reason, ${isoTimestamp('rr.created_at')} AS created_at
  FROM restaurant_reservations rr
  JOIN users u ON u.id = rr.user_id
  JOIN restaurants r ON r.id = rr.restaurant_id
  LEFT JOIN restaurant_tables t ON t.id = rr.table_id`;

const toReservation = ({
  user_id,
  user_name,
  restaurant_id,
  restaurant_name,
  table_id,
  table_name,
  ...row
}: ReservationRow): RestaurantReservation => ({
  ...row,
  user_id: { _id: user_id, name: user_name },
  restaurant_id: { _id: restaurant_id, name: restaurant_name },
  table_id: table_id === null ? null : { _id: table_id, table_name: table_name ?? '' },
});

/** Why a request was refused; the route words each one. */
export type RequestRefusal = 'unknown-restaurant' | 'party-too-large' | 'time-not-offered' | 'slot-full';
export type RequestOutcome = { requested: true; id: number } | { requested: false; reason: RequestRefusal };

export type ConfirmRefusal =
  | 'not-found'
  | 'not-pending'
  | 'slot-passed'
  | 'unknown-table'
  | 'table-too-small'
  | 'table-taken'
  | 'table-needed'
  | 'table-closed';
export type DecisionOutcome<R> = { done: true } | { done: false; reason: R };

/** A table of a party that holds it for its slot (Confirmed or Seated), as SQL. */
export const HELD_TABLE_SQL = `CASE WHEN status IN ('Confirmed', 'Seated') THEN table_id END`;
/** The parties that need a table at their slot: waiting for one or holding one. */
export const AT_TABLE_SQL = `status IN ('Pending', 'Confirmed', 'Seated')`;

/**
 * The closures and private events of a restaurant on `date`. Every booking, the guests' and the front desk's,
 * takes its tables through these (`openAt`), so a closed time or a held table is never booked.
 */
export const closuresOn = async (tx: Db, restaurantId: number, date: string): Promise<SlotClosure[]> =>
  tx.query<SlotClosure>(
    `SELECT c.reason, c.from_time, c.until_time,
            coalesce((SELECT array_agg(ct.table_id ORDER BY ct.table_id) FROM restaurant_closure_tables ct
                      WHERE ct.closure_id = c.id), '{}'::int[]) AS table_ids
     FROM restaurant_closures c
     WHERE c.restaurant_id = $1 AND $2::date BETWEEN c.starts_on AND c.ends_on
     ORDER BY c.id`,
    [restaurantId, date],
  );

/** A restaurant as booking needs it: its services, tables and rules. */
interface BookingRestaurant {
  restaurant: Restaurant;
  tables: SlotTable[];
}

export function reservationRestaurantRepository(db: Db) {
  const servicesOf = (tx: Db, restaurantId?: number) =>
    tx.query<RestaurantService & { restaurant_id: number }>(
      `SELECT restaurant_id, weekday, opens, closes FROM restaurant_hours
       ${restaurantId === undefined ? '' : 'WHERE restaurant_id = $1'} ORDER BY restaurant_id, weekday, opens`,
      restaurantId === undefined ? [] : [restaurantId],
    );

  const restaurants = async (tx: Db, id?: number, lock = false): Promise<Restaurant[]> => {
    const rows = await tx.query<RestaurantRow>(
      `SELECT r.id AS _id, r.name, r.cuisine, r.slot_minutes, r.lead_minutes, r.phone,
              (SELECT max(t.seats) FROM restaurant_tables t
               WHERE t.restaurant_id = r.id AND t.retired_at IS NULL) AS largest_table
       FROM restaurants r ${id === undefined ? '' : 'WHERE r.id = $1'} ORDER BY r.id
       ${lock ? 'FOR UPDATE' : ''}`,
      id === undefined ? [] : [id],
    );
    const services = await servicesOf(tx, id);
    const tables = await tx.query<Restaurant['tables'][number] & { restaurant_id: number }>(
      `SELECT id AS _id, table_name, seats, restaurant_id FROM restaurant_tables
       WHERE retired_at IS NULL ${id === undefined ? '' : 'AND restaurant_id = $1'} ORDER BY seats, table_name`,
      id === undefined ? [] : [id],
    );
    return rows.map((row) => ({
      ...row,
      largest_table: row.largest_table ?? 0,
      hours: services
        .filter((service) => service.restaurant_id === row._id)
        .map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
      tables: tables
        .filter((table) => table.restaurant_id === row._id)
        .map(({ _id, table_name, seats }) => ({ _id, table_name, seats })),
    }));
  };

  /** The restaurant and its tables; locked when asked, so requests for its slots are decided one at a time. */
  const bookingRestaurant = async (tx: Db, id: number, lock: boolean): Promise<BookingRestaurant | null> => {
    const [restaurant] = await restaurants(tx, id, lock);
    if (!restaurant) return null;
    return { restaurant, tables: restaurant.tables.map((table) => ({ id: table._id, seats: table.seats })) };
  };

  /** The parties of one slot waiting for or holding a table. */
  const partiesAt = (tx: Db, restaurantId: number, date: string, time: string, except?: number) =>
    tx.query<SlotParty & { id: number }>(
      `SELECT id, party_size, ${HELD_TABLE_SQL} AS table_id
       FROM restaurant_reservations
       WHERE restaurant_id = $1 AND reservation_date = $2 AND reservation_time = $3
         AND ${AT_TABLE_SQL} AND id <> $4`,
      [restaurantId, date, time, except ?? 0],
    );

  const find = async (tx: Db, id: number, lock = false): Promise<RestaurantReservation | null> => {
    const [row] = await tx.query<ReservationRow>(
      `${SELECT_RESERVATIONS} WHERE rr.id = $1 ${lock ? 'FOR UPDATE OF rr' : ''}`,
      [id],
    );
    return row ? toReservation(row) : null;
  };

  return {
    /** The restaurants with their services and largest table, in the order the hotel lists them. */
    listRestaurants: (): Promise<Restaurant[]> => restaurants(db),

    /**
     * The times of `date` a guest may ask for at `now`, each with whether a table can still be found for the
     * party; null for an unknown restaurant.
     */
    slots: async (
      restaurantId: number,
      date: string,
      partySize: number,
      now: Date,
    ): Promise<{ restaurant: Restaurant; slots: RestaurantSlot[] } | null> => {
      const found = await bookingRestaurant(db, restaurantId, false);
      if (!found) return null;
      const { restaurant, tables } = found;
      const times = bookableSittings(
        date,
        restaurant.hours,
        restaurant.slot_minutes,
        restaurant.lead_minutes,
        now,
      );
      const booked = await db.query<SlotParty & { reservation_time: string }>(
        `SELECT reservation_time, party_size, ${HELD_TABLE_SQL} AS table_id
         FROM restaurant_reservations
         WHERE restaurant_id = $1 AND reservation_date = $2 AND ${AT_TABLE_SQL}`,
        [restaurantId, date],
      );
      const closures = await closuresOn(db, restaurantId, date);
      const slots = times.flatMap((time) => {
        const open = openAt(tables, closures, time, restaurant.slot_minutes);
        if (open.closedBy) return [];
        const available = canSeatEveryone(open.tables, [
          ...booked.filter((party) => party.reservation_time === time),
          { party_size: partySize, table_id: null },
        ]);
        return [{ time, available }];
      });
      return { restaurant, slots };
    },

    /**
     * Saves a Pending request when its time is one the restaurant offers at `now` and every party of that slot,
     * this one included, can still have a table. The restaurant's row is locked first, so two requests for the
     * last seats of a slot are decided one after the other, on every API process.
     */
    request: (reservation: NewRestaurantReservation, now: Date): Promise<RequestOutcome> =>
      db.transaction(async (tx) => {
        const found = await bookingRestaurant(tx, reservation.restaurantId, true);
        if (!found) return { requested: false, reason: 'unknown-restaurant' };
        const { restaurant, tables } = found;
        if (reservation.partySize > restaurant.largest_table) {
          return { requested: false, reason: 'party-too-large' };
        }
        const offered = bookableSittings(
          reservation.date,
          restaurant.hours,
          restaurant.slot_minutes,
          restaurant.lead_minutes,
          now,
        );
        if (!offered.includes(reservation.time)) return { requested: false, reason: 'time-not-offered' };
        const closures = await closuresOn(tx, restaurant._id, reservation.date);
        const open = openAt(tables, closures, reservation.time, restaurant.slot_minutes);
        if (open.closedBy) return { requested: false, reason: 'time-not-offered' };
        const parties = await partiesAt(tx, restaurant._id, reservation.date, reservation.time);
        if (
          !canSeatEveryone(open.tables, [...parties, { party_size: reservation.partySize, table_id: null }])
        ) {
          return { requested: false, reason: 'slot-full' };
        }
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO restaurant_reservations
             (user_id, restaurant_id, name, reservation_date, reservation_time, party_size, details, phone)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            reservation.userId,
            restaurant._id,
            reservation.name,
            reservation.date,
            reservation.time,
            reservation.partySize,
            reservation.details,
            reservation.phone,
          ],
        );
        if (!created) throw new Error('The restaurant reservation was not saved');
        return { requested: true, id: created.id };
      }),

    find: (id: number): Promise<RestaurantReservation | null> => find(db, id),

    /** A guest's table requests, the latest date first. */
    listForUser: async (userId: number): Promise<RestaurantReservation[]> =>
      (
        await db.query<ReservationRow>(
          `${SELECT_RESERVATIONS} WHERE rr.user_id = $1
           ORDER BY rr.reservation_date DESC, rr.reservation_time DESC, rr.id DESC`,
          [userId],
        )
      ).map(toReservation),

    /** Cancels a Pending or Confirmed request; false when it was neither any more. */
    cancel: async (id: number): Promise<boolean> =>
      (
        await db.query<{ id: number }>(
          `UPDATE restaurant_reservations SET status = 'Cancelled', updated_at = now()
           WHERE id = $1 AND status IN ('Pending', 'Confirmed') RETURNING id`,
          [id],
        )
      ).length === 1,

    /**
     * Confirms a Pending request with a table of its restaurant that seats the party, is free at that slot,
     * and leaves every other pending party of the slot a table of its own.
     */
    confirm: (
      id: number,
      tableId: number,
      now: Date,
      alongside?: (tx: Db) => Promise<void>,
    ): Promise<DecisionOutcome<ConfirmRefusal>> =>
      db.transaction(async (tx) => {
        const current = await find(tx, id);
        if (!current) return { done: false, reason: 'not-found' };
        // The restaurant first, in the same order as a new request, then the reservation.
        const found = await bookingRestaurant(tx, current.restaurant_id._id, true);
        const reservation = await find(tx, id, true);
        if (!found || !reservation) return { done: false, reason: 'not-found' };
        if (reservation.status !== 'Pending') return { done: false, reason: 'not-pending' };
        const { reservation_date: date, reservation_time: time } = reservation;
        if (slotStartsAt(date, time) <= now.getTime()) {
          return { done: false, reason: 'slot-passed' };
        }
        const table = found.tables.find((candidate) => candidate.id === tableId);
        if (!table) return { done: false, reason: 'unknown-table' };
        if (table.seats < reservation.party_size) return { done: false, reason: 'table-too-small' };
        const closures = await closuresOn(tx, found.restaurant._id, date);
        const open = openAt(found.tables, closures, time, found.restaurant.slot_minutes);
        if (!open.tables.some((candidate) => candidate.id === tableId)) {
          return { done: false, reason: 'table-closed' };
        }
        const others = await partiesAt(tx, found.restaurant._id, date, time, id);
        if (others.some((party) => party.table_id === tableId)) return { done: false, reason: 'table-taken' };
        if (
          !canSeatEveryone(open.tables, [
            ...others,
            { party_size: reservation.party_size, table_id: tableId },
          ])
        ) {
          return { done: false, reason: 'table-needed' };
        }
        await tx.query(
          `UPDATE restaurant_reservations SET status = 'Confirmed', table_id = $2, decline_reason = NULL,
             updated_at = now()
           WHERE id = $1`,
          [id, tableId],
        );
        await notify(
          tx,
          reservation.user_id._id,
          tableConfirmedNotice({
            id,
            restaurant: reservation.restaurant_id.name,
            date,
            time,
            tableName:
              found.restaurant.tables.find((candidate) => candidate._id === tableId)?.table_name ?? '',
          }),
        );
        await alongside?.(tx);
        return { done: true };
      }),

    /** Declines a Pending request with a reason the guest sees, and tells the guest (`alongside`: its mail). */
    decline: (
      id: number,
      reason: string,
      alongside?: (tx: Db) => Promise<void>,
    ): Promise<DecisionOutcome<'not-found' | 'not-pending'>> =>
      db.transaction(async (tx) => {
        const reservation = await find(tx, id, true);
        if (!reservation) return { done: false, reason: 'not-found' };
        if (reservation.status !== 'Pending') return { done: false, reason: 'not-pending' };
        await tx.query(
          `UPDATE restaurant_reservations SET status = 'Declined', decline_reason = $2, updated_at = now()
           WHERE id = $1`,
          [id, reason],
        );
        await notify(
          tx,
          reservation.user_id._id,
          tableDeclinedNotice({
            id,
            restaurant: reservation.restaurant_id.name,
            date: reservation.reservation_date,
            time: reservation.reservation_time,
            reason,
          }),
        );
        await alongside?.(tx);
        return { done: true };
      }),
  };
}

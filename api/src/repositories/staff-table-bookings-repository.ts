import { slotStartsAt, type StaffClosure, type StaffFloor, type StaffTableBooking } from '@haveli/contracts';
import type { Db } from '../db/db';
import type { AuditAction } from '../lib/audit';
import { tableCancelledNotice } from '../lib/guest-notices';
import { notify } from '../lib/notifications';
import { canSeatEveryone, isoWeekday, openAt, sittingsOf, type SlotTable } from '../lib/restaurant-slots';
import { AT_TABLE_SQL, closuresOn, HELD_TABLE_SQL } from './reservation-restaurant-repository';

export type TableBookingRefusal =
  | 'no-restaurant'
  | 'no-booking'
  | 'not-a-sitting'
  | 'sitting-over'
  | 'closed'
  | 'no-table'
  | 'table-closed'
  | 'table-too-small'
  | 'table-taken'
  | 'table-needed'
  | 'no-free-table'
  | 'same-table'
  | 'not-confirmed'
  | 'not-holding'
  | 'not-seated'
  | 'not-today'
  | 'too-early'
  | 'no-closure';

export type TableBookingOutcome =
  | { done: true; booking: StaffTableBooking }
  | { done: false; reason: TableBookingRefusal; closedBy?: string };

/** What a write hands the audit log, in its transaction: the booking's readable fields before and after. */
export type TableBookingChange = (
  tx: Db,
  change: {
    action: AuditAction;
    id: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
) => Promise<void>;

export interface NewTableBooking {
  restaurant_id: number;
  date: string;
  time: string;
  party_size: number;
  name: string;
  phone: string;
  email?: string | undefined;
  table_id?: number | undefined;
}

export interface NewClosure {
  starts_on: string;
  ends_on: string;
  from_time?: string | undefined;
  until_time?: string | undefined;
  reason: string;
  table_ids: number[];
}

interface Restaurant {
  id: number;
  name: string;
  slot_minutes: number;
}

interface Table extends SlotTable {
  label: string;
}

interface BookingRow extends StaffTableBooking {
  restaurant_id: number;
  date: string;
  user_id: number | null;
}

const SELECT_BOOKINGS = `
  SELECT rr.id, rr.restaurant_id, to_char(rr.reservation_date, 'YYYY-MM-DD') AS date, rr.reservation_time AS time,
         rr.party_size, rr.name, rr.phone, rr.email, rr.user_id, rr.user_id IS NOT NULL AS has_account, rr.status,
         rr.table_id, t.table_name AS table_label, coalesce(rr.cancel_reason, rr.decline_reason) AS reason
  FROM restaurant_reservations rr LEFT JOIN restaurant_tables t ON t.id = rr.table_id`;

const publicBooking = ({
  restaurant_id: _r,
  date: _d,
  user_id: _u,
  ...booking
}: BookingRow): StaffTableBooking => booking;

/** The booking as the audit log reads it: "table: T4 → T7" beside "Table booking of Sharma, 8 guests, …". */
const audited = (booking: Pick<StaffTableBooking, 'status' | 'table_label' | 'party_size' | 'name'>) => ({
  status: booking.status,
  table: booking.table_label,
  guests: booking.party_size,
  name: booking.name,
});

const refused = (reason: TableBookingRefusal, closedBy?: string): TableBookingOutcome =>
  closedBy === undefined ? { done: false, reason } : { done: false, reason, closedBy };

/** The front desk's tables: phone and walk-in parties, the evening's service, and closures. */
export function staffTableBookingsRepository(db: Db) {
  /** The restaurant, locked as a guest's request locks it, so bookings of its slots are decided one at a time. */
  const lockedRestaurant = async (tx: Db, id: number) => {
    const [restaurant] = await tx.query<Restaurant>(
      'SELECT id, name, slot_minutes FROM restaurants WHERE id = $1 FOR UPDATE',
      [id],
    );
    return restaurant ?? null;
  };

  const tablesOf = (tx: Db, restaurantId: number) =>
    tx.query<Table>(
      `SELECT id, table_name AS label, seats FROM restaurant_tables
       WHERE restaurant_id = $1 AND retired_at IS NULL ORDER BY seats, lower(table_name), id`,
      [restaurantId],
    );

  const sittingsOn = async (tx: Db, restaurant: Restaurant, date: string) => {
    const services = await tx.query<{ weekday: number; opens: string; closes: string }>(
      'SELECT weekday, opens, closes FROM restaurant_hours WHERE restaurant_id = $1 AND weekday = $2',
      [restaurant.id, isoWeekday(date)],
    );
    return sittingsOf(services, restaurant.slot_minutes);
  };

  const find = async (tx: Db, id: number, lock = false) => {
    const [row] = await tx.query<BookingRow>(
      `${SELECT_BOOKINGS} WHERE rr.id = $1 ${lock ? 'FOR UPDATE OF rr' : ''}`,
      [id],
    );
    return row ?? null;
  };

  /**
   * Where a party may sit at its slot: the tables open then (closures taken out) and the other parties
   * waiting for or holding one. `closedBy` names a closure shutting the whole restaurant then.
   */
  const slotOf = async (tx: Db, restaurant: Restaurant, date: string, time: string, except = 0) => {
    const tables = await tablesOf(tx, restaurant.id);
    const open = openAt(tables, await closuresOn(tx, restaurant.id, date), time, restaurant.slot_minutes);
    const others = await tx.query<{ id: number; party_size: number; table_id: number | null }>(
      `SELECT id, party_size, ${HELD_TABLE_SQL} AS table_id FROM restaurant_reservations
       WHERE restaurant_id = $1 AND reservation_date = $2 AND reservation_time = $3 AND ${AT_TABLE_SQL}
         AND id <> $4`,
      [restaurant.id, date, time, except],
    );
    return { tables, open: open.tables, closedBy: open.closedBy?.reason ?? null, others };
  };

  type Slot = Awaited<ReturnType<typeof slotOf>>;

  /** Why `tableId` cannot take a party of `partySize` at the slot, or null when it can. */
  const tableRefusal = (slot: Slot, tableId: number, partySize: number): TableBookingRefusal | null => {
    const table = slot.tables.find((candidate) => candidate.id === tableId);
    if (!table) return 'no-table';
    if (!slot.open.some((candidate) => candidate.id === tableId)) return 'table-closed';
    if (table.seats < partySize) return 'table-too-small';
    if (slot.others.some((party) => party.table_id === tableId)) return 'table-taken';
    // Pending requests of the slot must still find a table of their own.
    if (!canSeatEveryone(slot.open, [...slot.others, { party_size: partySize, table_id: tableId }])) {
      return 'table-needed';
    }
    return null;
  };

  /** Runs `change` on a booking locked after its restaurant, in one transaction. */
  const changing = (
    id: number,
    change: (tx: Db, booking: BookingRow, restaurant: Restaurant) => Promise<TableBookingOutcome>,
  ): Promise<TableBookingOutcome> =>
    db.transaction(async (tx) => {
      const current = await find(tx, id);
      if (!current) return refused('no-booking');
      const restaurant = await lockedRestaurant(tx, current.restaurant_id);
      const booking = await find(tx, id, true);
      if (!restaurant || !booking) return refused('no-booking');
      return change(tx, booking, restaurant);
    });

  const settle = async (
    tx: Db,
    before: BookingRow,
    action: AuditAction,
    alongside: TableBookingChange,
  ): Promise<TableBookingOutcome> => {
    const after = await find(tx, before.id);
    if (!after) throw new Error('The table booking was not saved');
    await alongside(tx, {
      action,
      id: before.id,
      before: audited(before),
      after: {
        ...audited(after),
        ...(after.reason && after.reason !== before.reason ? { reason: after.reason } : {}),
      },
    });
    return { done: true, booking: publicBooking(after) };
  };

  const closuresFrom = async (
    tx: Db,
    restaurantId: number,
    from: string,
    to: string,
  ): Promise<StaffClosure[]> =>
    tx.query<StaffClosure>(
      `SELECT c.id, to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
              c.from_time, c.until_time, c.reason,
              coalesce((SELECT json_agg(json_build_object('id', t.id, 'label', t.table_name) ORDER BY t.table_name)
                        FROM restaurant_closure_tables ct JOIN restaurant_tables t ON t.id = ct.table_id
                        WHERE ct.closure_id = c.id), '[]'::json) AS tables
       FROM restaurant_closures c
       WHERE c.restaurant_id = $1 AND c.ends_on >= $2::date AND c.starts_on <= $3::date
       ORDER BY c.starts_on, c.from_time NULLS FIRST, c.id`,
      [restaurantId, from, to],
    );

  return {
    /** A restaurant's `date`: its sittings, tables in service, every party of the day and the day's closures. */
    floor: async (restaurantId: number, date: string): Promise<StaffFloor | null> => {
      const [restaurant] = await db.query<Restaurant>(
        'SELECT id, name, slot_minutes FROM restaurants WHERE id = $1',
        [restaurantId],
      );
      if (!restaurant) return null;
      const bookings = await db.query<BookingRow>(
        `${SELECT_BOOKINGS} WHERE rr.restaurant_id = $1 AND rr.reservation_date = $2::date
         ORDER BY rr.reservation_time, rr.id`,
        [restaurantId, date],
      );
      const tables = await db.query<Table>(
        `SELECT id, table_name AS label, seats FROM restaurant_tables
         WHERE restaurant_id = $1 AND retired_at IS NULL ORDER BY lower(table_name), id`,
        [restaurantId],
      );
      return {
        restaurant,
        date,
        sittings: await sittingsOn(db, restaurant, date),
        tables: tables.map(({ id, label, seats }) => ({ id, label, seats })),
        bookings: bookings.map(publicBooking),
        closures: await closuresFrom(db, restaurantId, date, date),
      };
    },

    /**
     * Books a phone or walk-in party at one of the day's sittings that has not ended, on the table asked for
     * or the smallest free one that seats it, leaving every pending request of the slot a table.
     */
    create: (
      booking: NewTableBooking,
      now: Date,
      alongside: TableBookingChange,
    ): Promise<TableBookingOutcome> =>
      db.transaction(async (tx) => {
        const restaurant = await lockedRestaurant(tx, booking.restaurant_id);
        if (!restaurant) return refused('no-restaurant');
        if (!(await sittingsOn(tx, restaurant, booking.date)).includes(booking.time))
          return refused('not-a-sitting');
        if (slotStartsAt(booking.date, booking.time) + restaurant.slot_minutes * 60_000 <= now.getTime()) {
          return refused('sitting-over');
        }
        const slot = await slotOf(tx, restaurant, booking.date, booking.time);
        if (slot.closedBy) return refused('closed', slot.closedBy);
        let tableId = booking.table_id;
        if (tableId === undefined) {
          tableId = slot.open.find((table) => tableRefusal(slot, table.id, booking.party_size) === null)?.id;
          if (tableId === undefined) return refused('no-free-table');
        } else {
          const refusal = tableRefusal(slot, tableId, booking.party_size);
          if (refusal) return refused(refusal);
        }
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO restaurant_reservations
             (restaurant_id, name, phone, email, reservation_date, reservation_time, party_size, table_id, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Confirmed') RETURNING id`,
          [
            restaurant.id,
            booking.name,
            booking.phone,
            booking.email ?? null,
            booking.date,
            booking.time,
            booking.party_size,
            tableId,
          ],
        );
        if (!created) throw new Error('The table booking was not saved');
        const saved = await find(tx, created.id);
        if (!saved) throw new Error('The table booking was not saved');
        await alongside(tx, {
          action: 'table_booking.create',
          id: saved.id,
          before: null,
          after: audited(saved),
        });
        return { done: true, booking: publicBooking(saved) };
      }),

    /** Seats a confirmed party on the day of its booking. */
    seat: (id: number, today: string, alongside: TableBookingChange) =>
      changing(id, async (tx, booking) => {
        if (booking.status !== 'Confirmed') return refused('not-confirmed');
        if (booking.date !== today) return refused('not-today');
        await tx.query(
          `UPDATE restaurant_reservations SET status = 'Seated', seated_at = now(), updated_at = now() WHERE id = $1`,
          [id],
        );
        return settle(tx, booking, 'table_booking.seat', alongside);
      }),

    /** Moves a confirmed or seated party to another table, open, free and large enough at its slot. */
    move: (id: number, tableId: number, alongside: TableBookingChange) =>
      changing(id, async (tx, booking, restaurant) => {
        if (booking.status !== 'Confirmed' && booking.status !== 'Seated') return refused('not-holding');
        if (booking.table_id === tableId) return refused('same-table');
        const slot = await slotOf(tx, restaurant, booking.date, booking.time, id);
        const refusal = tableRefusal(slot, tableId, booking.party_size);
        if (refusal) return refused(refusal);
        await tx.query('UPDATE restaurant_reservations SET table_id = $2, updated_at = now() WHERE id = $1', [
          id,
          tableId,
        ]);
        return settle(tx, booking, 'table_booking.move', alongside);
      }),

    /** A seated party has left: its table is free again. */
    finish: (id: number, alongside: TableBookingChange) =>
      changing(id, async (tx, booking) => {
        if (booking.status !== 'Seated') return refused('not-seated');
        await tx.query(
          `UPDATE restaurant_reservations SET status = 'Finished', updated_at = now() WHERE id = $1`,
          [id],
        );
        return settle(tx, booking, 'table_booking.finish', alongside);
      }),

    /** A confirmed party that has not come once its time has come. */
    noShow: (id: number, now: Date, alongside: TableBookingChange) =>
      changing(id, async (tx, booking) => {
        if (booking.status !== 'Confirmed') return refused('not-confirmed');
        if (slotStartsAt(booking.date, booking.time) > now.getTime()) return refused('too-early');
        await tx.query(
          `UPDATE restaurant_reservations SET status = 'No-show', updated_at = now() WHERE id = $1`,
          [id],
        );
        return settle(tx, booking, 'table_booking.no_show', alongside);
      }),

    /** Cancels a confirmed party with a reason; a guest with an account is told, as when a request is declined. */
    cancel: (id: number, reason: string, alongside: TableBookingChange) =>
      changing(id, async (tx, booking, restaurant) => {
        if (booking.status !== 'Confirmed') return refused('not-confirmed');
        await tx.query(
          `UPDATE restaurant_reservations SET status = 'Cancelled', cancel_reason = $2, updated_at = now()
           WHERE id = $1`,
          [id, reason],
        );
        if (booking.user_id !== null) {
          await notify(
            tx,
            booking.user_id,
            tableCancelledNotice({
              id,
              restaurant: restaurant.name,
              date: booking.date,
              time: booking.time,
              reason,
            }),
          );
        }
        return settle(tx, booking, 'table_booking.cancel', alongside);
      }),

    /** A restaurant's closures that have not ended before `today`, soonest first; null for an unknown restaurant. */
    closures: async (restaurantId: number, today: string): Promise<StaffClosure[] | null> => {
      const [restaurant] = await db.query<{ id: number }>('SELECT id FROM restaurants WHERE id = $1', [
        restaurantId,
      ]);
      if (!restaurant) return null;
      return closuresFrom(db, restaurantId, today, '9999-12-31');
    },

    /** Closes a restaurant, or holds some of its tables, from one date to another. */
    addClosure: (
      restaurantId: number,
      closure: NewClosure,
      alongside: TableBookingChange,
    ): Promise<
      | { done: true; id: number }
      | { done: false; reason: 'no-restaurant' | 'no-table' }
      | { done: false; reason: 'has-parties'; parties: number }
    > =>
      db.transaction(async (tx) => {
        const restaurant = await lockedRestaurant(tx, restaurantId);
        if (!restaurant) return { done: false, reason: 'no-restaurant' };
        const tables = await tablesOf(tx, restaurantId);
        const tableIds = [...new Set(closure.table_ids)];
        if (tableIds.some((id) => !tables.some((table) => table.id === id)))
          return { done: false, reason: 'no-table' };
        // A closure never strands a booked party: the desk moves or cancels it first.
        const booked = await tx.query<{ table_id: number; time: string }>(
          `SELECT table_id, reservation_time AS time FROM restaurant_reservations
           WHERE restaurant_id = $1 AND reservation_date BETWEEN $2::date AND $3::date
             AND status IN ('Confirmed', 'Seated')`,
          [restaurantId, closure.starts_on, closure.ends_on],
        );
        const blocking = {
          reason: closure.reason,
          from_time: closure.from_time ?? null,
          until_time: closure.until_time ?? null,
          table_ids: tableIds,
        };
        const stranded = booked.filter(
          (party) =>
            openAt([{ id: party.table_id, seats: 0 }], [blocking], party.time, restaurant.slot_minutes).tables
              .length === 0,
        ).length;
        if (stranded > 0) return { done: false, reason: 'has-parties', parties: stranded };
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO restaurant_closures (restaurant_id, starts_on, ends_on, from_time, until_time, reason)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            restaurantId,
            closure.starts_on,
            closure.ends_on,
            closure.from_time ?? null,
            closure.until_time ?? null,
            closure.reason,
          ],
        );
        if (!created) throw new Error('The closure was not saved');
        for (const tableId of tableIds) {
          await tx.query('INSERT INTO restaurant_closure_tables (closure_id, table_id) VALUES ($1, $2)', [
            created.id,
            tableId,
          ]);
        }
        const [saved] = await closuresFrom(tx, restaurantId, closure.starts_on, closure.ends_on).then(
          (rows) => rows.filter((row) => row.id === created.id),
        );
        await alongside(tx, {
          action: 'restaurant_closure.create',
          id: created.id,
          before: null,
          after: readableClosure(saved),
        });
        return { done: true, id: created.id };
      }),

    /** Removes a closure: its dates and tables are bookable again. */
    removeClosure: (restaurantId: number, closureId: number, alongside: TableBookingChange) =>
      db.transaction(async (tx) => {
        const [found] = await closuresFrom(tx, restaurantId, '0001-01-01', '9999-12-31').then((rows) =>
          rows.filter((row) => row.id === closureId),
        );
        if (!found) return false;
        await tx.query('DELETE FROM restaurant_closures WHERE id = $1', [closureId]);
        await alongside(tx, {
          action: 'restaurant_closure.delete',
          id: closureId,
          before: readableClosure(found),
          after: null,
        });
        return true;
      }),
  };
}

/** A closure as the audit log reads it. */
const readableClosure = (closure: StaffClosure | undefined) =>
  closure
    ? {
        reason: closure.reason,
        from: closure.starts_on,
        to: closure.ends_on,
        hours: closure.from_time ? `${closure.from_time}–${closure.until_time}` : 'all day',
        tables: closure.tables.length === 0 ? 'whole restaurant' : closure.tables.map((table) => table.label),
      }
    : null;

export type StaffTableBookingsRepository = ReturnType<typeof staffTableBookingsRepository>;

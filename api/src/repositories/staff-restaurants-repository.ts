import {
  STAFF_TABLES_PAGE_SIZE,
  type Paged,
  type StaffDayRequest,
  type StaffRestaurant,
  type StaffRestaurantDay,
  type StaffRestaurantTable,
  type StaffService,
  type StaffTableInput,
  type StaffTableSort,
} from '@haveli/contracts';
import { isDatabaseError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { isoWeekday, sittingsOf } from '../lib/restaurant-slots';
import { pagedQuery } from './paging';

/** A table's confirmed parties from `today` on (the argument after the table's id): they keep it in service. */
const UPCOMING_SQL = `(SELECT count(*)::int FROM restaurant_reservations rr
  WHERE rr.table_id = t.id AND rr.status IN ('Confirmed', 'Seated') AND rr.reservation_date >= $2::date)`;

export type TableRefusal =
  'no-restaurant' | 'no-table' | 'label-taken' | 'seats-below-party' | 'has-upcoming';
export type TableOutcome<T> = { done: true; value: T } | { done: false; reason: TableRefusal };

/** What a table write hands the audit log, in the write's transaction. */
export type TableChange = (
  tx: Db,
  change: { before: StaffTableInput | null; after: StaffTableInput | null; id: number },
) => Promise<void>;

const SORT_SQL: Record<StaffTableSort, string> = {
  label: 'lower(t.label)',
  seats: 't.seats',
  upcoming: 't.upcoming',
};

export interface TablesQuery {
  search?: string | undefined;
  sort: StaffTableSort;
  order: 'asc' | 'desc';
  page: number;
}

const refused = (reason: TableRefusal) => ({ done: false as const, reason });

/** The back office's restaurants: opening hours, tables in service, and a day's parties per table. */
export function staffRestaurantsRepository(db: Db) {
  const hoursOf = (tx: Db, restaurantId: number) =>
    tx.query<StaffService>(
      'SELECT weekday, opens, closes FROM restaurant_hours WHERE restaurant_id = $1 ORDER BY weekday, opens',
      [restaurantId],
    );

  const tablesOf = (tx: Db, restaurantId: number, today: string) =>
    tx.query<StaffRestaurantTable>(
      `SELECT t.id, t.table_name AS label, t.seats, ${UPCOMING_SQL} AS upcoming
       FROM restaurant_tables t WHERE t.restaurant_id = $1 AND t.retired_at IS NULL
       ORDER BY lower(t.table_name), t.id`,
      [restaurantId, today],
    );

  /** Locks the restaurant as a table request does first, so table changes and confirmations take turns. */
  const lockRestaurant = async (tx: Db, id: number) =>
    (
      await tx.query<{ id: number; slot_minutes: number }>(
        'SELECT id, slot_minutes FROM restaurants WHERE id = $1 FOR UPDATE',
        [id],
      )
    )[0];

  const tableIn = async (tx: Db, restaurantId: number, tableId: number) =>
    (
      await tx.query<StaffTableInput>(
        `SELECT table_name AS label, seats FROM restaurant_tables
         WHERE id = $1 AND restaurant_id = $2 AND retired_at IS NULL FOR UPDATE`,
        [tableId, restaurantId],
      )
    )[0];

  /** Whether another table in service already has this name (any restaurant: guests see the name). */
  const nameTaken = async (tx: Db, label: string, exceptId: number) =>
    (
      await tx.query(
        `SELECT 1 FROM restaurant_tables WHERE lower(table_name) = lower($1) AND retired_at IS NULL AND id <> $2`,
        [label, exceptId],
      )
    ).length > 0;

  /** Runs a table write; a name taken by a concurrent write in another restaurant is refused like one seen. */
  const writing = async <T>(write: () => Promise<TableOutcome<T>>): Promise<TableOutcome<T>> => {
    try {
      return await write();
    } catch (error) {
      if (isDatabaseError(error, PG_UNIQUE_VIOLATION)) return refused('label-taken');
      throw error;
    }
  };

  return {
    /** Every restaurant with its week's services and its tables in service. */
    list: async (today: string): Promise<StaffRestaurant[]> => {
      const restaurants = await db.query<Omit<StaffRestaurant, 'hours' | 'tables'>>(
        'SELECT id, name, cuisine, slot_minutes FROM restaurants ORDER BY id',
      );
      return Promise.all(
        restaurants.map(async (restaurant) => ({
          ...restaurant,
          hours: await hoursOf(db, restaurant.id),
          tables: await tablesOf(db, restaurant.id, today),
        })),
      );
    },

    /** A page of a restaurant's tables in service, whose name contains `search`; null for no such restaurant. */
    tables: async (
      restaurantId: number,
      query: TablesQuery,
      today: string,
    ): Promise<Paged<StaffRestaurantTable> | null> => {
      const [restaurant] = await db.query('SELECT id FROM restaurants WHERE id = $1', [restaurantId]);
      if (!restaurant) return null;
      // The upcoming parties are counted in the inner query, so the count and the rows read the same rows.
      const from = `FROM (
          SELECT t.id, t.table_name AS label, t.seats, ${UPCOMING_SQL} AS upcoming FROM restaurant_tables t
          WHERE t.restaurant_id = $1 AND t.retired_at IS NULL AND strpos(lower(t.table_name), lower($3)) > 0
        ) t`;
      const direction = query.order === 'desc' ? 'DESC' : 'ASC';
      return pagedQuery<StaffRestaurantTable>(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT t.id, t.label, t.seats, t.upcoming ${from}
            ORDER BY ${SORT_SQL[query.sort]} ${direction}, lower(t.label) ${direction}, t.id`,
          params: [restaurantId, today, query.search ?? ''],
        },
        { page: query.page, limit: STAFF_TABLES_PAGE_SIZE },
      );
    },

    /** The restaurant's sitting length, or undefined when there is no such restaurant. */
    slotMinutes: async (id: number): Promise<number | undefined> =>
      (
        await db.query<{ slot_minutes: number }>('SELECT slot_minutes FROM restaurants WHERE id = $1', [id])
      )[0]?.slot_minutes,

    /** Replaces the week's services; the requests already made keep their times. */
    setHours: (
      id: number,
      hours: readonly StaffService[],
      alongside: (tx: Db, before: StaffService[]) => Promise<void>,
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        if (!(await lockRestaurant(tx, id))) return false;
        const before = await hoursOf(tx, id);
        await tx.query('DELETE FROM restaurant_hours WHERE restaurant_id = $1', [id]);
        for (const service of hours) {
          await tx.query(
            'INSERT INTO restaurant_hours (restaurant_id, weekday, opens, closes) VALUES ($1, $2, $3, $4)',
            [id, service.weekday, service.opens, service.closes],
          );
        }
        await alongside(tx, before);
        return true;
      }),

    addTable: (restaurantId: number, table: StaffTableInput, alongside: TableChange) =>
      writing(() =>
        db.transaction(async (tx): Promise<TableOutcome<number>> => {
          if (!(await lockRestaurant(tx, restaurantId))) return refused('no-restaurant');
          if (await nameTaken(tx, table.label, 0)) return refused('label-taken');
          const [created] = await tx.query<{ id: number }>(
            'INSERT INTO restaurant_tables (table_name, seats, restaurant_id) VALUES ($1, $2, $3) RETURNING id',
            [table.label, table.seats, restaurantId],
          );
          await alongside(tx, { before: null, after: table, id: created!.id });
          return { done: true, value: created!.id };
        }),
      ),

    /** Renames a table or changes its seats; never below a party it holds from `today` on. */
    changeTable: (
      restaurantId: number,
      tableId: number,
      table: StaffTableInput,
      today: string,
      alongside: TableChange,
    ) =>
      writing(() =>
        db.transaction(async (tx): Promise<TableOutcome<number>> => {
          if (!(await lockRestaurant(tx, restaurantId))) return refused('no-restaurant');
          const before = await tableIn(tx, restaurantId, tableId);
          if (!before) return refused('no-table');
          if (await nameTaken(tx, table.label, tableId)) return refused('label-taken');
          const [largest] = await tx.query<{ party: number | null }>(
            `SELECT max(party_size) AS party FROM restaurant_reservations
             WHERE table_id = $1 AND status IN ('Confirmed', 'Seated') AND reservation_date >= $2::date`,
            [tableId, today],
          );
          if ((largest?.party ?? 0) > table.seats) return refused('seats-below-party');
          await tx.query('UPDATE restaurant_tables SET table_name = $2, seats = $3 WHERE id = $1', [
            tableId,
            table.label,
            table.seats,
          ]);
          await alongside(tx, { before, after: table, id: tableId });
          return { done: true, value: tableId };
        }),
      ),

    /** Takes a table out of service for good; refused while it holds a confirmed party from `today` on. */
    retireTable: (restaurantId: number, tableId: number, today: string, alongside: TableChange) =>
      writing(() =>
        db.transaction(async (tx): Promise<TableOutcome<number>> => {
          if (!(await lockRestaurant(tx, restaurantId))) return refused('no-restaurant');
          const before = await tableIn(tx, restaurantId, tableId);
          if (!before) return refused('no-table');
          const [held] = await tx.query<{ upcoming: number }>(
            `SELECT ${UPCOMING_SQL} AS upcoming FROM restaurant_tables t WHERE t.id = $1`,
            [tableId, today],
          );
          if ((held?.upcoming ?? 0) > 0) return refused('has-upcoming');
          await tx.query('UPDATE restaurant_tables SET retired_at = now() WHERE id = $1', [tableId]);
          await alongside(tx, { before, after: null, id: tableId });
          return { done: true, value: tableId };
        }),
      ),

    /**
     * A restaurant's `date`: the sittings its hours offer that day (and any other time a request holds), each
     * table in service, or holding a party that day, with its confirmed parties, and the requests still pending.
     */
    day: async (restaurantId: number, date: string): Promise<StaffRestaurantDay | null> => {
      const [restaurant] = await db.query<StaffRestaurantDay['restaurant']>(
        'SELECT id, name, slot_minutes FROM restaurants WHERE id = $1',
        [restaurantId],
      );
      if (!restaurant) return null;
      const services = (await hoursOf(db, restaurantId)).filter(
        (service) => service.weekday === isoWeekday(date),
      );
      const requests = await db.query<StaffDayRequest & { status: string; table_id: number | null }>(
        `SELECT id, reservation_time AS time, party_size, name AS guest_name, status, table_id
         FROM restaurant_reservations
         WHERE restaurant_id = $1 AND reservation_date = $2::date AND status IN ('Pending', 'Confirmed', 'Seated')
         ORDER BY reservation_time, id`,
        [restaurantId, date],
      );
      const tables = await db.query<{ id: number; label: string; seats: number; retired: boolean }>(
        `SELECT t.id, t.table_name AS label, t.seats, t.retired_at IS NOT NULL AS retired
         FROM restaurant_tables t
         WHERE t.restaurant_id = $1 AND (t.retired_at IS NULL OR EXISTS (
           SELECT 1 FROM restaurant_reservations rr WHERE rr.table_id = t.id AND rr.status IN ('Confirmed', 'Seated')
             AND rr.reservation_date = $2::date))
         ORDER BY lower(t.table_name), t.id`,
        [restaurantId, date],
      );
      const party = ({ id, time, party_size, guest_name }: StaffDayRequest) => ({
        id,
        time,
        party_size,
        guest_name,
      });
      const sittings = [
        ...new Set([...sittingsOf(services, restaurant.slot_minutes), ...requests.map((r) => r.time)]),
      ].sort();
      return {
        restaurant,
        date,
        sittings,
        closed: services.length === 0,
        tables: tables.map((table) => ({
          ...table,
          requests: requests
            .filter((request) => request.status !== 'Pending' && request.table_id === table.id)
            .map(party),
        })),
        pending: requests.filter((request) => request.status === 'Pending').map(party),
      };
    },
  };
}

import {
  addDays,
  nightsBetween,
  SEASON_PREVIEW_NIGHTS,
  type StaffRateCalendar,
  type StaffRateCalendarUpdate,
  type StaffRestrictions,
  type StaffSeasonInput,
  type StaffSeasonPreview,
  WEEKDAY_NAMES,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { audit } from '../lib/audit';
import {
  indianDate,
  nightlyRate,
  type RatePlan,
  type RateRestriction,
  type RateSeason,
  seasonsOf,
} from '../lib/stay-pricing';
import { seasonClash } from './rates-repository';
import { roomTypeRefs } from './staff-lists';
import { RESTRICTION_COLUMNS } from './stays-repository';

export type CalendarUpdateOutcome =
  { nights: number } | 'unknown-type' | { clash: { roomType: string; day: string } };
export type PreviewOutcome = StaffSeasonPreview | 'not-found' | 'unknown-type' | { overlaps: string };

interface PricedType {
  id: number;
  title: string;
  room_base_price: number;
  weekend_price: number | null;
}

const SEASON_FIELDS = `id, name, room_type_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
  to_char(ends_on, 'YYYY-MM-DD') AS ends_on, adjust_kind, adjust_value, priority, combine`;

/** The plan the calendar and the preview price on: the one the site's search shows. */
const searchPlan = async (db: Db) =>
  (
    await db.query<RatePlan & { name: string }>(
      `SELECT code, name, adjust_percent FROM rate_plans WHERE active
       ORDER BY code = 'flexible' DESC, sort_order LIMIT 1`,
    )
  )[0] ?? { code: 'flexible', name: 'Flexible', adjust_percent: 0 };

const seasonsTouching = (db: Db, from: string, to: string) =>
  db.query<RateSeason>(
    `SELECT ${SEASON_FIELDS} FROM rate_seasons WHERE starts_on <= $2::date AND ends_on >= $1::date`,
    [from, to],
  );

const noRestrictions: StaffRestrictions = {
  stop_sell: false,
  min_stay: null,
  max_stay: null,
  closed_to_arrival: false,
  closed_to_departure: false,
};
const toRestrictions = (row: RateRestriction | undefined): StaffRestrictions =>
  row
    ? {
        stop_sell: row.stop_sell,
        min_stay: row.min_stay_arrival,
        max_stay: row.max_stay_arrival,
        closed_to_arrival: row.closed_to_arrival,
        closed_to_departure: row.closed_to_departure,
      }
    : noRestrictions;
const isEmpty = (r: StaffRestrictions) =>
  !r.stop_sell &&
  !r.closed_to_arrival &&
  !r.closed_to_departure &&
  r.min_stay === null &&
  r.max_stay === null;

/** "1–5 Dec 2026", "30 Nov – 2 Dec 2026", "3 Dec 2026": a range of days as the audit log shows it. */
function dayRange(from: string, to: string): string {
  if (from === to) return indianDate(from);
  const [first, last] = [indianDate(from), indianDate(to)];
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${last}`;
  return from.slice(0, 4) === to.slice(0, 4) ? `${first.slice(0, -5)} – ${last}` : `${first} – ${last}`;
}

/** A calendar change as the audit log reads it: "stop-sell: on", "fewest nights: 3", "closed to arrival: off". */
function changeWords(change: StaffRateCalendarUpdate): Record<string, string | number> {
  const { set } = change;
  const flag = (value: boolean) => (value ? 'on' : 'off');
  const nights = (value: number | null) => (value === null ? 'cleared' : value);
  return {
    nights: dayRange(change.from, change.to),
    ...(change.weekdays ? { only_on: change.weekdays.map((day) => WEEKDAY_NAMES[day]).join(', ') } : {}),
    ...(set.stop_sell !== undefined ? { 'stop-sell': flag(set.stop_sell) } : {}),
    ...(set.min_stay !== undefined ? { fewest_nights: nights(set.min_stay) } : {}),
    ...(set.max_stay !== undefined ? { most_nights: nights(set.max_stay) } : {}),
    ...(set.closed_to_arrival !== undefined ? { closed_to_arrival: flag(set.closed_to_arrival) } : {}),
    ...(set.closed_to_departure !== undefined ? { closed_to_departure: flag(set.closed_to_departure) } : {}),
  };
}

/**
 * The rates calendar (migration 0036): each night of a room type with its price, rooms left and
 * restrictions; restrictions set over a range at once; and a season's effect on prices before it is saved.
 */
export function rateCalendarRepository(db: Db) {
  return {
    month: async (roomTypeId: number, month: string): Promise<StaffRateCalendar | undefined> => {
      const [type] = await db.query<PricedType & { rooms: number }>(
        `SELECT t.id, t.title, t.room_base_price, t.weekend_price,
           (SELECT count(*)::int FROM rooms r WHERE r.room_type_id = t.id AND r.status = 'available') AS rooms
         FROM room_types t WHERE t.id = $1`,
        [roomTypeId],
      );
      if (!type) return undefined;
      const from = `${month}-01`;
      const next = new Date(`${from}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const to = addDays(next.toISOString().slice(0, 10), -1);
      const [seasons, restrictions, left, plan, roomTypes] = await Promise.all([
        seasonsTouching(db, from, to),
        db.query<RateRestriction>(
          `SELECT ${RESTRICTION_COLUMNS} FROM rate_restrictions
           WHERE room_type_id = $1 AND night BETWEEN $2::date AND $3::date`,
          [roomTypeId, from, to],
        ),
        db.query<{ night: string; left: number }>(
          `SELECT to_char(d, 'YYYY-MM-DD') AS night,
             (SELECT count(*)::int FROM rooms r
              WHERE r.room_type_id = $1 AND r.status = 'available'
                AND NOT EXISTS (
                  SELECT 1 FROM hotel_reservations h
                  WHERE h.room_id = r.id AND h.status <> 'Cancelled' AND daterange(h.check_in, h.check_out) @> d::date)
                AND NOT EXISTS (
                  SELECT 1 FROM room_closures c
                  WHERE c.room_id = r.id AND daterange(c.starts_on, c.ends_on) @> d::date)) AS left
           FROM generate_series($2::date, $3::date, interval '1 day') AS d ORDER BY d`,
          [roomTypeId, from, to],
        ),
        searchPlan(db),
        roomTypeRefs(db),
      ]);
      return {
        month,
        room_type: type,
        plan: plan.name,
        days: left.map(({ night, left: roomsLeft }) => ({
          date: night,
          price: nightlyRate(type, seasons, plan, night),
          seasons: seasonsOf(seasons, type.id, night).map((season) => season.name),
          rooms_left: roomsLeft,
          restrictions: toRestrictions(restrictions.find((row) => row.night === night)),
        })),
        room_types: roomTypes,
      };
    },

    /**
     * Sets or clears restrictions on every chosen day of the range for each room type, in one transaction,
     * one audit entry per room type. A day left with nothing restricted loses its row.
     */
    update: (actor: number, change: StaffRateCalendarUpdate): Promise<CalendarUpdateOutcome> =>
      db.transaction(async (tx): Promise<CalendarUpdateOutcome> => {
        const types = await tx.query<{ id: number; title: string }>(
          'SELECT id, title FROM room_types WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
          [[...new Set(change.room_type_ids)]],
        );
        if (types.length !== new Set(change.room_type_ids).size) return 'unknown-type';
        const days = Array.from({ length: nightsBetween(change.from, change.to) + 1 }, (_, index) =>
          addDays(change.from, index),
        ).filter(
          (date) => !change.weekdays || change.weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()),
        );
        const existing = await tx.query<RateRestriction>(
          `SELECT ${RESTRICTION_COLUMNS} FROM rate_restrictions
           WHERE room_type_id = ANY($1::int[]) AND night BETWEEN $2::date AND $3::date`,
          [types.map((type) => type.id), change.from, change.to],
        );
        const setFields = Object.fromEntries(
          Object.entries(change.set).filter(([, value]) => value !== undefined),
        ) as Partial<StaffRestrictions>;
        const rows: RateRestriction[] = [];
        for (const type of types) {
          for (const night of days) {
            const before = toRestrictions(
              existing.find((row) => row.room_type_id === type.id && row.night === night),
            );
            const after: StaffRestrictions = { ...before, ...setFields };
            if (after.min_stay !== null && after.max_stay !== null && after.max_stay < after.min_stay)
              return { clash: { roomType: type.title, day: indianDate(night) } };
            if (!isEmpty(after))
              rows.push({
                room_type_id: type.id,
                night,
                stop_sell: after.stop_sell,
                min_stay_arrival: after.min_stay,
                max_stay_arrival: after.max_stay,
                closed_to_arrival: after.closed_to_arrival,
                closed_to_departure: after.closed_to_departure,
              });
          }
        }
        await tx.query(
          `DELETE FROM rate_restrictions WHERE room_type_id = ANY($1::int[]) AND night = ANY($2::date[])`,
          [types.map((type) => type.id), days],
        );
        if (rows.length > 0)
          await tx.query(
            `INSERT INTO rate_restrictions (room_type_id, night, stop_sell, min_stay_arrival, max_stay_arrival,
               closed_to_arrival, closed_to_departure)
             SELECT * FROM unnest($1::int[], $2::date[], $3::boolean[], $4::int[], $5::int[], $6::boolean[],
               $7::boolean[])`,
            [
              rows.map((row) => row.room_type_id),
              rows.map((row) => row.night),
              rows.map((row) => row.stop_sell),
              rows.map((row) => row.min_stay_arrival),
              rows.map((row) => row.max_stay_arrival),
              rows.map((row) => row.closed_to_arrival),
              rows.map((row) => row.closed_to_departure),
            ],
          );
        for (const type of types)
          await audit(tx, actor, {
            action: 'rates.restrict',
            entity: 'room_type',
            id: type.id,
            before: null,
            after: changeWords(change),
          });
        return { nights: days.length * types.length };
      }),

    /**
     * Each affected room type's nightly prices on the season's nights (its first SEASON_PREVIEW_NIGHTS)
     * as they are and as they would be with the season saved; nothing is written.
     */
    previewSeason: async (input: StaffSeasonInput & { id?: number | undefined }): Promise<PreviewOutcome> => {
      if (input.id !== undefined) {
        const [own] = await db.query('SELECT 1 FROM rate_seasons WHERE id = $1', [input.id]);
        if (!own) return 'not-found';
      }
      const types = await db.query<PricedType>(
        `SELECT id, title, room_base_price, weekend_price FROM room_types
         WHERE $1::int IS NULL OR id = $1::int ORDER BY id`,
        [input.room_type_id],
      );
      if (input.room_type_id !== null && types.length === 0) return 'unknown-type';
      const overlaps = await seasonClash(db, input.id, input);
      if (overlaps) return { overlaps };
      const nights = nightsBetween(input.starts_on, input.ends_on) + 1;
      const shown = Math.min(nights, SEASON_PREVIEW_NIGHTS);
      const dates = Array.from({ length: shown }, (_, index) => addDays(input.starts_on, index));
      const [current, plan] = await Promise.all([
        seasonsTouching(db, input.starts_on, dates.at(-1) ?? input.starts_on),
        searchPlan(db),
      ]);
      const candidate: RateSeason = {
        // A new season is the newest: it comes after the others of its priority, as once saved.
        id: input.id ?? Number.MAX_SAFE_INTEGER,
        name: input.name,
        room_type_id: input.room_type_id,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        adjust_kind: input.adjust_kind,
        adjust_value: input.adjust_value,
        priority: input.priority,
        combine: input.combine,
      };
      const after = [...current.filter((season) => season.id !== input.id), candidate];
      return {
        nights,
        shown,
        plan: plan.name,
        room_types: types.map((type) => ({
          id: type.id,
          title: type.title,
          nights: dates.map((date) => ({
            date,
            before: nightlyRate(type, current, plan, date),
            after: nightlyRate(type, after, plan, date),
          })),
        })),
      };
    },
  };
}

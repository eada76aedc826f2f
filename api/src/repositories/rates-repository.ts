import {
  addDays,
  STAFF_RATES_PAGE_SIZE,
  type RatePlanCode,
  type StaffCoupon,
  type StaffCouponLimits,
  type StaffCouponsResponse,
  type StaffGstScheduleInput,
  type StaffGstSlab,
  type StaffRatePlan,
  type StaffRatePlanCreate,
  type StaffRatePlanInput,
  type StaffRoomTypeRates,
  type StaffRoomTypeRatesInput,
  type StaffSeason,
  type StaffSeasonInput,
  type StaffSeasonsResponse,
  type StaffStayRule,
  type StaffStayRuleInput,
  type StaffStayRulesResponse,
} from '@haveli/contracts';
import type { Db } from '../db/db';
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

export type SeasonOutcome = { season: StaffSeason } | 'not-found' | 'unknown-type' | { overlaps: string };
export type StayRuleOutcome =
  | { rule: StaffStayRule }
  | 'not-found'
  | 'unknown-type'
  | { clashes: { starts_on: string; ends_on: string } };
export type PlanOutcome = { plan: StaffRatePlan } | 'not-found' | 'last-active';
export type NewPlanOutcome = { plan: StaffRatePlan } | 'code-taken';
export type ScheduleOutcome = { slabs: StaffGstSlab[] } | 'in-past' | { tooEarly: string };
export type SlabOutcome = { slab: StaffGstSlab } | 'not-found' | 'over';
export type SlabDeleteOutcome = 'deleted' | 'not-found' | 'in-use';
export type RoomTypeRatesOutcome =
  | { roomType: StaffRoomTypeRates }
  | 'not-found'
  | {
      fields: Partial<Record<keyof StaffRoomTypeRatesInput, 'above-max-guests' | 'children-need-adult'>>;
      maxGuests: number;
    };
export type CouponOutcome =
  { coupon: StaffCoupon } | 'not-found' | { belowUses: number } | { unknownRoomTypes: true };

const SEASON_SORTS = { starts_on: 's.starts_on', name: 'lower(s.name)', priority: 's.priority' } as const;
const COUPON_SORTS = { code: 'upper(o.offer_coupon)', uses: 'o.uses', valid_to: 'o.valid_to' } as const;

const SEASON_COLUMNS = `s.id, s.name, s.room_type_id, t.title AS room_type_title,
  to_char(s.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(s.ends_on, 'YYYY-MM-DD') AS ends_on,
  s.adjust_kind, s.adjust_value, s.priority, s.combine`;
const STAY_RULE_SORTS = { starts_on: 'r.starts_on', min_nights: 'r.min_nights' } as const;
const STAY_RULE_COLUMNS = `r.id, r.room_type_id, t.title AS room_type_title,
  to_char(r.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(r.ends_on, 'YYYY-MM-DD') AS ends_on,
  r.min_nights, r.max_nights`;
const PLAN_COLUMNS = `code, name, description, sort_order, adjust_percent, meal_price_adult, meal_price_child,
  refundable, free_cancel_hours, late_fee_nights, deposit_percent, active`;
const SLAB_COLUMNS = `id, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
  CASE WHEN effective_to IS NULL THEN NULL ELSE to_char(effective_to, 'YYYY-MM-DD') END AS effective_to,
  tariff_from, tariff_to, rate_percent::float8 AS rate_percent`;
const ROOM_TYPE_RATE_COLUMNS = `id, title, room_base_price, max_guests, weekend_price, included_occupancy,
  max_adults, max_children, extra_adult_price, extra_child_price, child_free_under_age, amenities`;
const COUPON_COLUMNS = `o.id, o.offer_coupon AS code, o.offer_title AS title, o.offer_type, o.offer_value, o.active,
  CASE WHEN o.valid_from IS NULL THEN NULL ELSE to_char(o.valid_from, 'YYYY-MM-DD') END AS valid_from,
  CASE WHEN o.valid_to IS NULL THEN NULL ELSE to_char(o.valid_to, 'YYYY-MM-DD') END AS valid_to,
  o.max_uses, o.max_uses_per_guest, o.uses, o.advance_days, o.room_type_ids,
  ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(o.blackout_dates) AS d ORDER BY d) AS blackout_dates`;

interface SeasonRow extends Omit<StaffSeason, 'room_type'> {
  room_type_id: number | null;
  room_type_title: string | null;
}
const toSeason = ({ room_type_id, room_type_title, ...season }: SeasonRow): StaffSeason => ({
  ...season,
  room_type: room_type_id === null ? null : { id: room_type_id, title: room_type_title ?? '' },
});

interface StayRuleRow extends Omit<StaffStayRule, 'room_type'> {
  room_type_id: number | null;
  room_type_title: string | null;
}
const toStayRule = ({ room_type_id, room_type_title, ...rule }: StayRuleRow): StaffStayRule => ({
  ...rule,
  room_type: room_type_id === null ? null : { id: room_type_id, title: room_type_title ?? '' },
});

/**
 * The season of the same priority that `input` would overlap for the same rooms (its name), if any: which
 * of two would price the night would be left to chance.
 */
export async function seasonClash(
  db: Db,
  id: number | undefined,
  input: Pick<StaffSeasonInput, 'priority' | 'starts_on' | 'ends_on' | 'room_type_id'>,
): Promise<string | undefined> {
  const [clash] = await db.query<{ name: string }>(
    `SELECT name FROM rate_seasons
     WHERE id IS DISTINCT FROM $1::int AND priority = $2 AND starts_on <= $4::date AND ends_on >= $3::date
       AND (room_type_id IS NULL OR $5::int IS NULL OR room_type_id = $5::int)
     ORDER BY starts_on LIMIT 1`,
    [id ?? null, input.priority, input.starts_on, input.ends_on, input.room_type_id],
  );
  return clash?.name;
}

/**
 * The rate data every quote is priced from (migration 0009), as managers read and change it. Each change records its audit entry in its own transaction, by `actor`.
 */
export function ratesRepository(db: Db) {
  const roomTypes = () => roomTypeRefs(db);

  return {
    /** Rooms, searched by number or type, of one type, sorted and a page at a time, with their closures. */
    seasons: async (query: ListQuery<keyof typeof SEASON_SORTS>): Promise<StaffSeasonsResponse> => {
      const where = conditions();
      if (query.q) where.add((at) => `s.name ILIKE ${at}`, containing(query.q));
      const from = `FROM rate_seasons s LEFT JOIN room_types t ON t.id = s.room_type_id ${where.sql()}`;
      const page = await pagedQuery<SeasonRow>(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT ${SEASON_COLUMNS} ${from}
            ORDER BY ${SEASON_SORTS[query.sort]} ${direction(query.dir)}, s.starts_on, s.id`,
          params: where.params,
        },
        { page: query.page, limit: STAFF_RATES_PAGE_SIZE },
      );
      return { data: page.data.map(toSeason), total: page.total, room_types: await roomTypes() };
    },

    /**
     * Creates a season (id undefined) or replaces one. Two seasons of the same priority that overlap on a
     * night for the same rooms would leave the night's rate to chance: refused. The table is locked so two
     * such writes take turns.
     */
    saveSeason: (actor: number, id: number | undefined, input: StaffSeasonInput): Promise<SeasonOutcome> =>
      db.transaction(async (tx): Promise<SeasonOutcome> => {
        await tx.query('LOCK TABLE rate_seasons IN SHARE ROW EXCLUSIVE MODE');
        const [before] =
          id === undefined
            ? [undefined]
            : await tx.query<SeasonRow>(
                `SELECT ${SEASON_COLUMNS} FROM rate_seasons s LEFT JOIN room_types t ON t.id = s.room_type_id
                 WHERE s.id = $1`,
                [id],
              );
        if (id !== undefined && !before) return 'not-found';
        if (!(await roomTypeExists(tx, input.room_type_id))) return 'unknown-type';
        const clash = await seasonClash(tx, id, input);
        if (clash) return { overlaps: clash };
        const values = [
          input.name,
          input.room_type_id,
          input.starts_on,
          input.ends_on,
          input.adjust_kind,
          input.adjust_value,
          input.priority,
          input.combine,
        ];
        const [saved] =
          id === undefined
            ? await tx.query<{ id: number }>(
                `INSERT INTO rate_seasons
                   (name, room_type_id, starts_on, ends_on, adjust_kind, adjust_value, priority, combine)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
                values,
              )
            : await tx.query<{ id: number }>(
                `UPDATE rate_seasons SET name = $1, room_type_id = $2, starts_on = $3, ends_on = $4,
                   adjust_kind = $5, adjust_value = $6, priority = $7, combine = $8
                 WHERE id = $9 RETURNING id`,
                [...values, id],
              );
        const [row] = await tx.query<SeasonRow>(
          `SELECT ${SEASON_COLUMNS} FROM rate_seasons s LEFT JOIN room_types t ON t.id = s.room_type_id
           WHERE s.id = $1`,
          [saved!.id],
        );
        const season = toSeason(row!);
        await audit(tx, actor, {
          action: id === undefined ? 'season.create' : 'season.update',
          entity: 'season',
          id: season.id,
          before: before ? { ...toSeason(before) } : null,
          after: { ...season },
        });
        return { season };
      }),

    deleteSeason: (actor: number, id: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.query<SeasonRow>(
          `DELETE FROM rate_seasons s WHERE s.id = $1
           RETURNING s.id, s.name, s.room_type_id, NULL::text AS room_type_title,
             to_char(s.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(s.ends_on, 'YYYY-MM-DD') AS ends_on,
             s.adjust_kind, s.adjust_value, s.priority, s.combine`,
          [id],
        );
        if (!deleted) return false;
        await audit(tx, actor, {
          action: 'season.delete',
          entity: 'season',
          id,
          before: { ...deleted },
          after: null,
        });
        return true;
      }),

    stayRules: async (
      query: Omit<ListQuery<keyof typeof STAY_RULE_SORTS>, 'q'>,
    ): Promise<StaffStayRulesResponse> => {
      const from = 'FROM stay_rules r LEFT JOIN room_types t ON t.id = r.room_type_id';
      const page = await pagedQuery<StayRuleRow>(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT ${STAY_RULE_COLUMNS} ${from}
            ORDER BY ${STAY_RULE_SORTS[query.sort]} ${direction(query.dir)}, r.starts_on, r.id`,
        },
        { page: query.page, limit: STAFF_RATES_PAGE_SIZE },
      );
      return { data: page.data.map(toStayRule), total: page.total, room_types: await roomTypes() };
    },

    /**
     * Creates a stay rule (id undefined) or replaces one. The strictest rule for an arrival applies, so two
     * overlapping rules for the same rooms whose nights do not meet would allow no stay at all: refused.
     */
    saveStayRule: (
      actor: number,
      id: number | undefined,
      input: StaffStayRuleInput,
    ): Promise<StayRuleOutcome> =>
      db.transaction(async (tx): Promise<StayRuleOutcome> => {
        await tx.query('LOCK TABLE stay_rules IN SHARE ROW EXCLUSIVE MODE');
        const byId = `SELECT ${STAY_RULE_COLUMNS} FROM stay_rules r LEFT JOIN room_types t ON t.id = r.room_type_id
          WHERE r.id = $1`;
        const [before] = id === undefined ? [undefined] : await tx.query<StayRuleRow>(byId, [id]);
        if (id !== undefined && !before) return 'not-found';
        if (!(await roomTypeExists(tx, input.room_type_id))) return 'unknown-type';
        const [clash] = await tx.query<{ starts_on: string; ends_on: string }>(
          `SELECT to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
           FROM stay_rules
           WHERE id IS DISTINCT FROM $1::int AND starts_on <= $3::date AND ends_on >= $2::date
             AND (room_type_id IS NULL OR $4::int IS NULL OR room_type_id = $4::int)
             AND (min_nights > $6 OR max_nights < $5)
           ORDER BY starts_on LIMIT 1`,
          [
            id ?? null,
            input.starts_on,
            input.ends_on,
            input.room_type_id,
            input.min_nights,
            input.max_nights,
          ],
        );
        if (clash) return { clashes: clash };
        const values = [
          input.room_type_id,
          input.starts_on,
          input.ends_on,
          input.min_nights,
          input.max_nights,
        ];
        const [saved] =
          id === undefined
            ? await tx.query<{ id: number }>(
                `INSERT INTO stay_rules (room_type_id, starts_on, ends_on, min_nights, max_nights)
                 VALUES ($1, $2, $3, $4, $5) RETURNING id`,
                values,
              )
            : await tx.query<{ id: number }>(
                `UPDATE stay_rules SET room_type_id = $1, starts_on = $2, ends_on = $3, min_nights = $4,
                   max_nights = $5
                 WHERE id = $6 RETURNING id`,
                [...values, id],
              );
        const [row] = await tx.query<StayRuleRow>(byId, [saved!.id]);
        const rule = toStayRule(row!);
        await audit(tx, actor, {
          action: id === undefined ? 'stay_rule.create' : 'stay_rule.update',
          entity: 'stay_rule',
          id: rule.id,
          before: before ? { ...toStayRule(before) } : null,
          after: { ...rule },
        });
        return { rule };
      }),

    deleteStayRule: (actor: number, id: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.query<Record<string, unknown>>(
          `DELETE FROM stay_rules WHERE id = $1
           RETURNING id, room_type_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
             to_char(ends_on, 'YYYY-MM-DD') AS ends_on, min_nights, max_nights`,
          [id],
        );
        if (!deleted) return false;
        await audit(tx, actor, {
          action: 'stay_rule.delete',
          entity: 'stay_rule',
          id,
          before: deleted,
          after: null,
        });
        return true;
      }),

    plans: (): Promise<StaffRatePlan[]> =>
      db.query<StaffRatePlan>(`SELECT ${PLAN_COLUMNS} FROM rate_plans ORDER BY sort_order, code`),

    /** A new plan (a meal plan, a package); without an order it is shown after the others. */
    createPlan: (actor: number, input: StaffRatePlanCreate): Promise<NewPlanOutcome> =>
      db.transaction(async (tx): Promise<NewPlanOutcome> => {
        const refundable = input.refundable;
        const [plan] = await tx.query<StaffRatePlan>(
          `INSERT INTO rate_plans (code, name, description, sort_order, adjust_percent, meal_price_adult,
             meal_price_child, refundable, free_cancel_hours, late_fee_nights, active, deposit_percent)
           SELECT $1, $2, $3, coalesce($4, least(100, coalesce(max(sort_order), 0) + 1)), $5, $6, $7, $8, $9,
             $10, $11, $12
           FROM rate_plans
           ON CONFLICT (code) DO NOTHING RETURNING ${PLAN_COLUMNS}`,
          [
            input.code,
            input.name,
            input.description,
            input.sort_order ?? null,
            input.adjust_percent,
            input.meal_price_adult,
            input.meal_price_child,
            refundable,
            refundable ? input.free_cancel_hours : null,
            input.late_fee_nights,
            input.active,
            refundable ? input.deposit_percent : 0,
          ],
        );
        if (!plan) return 'code-taken';
        await audit(tx, actor, {
          action: 'rate_plan.create',
          entity: 'rate_plan',
          id: plan.code,
          before: null,
          after: { ...plan },
        });
        return { plan };
      }),

    /** Changes a plan; the last plan offered stays offered (a guest always has one to book). */
    updatePlan: (actor: number, code: RatePlanCode, input: StaffRatePlanInput): Promise<PlanOutcome> =>
      db.transaction(async (tx): Promise<PlanOutcome> => {
        const plans = await tx.query<StaffRatePlan>(
          `SELECT ${PLAN_COLUMNS} FROM rate_plans ORDER BY code FOR UPDATE`,
        );
        const before = plans.find((plan) => plan.code === code);
        if (!before) return 'not-found';
        if (!input.active && !plans.some((plan) => plan.active && plan.code !== code)) return 'last-active';
        const freeCancelHours = input.refundable ? input.free_cancel_hours : null;
        const [plan] = await tx.query<StaffRatePlan>(
          `UPDATE rate_plans SET name = $2, description = $3, sort_order = $4, adjust_percent = $5,
             meal_price_adult = $6, meal_price_child = $7, refundable = $8, free_cancel_hours = $9,
             late_fee_nights = $10, active = $11, deposit_percent = $12
           WHERE code = $1 RETURNING ${PLAN_COLUMNS}`,
          [
            code,
            input.name,
            input.description,
            input.sort_order,
            input.adjust_percent,
            input.meal_price_adult,
            input.meal_price_child,
            input.refundable,
            freeCancelHours,
            input.late_fee_nights,
            input.active,
            input.refundable ? input.deposit_percent : 0,
          ],
        );
        await audit(tx, actor, {
          action: 'rate_plan.update',
          entity: 'rate_plan',
          id: code,
          before: { ...before },
          after: { ...plan },
        });
        return { plan: plan! };
      }),

    slabs: (): Promise<StaffGstSlab[]> =>
      db.query<StaffGstSlab>(
        `SELECT ${SLAB_COLUMNS} FROM gst_slabs ORDER BY effective_from DESC, tariff_from`,
      ),

    /**
     * New slabs in force from a date after today and after the latest ones' start; the latest end the day
     * before, so every night from today on is taxed by exactly one slab of each tariff.
     */
    addSchedule: (actor: number, input: StaffGstScheduleInput, today: string): Promise<ScheduleOutcome> =>
      db.transaction(async (tx): Promise<ScheduleOutcome> => {
        if (input.effective_from <= today) return 'in-past';
        await tx.query('LOCK TABLE gst_slabs IN SHARE ROW EXCLUSIVE MODE');
        const [latest] = await tx.query<{ effective_from: string | null }>(
          `SELECT to_char(max(effective_from), 'YYYY-MM-DD') AS effective_from FROM gst_slabs`,
        );
        const latestFrom = latest?.effective_from ?? null;
        if (latestFrom !== null && input.effective_from <= latestFrom) return { tooEarly: latestFrom };
        if (latestFrom !== null)
          await tx.query('UPDATE gst_slabs SET effective_to = $2::date WHERE effective_from = $1::date', [
            latestFrom,
            addDays(input.effective_from, -1),
          ]);
        let tariffFrom = 0;
        for (const slab of input.slabs) {
          await tx.query(
            `INSERT INTO gst_slabs (effective_from, effective_to, tariff_from, tariff_to, rate_percent)
             VALUES ($1, NULL, $2, $3, $4)`,
            [input.effective_from, tariffFrom, slab.tariff_to, slab.rate_percent],
          );
          tariffFrom = (slab.tariff_to ?? 0) + 1;
        }
        const slabs = await tx.query<StaffGstSlab>(
          `SELECT ${SLAB_COLUMNS} FROM gst_slabs WHERE effective_from = $1 ORDER BY tariff_from`,
          [input.effective_from],
        );
        await audit(tx, actor, {
          action: 'gst.schedule',
          entity: 'gst_slabs',
          id: input.effective_from,
          before: latestFrom === null ? null : { latest_from: latestFrom },
          after: { effective_from: input.effective_from, slabs: input.slabs },
        });
        return { slabs };
      }),

    /** A slab's rate; a slab whose dates are over taxes nothing any more and is left as it was. */
    setSlabRate: (actor: number, id: number, ratePercent: number, today: string): Promise<SlabOutcome> =>
      db.transaction(async (tx): Promise<SlabOutcome> => {
        const [before] = await tx.query<StaffGstSlab>(
          `SELECT ${SLAB_COLUMNS} FROM gst_slabs WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!before) return 'not-found';
        if (before.effective_to !== null && before.effective_to < today) return 'over';
        const [slab] = await tx.query<StaffGstSlab>(
          `UPDATE gst_slabs SET rate_percent = $2 WHERE id = $1 RETURNING ${SLAB_COLUMNS}`,
          [id, ratePercent],
        );
        await audit(tx, actor, {
          action: 'gst.rate',
          entity: 'gst_slab',
          id,
          before: { rate_percent: before.rate_percent },
          after: { rate_percent: slab!.rate_percent },
        });
        return { slab: slab! };
      }),

    /**
     * Deletes the slabs in force from the same date as slab `id`, when that date is after today; the slabs
     * before them then run on for their dates.
     */
    deleteSchedule: (actor: number, id: number, today: string): Promise<SlabDeleteOutcome> =>
      db.transaction(async (tx): Promise<SlabDeleteOutcome> => {
        await tx.query('LOCK TABLE gst_slabs IN SHARE ROW EXCLUSIVE MODE');
        const [slab] = await tx.query<StaffGstSlab>(`SELECT ${SLAB_COLUMNS} FROM gst_slabs WHERE id = $1`, [
          id,
        ]);
        if (!slab) return 'not-found';
        if (slab.effective_from <= today) return 'in-use';
        const deleted = await tx.query<StaffGstSlab>(
          `DELETE FROM gst_slabs WHERE effective_from = $1 RETURNING ${SLAB_COLUMNS}`,
          [slab.effective_from],
        );
        await tx.query(
          `UPDATE gst_slabs SET effective_to = $2::date
           WHERE effective_from = (SELECT max(effective_from) FROM gst_slabs WHERE effective_from < $1::date)`,
          [slab.effective_from, slab.effective_to],
        );
        await audit(tx, actor, {
          action: 'gst.delete',
          entity: 'gst_slabs',
          id: slab.effective_from,
          before: { slabs: deleted },
          after: null,
        });
        return 'deleted';
      }),

    roomTypeRates: (): Promise<StaffRoomTypeRates[]> =>
      db.query<StaffRoomTypeRates>(`SELECT ${ROOM_TYPE_RATE_COLUMNS} FROM room_types ORDER BY id`),

    /** A room type's occupancy and extra-guest prices, within the most guests its content allows. */
    setRoomTypeRates: (
      actor: number,
      id: number,
      input: StaffRoomTypeRatesInput,
    ): Promise<RoomTypeRatesOutcome> =>
      db.transaction(async (tx): Promise<RoomTypeRatesOutcome> => {
        const [before] = await tx.query<StaffRoomTypeRates>(
          `SELECT ${ROOM_TYPE_RATE_COLUMNS} FROM room_types WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!before) return 'not-found';
        const fields: Extract<RoomTypeRatesOutcome, { fields: unknown }>['fields'] = {};
        if (input.max_adults > before.max_guests) fields.max_adults = 'above-max-guests';
        if (input.included_occupancy > before.max_guests) fields.included_occupancy = 'above-max-guests';
        if (input.max_children >= before.max_guests) fields.max_children = 'children-need-adult';
        if (Object.keys(fields).length > 0) return { fields, maxGuests: before.max_guests };
        const [roomType] = await tx.query<StaffRoomTypeRates>(
          `UPDATE room_types SET weekend_price = $2, included_occupancy = $3, max_adults = $4, max_children = $5,
             extra_adult_price = $6, extra_child_price = $7, child_free_under_age = $8,
             amenities = coalesce($9::text[], amenities)
           WHERE id = $1 RETURNING ${ROOM_TYPE_RATE_COLUMNS}`,
          [
            id,
            input.weekend_price,
            input.included_occupancy,
            input.max_adults,
            input.max_children,
            input.extra_adult_price,
            input.extra_child_price,
            input.child_free_under_age,
            input.amenities ?? null,
          ],
        );
        const { id: _id, title: _title, room_base_price: _base, max_guests: _max, ...was } = before;
        await audit(tx, actor, {
          action: 'room_type.rates',
          entity: 'room_type',
          id,
          before: was,
          after: { ...input },
        });
        return { roomType: roomType! };
      }),

    coupons: async (query: ListQuery<keyof typeof COUPON_SORTS>): Promise<StaffCouponsResponse> => {
      const where = conditions();
      if (query.q)
        where.add((at) => `(o.offer_coupon ILIKE ${at} OR o.offer_title ILIKE ${at})`, containing(query.q));
      const from = `FROM offers o ${where.sql()}`;
      return pagedQuery<StaffCoupon>(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT ${COUPON_COLUMNS} ${from}
            ORDER BY ${COUPON_SORTS[query.sort]} ${direction(query.dir)} NULLS LAST, o.id`,
          params: where.params,
        },
        { page: query.page, limit: STAFF_RATES_PAGE_SIZE },
      );
    },

    /** A coupon's dates and limits; a limit below the uses already made is refused. */
    setCouponLimits: (actor: number, id: number, limits: StaffCouponLimits): Promise<CouponOutcome> =>
      db.transaction(async (tx): Promise<CouponOutcome> => {
        const [before] = await tx.query<StaffCoupon>(
          `SELECT ${COUPON_COLUMNS} FROM offers o WHERE o.id = $1 FOR UPDATE`,
          [id],
        );
        if (!before) return 'not-found';
        if (limits.max_uses !== null && limits.max_uses < before.uses) return { belowUses: before.uses };
        const types = limits.room_type_ids ? [...new Set(limits.room_type_ids)].sort((a, b) => a - b) : null;
        if (types) {
          const [known] = await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM room_types WHERE id = ANY($1::int[])',
            [types],
          );
          if (known?.n !== types.length) return { unknownRoomTypes: true };
        }
        const blackout = limits.blackout_dates && [...new Set(limits.blackout_dates)].sort();
        // A condition left out of the request stays as it is.
        await tx.query(
          `UPDATE offers SET valid_from = $2, valid_to = $3, max_uses = $4, max_uses_per_guest = $5,
             advance_days = CASE WHEN $6 THEN $7::int ELSE advance_days END,
             room_type_ids = CASE WHEN $8 THEN $9::int[] ELSE room_type_ids END,
             blackout_dates = coalesce($10::date[], blackout_dates)
           WHERE id = $1`,
          [
            id,
            limits.valid_from,
            limits.valid_to,
            limits.max_uses,
            limits.max_uses_per_guest,
            limits.advance_days !== undefined,
            limits.advance_days ?? null,
            limits.room_type_ids !== undefined,
            types,
            blackout ?? null,
          ],
        );
        const [coupon] = await tx.query<StaffCoupon>(
          `SELECT ${COUPON_COLUMNS} FROM offers o WHERE o.id = $1`,
          [id],
        );
        // The audit log names room types, as people do, not their ids.
        const titles = new Map(
          (await tx.query<{ id: number; title: string }>('SELECT id, title FROM room_types')).map((type) => [
            type.id,
            type.title,
          ]),
        );
        const conditions = (coupon: StaffCoupon) => ({
          valid_from: coupon.valid_from,
          valid_to: coupon.valid_to,
          max_uses: coupon.max_uses,
          max_uses_per_guest: coupon.max_uses_per_guest,
          advance_days: coupon.advance_days,
          room_types:
            coupon.room_type_ids?.map((typeId) => titles.get(typeId) ?? typeId) ?? 'every room type',
          blackout_dates: coupon.blackout_dates,
        });
        await audit(tx, actor, {
          action: 'coupon.limits',
          entity: 'offer',
          id,
          before: conditions(before),
          after: conditions(coupon!),
        });
        return { coupon: coupon! };
      }),
  };
}

export type RatesRepository = ReturnType<typeof ratesRepository>;

import { z } from 'zod';
import { searchQuery, sortQuery } from './paging';
import { staffRoomClosureSchema } from './staff-frontdesk';
import { ratePlanCodeSchema } from './stays';

// ── Rooms and rates in the back office ────────────────────────────────────────────────
// Rooms (number, floor, type, in service) and, for managers, the rate data that prices every quote: seasons,
// the rate plans, the GST slabs and the coupons' limits. Room types' copy, images and base price are the
// generic admin 'room-types' contract's; only the occupancy and extra-guest prices it lacks are here.

export const STAFF_RATES_PAGE_SIZE = 20;

const whole = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-12-01.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-12-01.`)
    .refine(
      (value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value),
      `${label} must be a real date.`,
    )
    .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', `${label} must be in 2000 to 2099.`);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const positiveId = (label: string) =>
  z.coerce
    .number({ error: `The ${label} id must be a positive whole number.` })
    .int(`The ${label} id must be a positive whole number.`)
    .positive(`The ${label} id must be a positive whole number.`)
    .max(2_147_483_647, `The ${label} id must be a positive whole number.`);

/** A list's page, search, sort and direction, as the address and the API both read them. */
const listQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    page: z.coerce
      .number({ error: 'page must be a whole number of at least 1.' })
      .int('page must be a whole number of at least 1.')
      .min(1, 'page must be a whole number of at least 1.')
      .default(1),
    q: searchQuery,
    ...sortQuery(sorts),
  });

const roomTypeRef = z.object({ id: z.number().int(), title: z.string() });
export type StaffRoomTypeRef = z.infer<typeof roomTypeRef>;

// ── Rooms ────────────────────────────────────────────────────────────────────────────────────────────────

export const STAFF_ROOM_SORTS = ['room_no', 'floor', 'room_type'] as const;
export const staffRoomsQuerySchema = listQuery(STAFF_ROOM_SORTS).extend({
  room_type: positiveId('room type').optional(),
});
export type StaffRoomsQuery = z.input<typeof staffRoomsQuerySchema>;

export const staffRoomRowSchema = z.object({
  id: z.number().int(),
  room_no: z.string(),
  floor: z.number().int(),
  room_type: roomTypeRef,
  /** False while the room is under maintenance (taken out for good, until put back). */
  in_service: z.boolean(),
  /** Closures ending after today: the nights it is out of service. */
  closures: z.array(staffRoomClosureSchema),
});
export type StaffRoomRow = z.infer<typeof staffRoomRowSchema>;

export const staffRoomsResponseSchema = z.object({
  data: z.array(staffRoomRowSchema),
  total: z.number().int(),
  room_types: z.array(roomTypeRef),
});
export type StaffRoomsResponse = z.infer<typeof staffRoomsResponseSchema>;

/** PUT /api/staff/rooms/:id (managers): the room's number, floor, type and whether it is in service. */
export const staffRoomUpdateSchema = z.object({
  room_no: z
    .string({ error: 'Room number is required.' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,10}$/, 'Room number must be 1 to 10 letters, digits or dashes.'),
  floor: whole('Floor', -5, 200),
  room_type_id: positiveId('room type'),
  in_service: z.boolean({ error: 'In service must be true or false.' }),
});
export type StaffRoomUpdate = z.infer<typeof staffRoomUpdateSchema>;

// ── Seasons: date ranges that move a night's rate ───────────────────────────────────────────────────────

export const ADJUST_KINDS = ['percent', 'amount'] as const;
/**
 * How a season meets the lower-priority seasons on its nights: 'replace' moves the rate alone (the highest
 * priority wins), 'add' moves it on top of them (each season in priority order, lowest first).
 */
export const SEASON_COMBINES = ['replace', 'add'] as const;
export type SeasonCombine = (typeof SEASON_COMBINES)[number];
export const SEASON_COMBINE_LABELS: Record<SeasonCombine, string> = {
  replace: 'Replaces lower-priority seasons',
  add: 'Adds to them',
};
export const STAFF_SEASON_SORTS = ['starts_on', 'name', 'priority'] as const;
export const staffSeasonsQuerySchema = listQuery(STAFF_SEASON_SORTS);
export type StaffSeasonsQuery = z.input<typeof staffSeasonsQuerySchema>;

const seasonFields = z.object({
  name: text('Name', 100),
  room_type_id: positiveId('room type').nullable(),
  starts_on: day('Starts on'),
  ends_on: day('Ends on'),
  adjust_kind: z.enum(ADJUST_KINDS, { error: 'Adjust by percent or amount.' }),
  adjust_value: z
    .number({ error: 'Adjustment must be a whole number.' })
    .int('Adjustment must be a whole number.')
    .refine((value) => value !== 0, 'Adjustment must not be 0.'),
  priority: whole('Priority', -100, 100),
  combine: z
    .enum(SEASON_COMBINES, { error: 'A season replaces the lower-priority seasons or adds to them.' })
    .default('replace'),
});

type SeasonFields = z.infer<typeof seasonFields>;
const seasonRules = (season: SeasonFields, context: z.RefinementCtx) => {
  if (season.ends_on < season.starts_on)
    context.addIssue({
      code: 'custom',
      path: ['ends_on'],
      message: 'Ends on must not be before Starts on.',
    });
  const limit = season.adjust_kind === 'percent' ? [-99, 500] : [-1_000_000, 1_000_000];
  if (season.adjust_value < limit[0]! || season.adjust_value > limit[1]!)
    context.addIssue({
      code: 'custom',
      path: ['adjust_value'],
      message:
        season.adjust_kind === 'percent'
          ? 'A percentage must be from -99 to 500.'
          : 'An amount must be from -1000000 to 1000000 rupees.',
    });
};

export const staffSeasonInputSchema = seasonFields.superRefine(seasonRules);
export type StaffSeasonInput = z.infer<typeof staffSeasonInputSchema>;

export const staffSeasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  room_type: roomTypeRef.nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  adjust_kind: z.enum(ADJUST_KINDS),
  adjust_value: z.number().int(),
  priority: z.number().int(),
  combine: z.enum(SEASON_COMBINES),
});
export type StaffSeason = z.infer<typeof staffSeasonSchema>;

export const staffSeasonsResponseSchema = z.object({
  data: z.array(staffSeasonSchema),
  total: z.number().int(),
  room_types: z.array(roomTypeRef),
});
export type StaffSeasonsResponse = z.infer<typeof staffSeasonsResponseSchema>;

export const staffRateIdParamsSchema = z.object({ id: positiveId('record') });

/** The most nights a season's preview shows (its first ones). */
export const SEASON_PREVIEW_NIGHTS = 31;

/** POST /api/staff/rates/seasons/preview: a season as it would be saved (`id` when changing one). */
export const staffSeasonPreviewInputSchema = seasonFields
  .extend({ id: positiveId('season').optional() })
  .superRefine(seasonRules);
export type StaffSeasonPreviewInput = z.input<typeof staffSeasonPreviewInputSchema>;

export const staffSeasonPreviewSchema = z.object({
  /** The season's nights, and how many of the first of them are shown. */
  nights: z.number().int(),
  shown: z.number().int(),
  /** The plan the prices are of (the one the site's search shows). */
  plan: z.string(),
  room_types: z.array(
    roomTypeRef.extend({
      nights: z.array(z.object({ date: z.string(), before: z.number().int(), after: z.number().int() })),
    }),
  ),
});
export type StaffSeasonPreview = z.infer<typeof staffSeasonPreviewSchema>;

// ── Rates calendar: a room type's nights with their price, rooms left and restrictions ─────────────────

/** The longest range one calendar change covers. */
export const RESTRICTION_RANGE_DAYS = 366;
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const staffRateCalendarQuerySchema = z.object({
  room_type: positiveId('room type'),
  month: z
    .string({ error: 'Month must be like 2026-12.' })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Month must be like 2026-12, in 2000 to 2099.'),
});
export type StaffRateCalendarQuery = z.input<typeof staffRateCalendarQuerySchema>;

export const staffRestrictionsSchema = z.object({
  stop_sell: z.boolean(),
  /** Fewest and most nights for a stay arriving that day; null: none set on the calendar. */
  min_stay: z.number().int().nullable(),
  max_stay: z.number().int().nullable(),
  closed_to_arrival: z.boolean(),
  closed_to_departure: z.boolean(),
});
export type StaffRestrictions = z.infer<typeof staffRestrictionsSchema>;

export const staffRateCalendarDaySchema = z.object({
  date: z.string(),
  /** The night's room rate as a quote prices it on `plan`, seasons applied. */
  price: z.number().int(),
  seasons: z.array(z.string()),
  /** Rooms of the type free that night (in service, not booked, not closed). */
  rooms_left: z.number().int(),
  restrictions: staffRestrictionsSchema,
});
export type StaffRateCalendarDay = z.infer<typeof staffRateCalendarDaySchema>;

export const staffRateCalendarSchema = z.object({
  month: z.string(),
  room_type: roomTypeRef.extend({
    /** Weekday price (edited with the room type's content) and weekend price (Rates, Room types). */
    room_base_price: z.number().int(),
    weekend_price: z.number().int().nullable(),
    /** Rooms of the type in service. */
    rooms: z.number().int(),
  }),
  plan: z.string(),
  days: z.array(staffRateCalendarDaySchema),
  room_types: z.array(roomTypeRef),
});
export type StaffRateCalendar = z.infer<typeof staffRateCalendarSchema>;

const setFlag = (label: string) => z.boolean({ error: `${label} must be true or false.` }).optional();
const setNights = (label: string) => whole(label, 1, 30).nullable().optional();

/**
 * PUT /api/staff/rates/calendar: restrictions for room types over a range of days (both ends included),
 * only on `weekdays` (0 Sunday to 6 Saturday) when given. In `set`, a field left out is kept; false or null
 * clears it.
 */
export const staffRateCalendarUpdateSchema = z
  .object({
    room_type_ids: z
      .array(positiveId('room type'), { error: 'Choose the room types.' })
      .min(1, 'Choose at least one room type.')
      .max(50, 'At most 50 room types.'),
    from: day('From'),
    to: day('To'),
    weekdays: z
      .array(whole('A weekday', 0, 6), { error: 'Weekdays must be a list of 0 (Sunday) to 6 (Saturday).' })
      .min(1, 'Choose at least one weekday.')
      .max(7, 'At most the 7 weekdays.')
      .optional(),
    set: z.object(
      {
        stop_sell: setFlag('Stop-sell'),
        min_stay: setNights('Fewest nights'),
        max_stay: setNights('Most nights'),
        closed_to_arrival: setFlag('Closed to arrival'),
        closed_to_departure: setFlag('Closed to departure'),
      },
      { error: 'Say what to set.' },
    ),
  })
  .superRefine((change, context) => {
    if (change.to < change.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From.' });
    else if ((Date.parse(change.to) - Date.parse(change.from)) / 86_400_000 >= RESTRICTION_RANGE_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Change at most ${RESTRICTION_RANGE_DAYS} days at once.`,
      });
    if (Object.values(change.set).every((value) => value === undefined))
      context.addIssue({ code: 'custom', path: ['set'], message: 'Say what to set or clear.' });
    const { min_stay: min, max_stay: max } = change.set;
    if (typeof min === 'number' && typeof max === 'number' && max < min)
      context.addIssue({
        code: 'custom',
        path: ['set', 'max_stay'],
        message: 'Most nights must be at least Fewest nights.',
      });
  });
export type StaffRateCalendarUpdate = z.infer<typeof staffRateCalendarUpdateSchema>;

export const staffRateCalendarUpdatedSchema = z.object({
  /** Nights changed, over all the room types. */
  nights: z.number().int(),
});

// ── Stay rules: the fewest and most nights for arrivals in a date range ─────────────────────────────────

export const STAFF_STAY_RULE_SORTS = ['starts_on', 'min_nights'] as const;
export const staffStayRulesQuerySchema = listQuery(STAFF_STAY_RULE_SORTS).omit({ q: true });
export type StaffStayRulesQuery = z.input<typeof staffStayRulesQuerySchema>;

export const staffStayRuleInputSchema = z
  .object({
    room_type_id: positiveId('room type').nullable(),
    starts_on: day('Arrivals from'),
    ends_on: day('Arrivals until'),
    min_nights: whole('Fewest nights', 1, 30),
    max_nights: whole('Most nights', 1, 30),
  })
  .superRefine((rule, context) => {
    if (rule.ends_on < rule.starts_on)
      context.addIssue({
        code: 'custom',
        path: ['ends_on'],
        message: 'Arrivals until must not be before Arrivals from.',
      });
    if (rule.max_nights < rule.min_nights)
      context.addIssue({
        code: 'custom',
        path: ['max_nights'],
        message: 'Most nights must be at least Fewest nights.',
      });
  });
export type StaffStayRuleInput = z.infer<typeof staffStayRuleInputSchema>;

export const staffStayRuleSchema = z.object({
  id: z.number().int(),
  room_type: roomTypeRef.nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  min_nights: z.number().int(),
  max_nights: z.number().int(),
});
export type StaffStayRule = z.infer<typeof staffStayRuleSchema>;

export const staffStayRulesResponseSchema = z.object({
  data: z.array(staffStayRuleSchema),
  total: z.number().int(),
  room_types: z.array(roomTypeRef),
});
export type StaffStayRulesResponse = z.infer<typeof staffStayRulesResponseSchema>;

// ── Rate plans: the manager adds new ones (a meal plan, a package) and edits them, never removes one ──────
// (bookings name their plan); a plan no longer sold is taken off offer instead.

export const staffRatePlanParamsSchema = z.object({ code: ratePlanCodeSchema() });

const planFields = z.object({
  name: text('Name', 100),
  description: text('Description', 500),
  sort_order: whole('Order', 0, 100),
  adjust_percent: whole('Adjustment', -99, 200),
  meal_price_adult: whole('Meals per adult', 0, 100_000),
  meal_price_child: whole('Meals per child', 0, 100_000),
  refundable: z.boolean({ error: 'Refundable must be true or false.' }),
  free_cancel_hours: whole('Free cancellation hours', 0, 8_760).nullable(),
  late_fee_nights: whole('Late fee nights', 0, 30),
  /** A refundable plan's deposit, paid when booking (a non-refundable plan is paid in full then). */
  deposit_percent: whole('Deposit', 0, 100).default(0),
  active: z.boolean({ error: 'Offered must be true or false.' }),
});
const refundableNeedsHours = {
  check: (plan: { refundable: boolean; free_cancel_hours: number | null }) =>
    !plan.refundable || plan.free_cancel_hours !== null,
  params: { path: ['free_cancel_hours'], message: 'A refundable plan needs its free cancellation hours.' },
};

export const staffRatePlanInputSchema = planFields.refine(
  refundableNeedsHours.check,
  refundableNeedsHours.params,
);
export type StaffRatePlanInput = z.infer<typeof staffRatePlanInputSchema>;

/** POST /api/staff/rates/plans: a new plan, with its code; without an order it is shown after the others. */
export const staffRatePlanCreateSchema = planFields
  .extend({ code: ratePlanCodeSchema(), sort_order: whole('Order', 0, 100).optional() })
  .refine(refundableNeedsHours.check, refundableNeedsHours.params);
export type StaffRatePlanCreate = z.infer<typeof staffRatePlanCreateSchema>;

export const staffRatePlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  adjust_percent: z.number().int(),
  meal_price_adult: z.number().int(),
  meal_price_child: z.number().int(),
  refundable: z.boolean(),
  free_cancel_hours: z.number().int().nullable(),
  late_fee_nights: z.number().int(),
  deposit_percent: z.number().int(),
  active: z.boolean(),
});
export type StaffRatePlan = z.infer<typeof staffRatePlanSchema>;
export const staffRatePlansResponseSchema = z.object({ data: z.array(staffRatePlanSchema) });

// ── GST slabs: one schedule (bands of a night's tariff) per period ──────────────────────────────────────

export const staffGstSlabSchema = z.object({
  id: z.number().int(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  tariff_from: z.number().int(),
  tariff_to: z.number().int().nullable(),
  rate_percent: z.number(),
});
export type StaffGstSlab = z.infer<typeof staffGstSlabSchema>;
export const staffGstSlabsResponseSchema = z.object({ data: z.array(staffGstSlabSchema) });

const ratePercent = z
  .number({ error: 'GST must be a number from 0 to 50.' })
  .min(0, 'GST must be a number from 0 to 50.')
  .max(50, 'GST must be a number from 0 to 50.')
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'GST may have at most two decimals.',
  );

/**
 * POST /api/staff/rates/taxes: new slabs in force from a date (the current ones end the day before). Bands
 * run from ₹0 up, each from the previous one's upper limit + 1, the last with no upper limit.
 */
export const staffGstScheduleInputSchema = z
  .object({
    effective_from: day('In force from'),
    slabs: z
      .array(
        z.object({
          tariff_to: whole('Up to', 0, 10_000_000).nullable(),
          rate_percent: ratePercent,
        }),
        { error: 'Give the slabs.' },
      )
      .min(1, 'Give at least one slab.')
      .max(10, 'At most 10 slabs.'),
  })
  .superRefine((schedule, context) => {
    schedule.slabs.forEach((slab, index) => {
      const last = index === schedule.slabs.length - 1;
      const previous = index === 0 ? -1 : (schedule.slabs[index - 1]?.tariff_to ?? Infinity);
      if (last && slab.tariff_to !== null)
        context.addIssue({
          code: 'custom',
          path: ['slabs', index, 'tariff_to'],
          message: 'The last slab has no upper limit: it covers every tariff above the others.',
        });
      else if (!last && (slab.tariff_to === null || slab.tariff_to <= previous))
        context.addIssue({
          code: 'custom',
          path: ['slabs', index, 'tariff_to'],
          message: 'Each slab’s upper limit must be above the one before.',
        });
    });
  });
export type StaffGstScheduleInput = z.infer<typeof staffGstScheduleInputSchema>;

/** PUT /api/staff/rates/taxes/:id: a slab's rate. */
export const staffGstRateInputSchema = z.object({ rate_percent: ratePercent });
export type StaffGstRateInput = z.infer<typeof staffGstRateInputSchema>;

// ── Room types: occupancy and the prices the admin 'room-types' contract does not hold ───────────────────

export const staffRoomTypeRatesInputSchema = z.object({
  weekend_price: whole('Weekend price', 1, 10_000_000).nullable(),
  included_occupancy: whole('Guests in the room rate', 1, 20),
  max_adults: whole('Most adults', 1, 20),
  max_children: whole('Most children', 0, 20),
  extra_adult_price: whole('Extra adult a night', 0, 1_000_000),
  extra_child_price: whole('Extra child a night', 0, 1_000_000),
  child_free_under_age: whole('Children stay free under', 0, 18),
  /** What the public room page lists as in the room; left out, the type keeps its list. */
  amenities: z
    .array(
      z
        .string({ error: 'Each amenity must be text.' })
        .trim()
        .min(1, 'An amenity cannot be empty.')
        .max(80, 'Each amenity must be at most 80 characters.'),
      { error: 'Amenities must be a list of text.' },
    )
    .max(20, 'List at most 20 amenities.')
    .refine((list) => new Set(list.map((item) => item.toLowerCase())).size === list.length, {
      message: 'Each amenity must be listed once.',
    })
    .optional(),
});
export type StaffRoomTypeRatesInput = z.infer<typeof staffRoomTypeRatesInputSchema>;

export const staffRoomTypeRatesSchema = staffRoomTypeRatesInputSchema.extend({
  id: z.number().int(),
  title: z.string(),
  /** The weekday rate and the most guests, edited with the room type's content. */
  room_base_price: z.number().int(),
  max_guests: z.number().int(),
  amenities: z.array(z.string()),
});
export type StaffRoomTypeRates = z.infer<typeof staffRoomTypeRatesSchema>;
export const staffRoomTypeRatesResponseSchema = z.object({ data: z.array(staffRoomTypeRatesSchema) });

// ── Coupons: their limits (the offer's copy and value are the admin 'offers' contract's) ───────────────────

export const STAFF_COUPON_SORTS = ['code', 'uses', 'valid_to'] as const;
export const staffCouponsQuerySchema = listQuery(STAFF_COUPON_SORTS);
export type StaffCouponsQuery = z.input<typeof staffCouponsQuerySchema>;

export const staffCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  offer_type: z.enum(['percent', 'flat']),
  offer_value: z.number().int(),
  active: z.boolean(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_guest: z.number().int().nullable(),
  uses: z.number().int(),
  /** Booked at least this many days before arrival (null: any time). */
  advance_days: z.number().int().nullable(),
  /** The room types it is for (null: every type). */
  room_type_ids: z.array(z.number().int()).nullable(),
  /** Nights it is never for. */
  blackout_dates: z.array(z.string()),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponsResponseSchema = z.object({
  data: z.array(staffCouponSchema),
  total: z.number().int(),
});
export type StaffCouponsResponse = z.infer<typeof staffCouponsResponseSchema>;

export const staffCouponLimitsSchema = z
  .object({
    valid_from: day('Valid from').nullable(),
    valid_to: day('Valid to').nullable(),
    max_uses: whole('Uses in all', 1, 1_000_000).nullable(),
    max_uses_per_guest: whole('Uses per guest', 1, 1_000).nullable(),
    // The conditions below are kept as they are when a request leaves them out (a back office of before).
    advance_days: whole('Days before arrival', 1, 365).nullable().optional(),
    room_type_ids: z
      .array(z.number({ error: 'Choose room types from the list.' }).int().positive(), {
        error: 'Choose room types from the list.',
      })
      .min(1, 'Choose at least one room type, or every room type.')
      .max(50)
      .nullable()
      .optional(),
    blackout_dates: z
      .array(day('A blackout date'), { error: 'Blackout dates must be a list of dates.' })
      .max(60, 'At most 60 blackout dates.')
      .optional(),
  })
  .refine((limits) => !limits.valid_from || !limits.valid_to || limits.valid_to >= limits.valid_from, {
    path: ['valid_to'],
    message: 'Valid to must not be before Valid from.',
  });
export type StaffCouponLimits = z.infer<typeof staffCouponLimitsSchema>;

export const STAFF_RATES_MESSAGES = {
  roomNotFound: 'Room not found.',
  roomTaken: 'Another room has this number.',
  unknownRoomType: 'There is no such room type.',
  roomHasStays:
    'This room has stays from today on: move them to another room first (a room changing type or leaving service cannot keep them).',
  seasonNotFound: 'Season not found.',
  restrictionsClash: (roomType: string, day: string) =>
    `${roomType} on ${day} would need more nights than it allows (fewest above most): change one of them.`,
  seasonOverlaps: (name: string) =>
    `This overlaps “${name}” with the same priority and rooms: give one a higher priority or change the dates.`,
  stayRuleNotFound: 'Stay rule not found.',
  stayRuleClashes: (from: string, to: string) =>
    `Another rule for arrivals ${from} to ${to} would leave no stay length allowed: change one of them.`,
  planNotFound: 'Rate plan not found.',
  lastActivePlan: 'At least one rate plan must stay offered.',
  planCodeTaken: (code: string) => `There is already a rate plan with the code ${code}: choose another code.`,
  slabNotFound: 'GST slab not found.',
  scheduleTooEarly: (date: string) => `New slabs must start after the latest ones (in force from ${date}).`,
  scheduleInPast: 'New slabs must start after today.',
  slabOver: 'This slab’s dates are over: it taxes no stay from today on.',
  slabsInUse: 'These slabs are in force today or were before: they cannot be deleted.',
  couponNotFound: 'Coupon not found.',
  couponRoomTypes: 'Choose room types from the list.',
  roomTypeNotFound: 'Room type not found.',
  aboveMaxGuests: (maxGuests: number) => `At most the room type's ${maxGuests} guests.`,
  childrenNeedAdult: (maxGuests: number) =>
    `Below the room type's ${maxGuests} guests: at least one adult is in every room.`,
  belowUses: (uses: number) => `It has been used ${uses} times already: allow at least that many.`,
} as const;

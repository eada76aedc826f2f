import {
  apiErrorSchema,
  hotelToday,
  rolesWith,
  STAFF_RATES_MESSAGES as MESSAGES,
  staffCouponLimitsSchema,
  staffCouponSchema,
  staffCouponsQuerySchema,
  staffCouponsResponseSchema,
  staffGstRateInputSchema,
  staffGstScheduleInputSchema,
  staffGstSlabSchema,
  staffGstSlabsResponseSchema,
  staffRateIdParamsSchema,
  staffRatePlanCreateSchema,
  staffRatePlanInputSchema,
  staffRatePlanParamsSchema,
  staffRatePlanSchema,
  staffRatePlansResponseSchema,
  staffRoomTypeRatesInputSchema,
  staffRoomTypeRatesResponseSchema,
  staffRoomTypeRatesSchema,
  staffRateCalendarQuerySchema,
  staffRateCalendarSchema,
  staffRateCalendarUpdatedSchema,
  staffRateCalendarUpdateSchema,
  staffSeasonInputSchema,
  staffSeasonPreviewInputSchema,
  staffSeasonPreviewSchema,
  staffSeasonSchema,
  staffSeasonsQuerySchema,
  staffSeasonsResponseSchema,
  staffStayRuleInputSchema,
  staffStayRuleSchema,
  staffStayRulesQuerySchema,
  staffStayRulesResponseSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import type { SeasonOutcome, StayRuleOutcome } from '../../repositories/rates-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const MANAGER = rolesWith('money');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied };

const seasonSaved = (outcome: SeasonOutcome) => {
  if (outcome === 'not-found') throw notFound(MESSAGES.seasonNotFound);
  if (outcome === 'unknown-type') throw new FieldError(400, { room_type_id: MESSAGES.unknownRoomType });
  if ('overlaps' in outcome)
    throw new FieldError(400, { starts_on: MESSAGES.seasonOverlaps(outcome.overlaps) });
  return outcome.season;
};

const stayRuleSaved = (outcome: StayRuleOutcome) => {
  if (outcome === 'not-found') throw notFound(MESSAGES.stayRuleNotFound);
  if (outcome === 'unknown-type') throw new FieldError(400, { room_type_id: MESSAGES.unknownRoomType });
  if ('clashes' in outcome)
    throw new FieldError(400, {
      min_nights: MESSAGES.stayRuleClashes(outcome.clashes.starts_on, outcome.clashes.ends_on),
    });
  return outcome.rule;
};

/**
 * Rates, managers only: the seasons, stay rules, rate plans, room types' occupancy and extra
 * prices, GST slabs and coupon limits every quote is priced from.
 */
const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rates } = app.repositories;
  const today = () => hotelToday(now());

  // Room types and coupons show in public reads (room types, offers): the shared cache is emptied after a
  // write, before its answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    const writes = WRITES.has(request.method) && !request.url.endsWith('/seasons/preview');
    if (writes && reply.statusCode < 400) await app.publicContent.changed();
    return payload;
  });

  app.get(
    '/rates/seasons',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Seasons that move nightly rates: searched by name, sorted, 20 a page',
        security,
        querystring: staffSeasonsQuerySchema,
        response: { 200: staffSeasonsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => rates.seasons(request.query),
  );

  app.post(
    '/rates/seasons',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Add a season (not overlapping another of the same priority for the same rooms)',
        security,
        body: staffSeasonInputSchema,
        response: { 201: staffSeasonSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(seasonSaved(await rates.saveSeason(signedInUserId(request), undefined, request.body))),
  );

  app.post(
    '/rates/seasons/preview',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Nightly prices before and after a season (as it would be saved; its first 31 nights), saving nothing',
        security,
        body: staffSeasonPreviewInputSchema,
        response: { 200: staffSeasonPreviewSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await app.repositories.rateCalendar.previewSeason(request.body);
      if (outcome === 'not-found') throw notFound(MESSAGES.seasonNotFound);
      if (outcome === 'unknown-type') throw new FieldError(400, { room_type_id: MESSAGES.unknownRoomType });
      if ('overlaps' in outcome)
        throw new FieldError(400, { starts_on: MESSAGES.seasonOverlaps(outcome.overlaps) });
      return outcome;
    },
  );

  app.get(
    '/rates/calendar',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: "A room type's month: each night's price, rooms left and restrictions",
        security,
        querystring: staffRateCalendarQuerySchema,
        response: { 200: staffRateCalendarSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const calendar = await app.repositories.rateCalendar.month(
        request.query.room_type,
        request.query.month,
      );
      if (!calendar) throw notFound(MESSAGES.roomTypeNotFound);
      return calendar;
    },
  );

  app.put(
    '/rates/calendar',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Set or clear stop-sell, stays by arrival and closed to arrival or departure over a range of days',
        security,
        body: staffRateCalendarUpdateSchema,
        response: { 200: staffRateCalendarUpdatedSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await app.repositories.rateCalendar.update(signedInUserId(request), request.body);
      if (outcome === 'unknown-type') throw new FieldError(400, { room_type_ids: MESSAGES.unknownRoomType });
      if ('clash' in outcome)
        throw new FieldError(400, {
          'set.min_stay': MESSAGES.restrictionsClash(outcome.clash.roomType, outcome.clash.day),
        });
      return outcome;
    },
  );

  app.put(
    '/rates/seasons/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Change a season',
        security,
        params: staffRateIdParamsSchema,
        body: staffSeasonInputSchema,
        response: { 200: staffSeasonSchema, ...writeErrors },
      },
    },
    async (request) =>
      seasonSaved(await rates.saveSeason(signedInUserId(request), request.params.id, request.body)),
  );

  app.delete(
    '/rates/seasons/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Delete a season',
        security,
        params: staffRateIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await rates.deleteSeason(signedInUserId(request), request.params.id)))
        throw notFound(MESSAGES.seasonNotFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/rates/stay-rules',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'The fewest and most nights for arrivals in date ranges: sorted, 20 a page',
        security,
        querystring: staffStayRulesQuerySchema,
        response: { 200: staffStayRulesResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => rates.stayRules(request.query),
  );

  app.post(
    '/rates/stay-rules',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Add a stay rule (not one that, with another, would allow no stay length)',
        security,
        body: staffStayRuleInputSchema,
        response: { 201: staffStayRuleSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(stayRuleSaved(await rates.saveStayRule(signedInUserId(request), undefined, request.body))),
  );

  app.put(
    '/rates/stay-rules/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Change a stay rule',
        security,
        params: staffRateIdParamsSchema,
        body: staffStayRuleInputSchema,
        response: { 200: staffStayRuleSchema, ...writeErrors },
      },
    },
    async (request) =>
      stayRuleSaved(await rates.saveStayRule(signedInUserId(request), request.params.id, request.body)),
  );

  app.delete(
    '/rates/stay-rules/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Delete a stay rule',
        security,
        params: staffRateIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await rates.deleteStayRule(signedInUserId(request), request.params.id)))
        throw notFound(MESSAGES.stayRuleNotFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/rates/plans',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'The rate plans, offered or not',
        security,
        response: { 200: staffRatePlansResponseSchema, ...denied },
      },
    },
    async () => ({ data: await rates.plans() }),
  );

  app.post(
    '/rates/plans',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Add a rate plan (a meal plan, a package): its code, price, meals and cancellation policy',
        security,
        body: staffRatePlanCreateSchema,
        response: { 201: staffRatePlanSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const outcome = await rates.createPlan(signedInUserId(request), request.body);
      if (outcome === 'code-taken')
        throw new FieldError(409, { code: MESSAGES.planCodeTaken(request.body.code) });
      return reply.code(201).send(outcome.plan);
    },
  );

  app.put(
    '/rates/plans/:code',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Change a rate plan: its price, meals, cancellation policy and whether it is offered',
        security,
        params: staffRatePlanParamsSchema,
        body: staffRatePlanInputSchema,
        response: { 200: staffRatePlanSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await rates.updatePlan(signedInUserId(request), request.params.code, request.body);
      if (outcome === 'not-found') throw notFound(MESSAGES.planNotFound);
      if (outcome === 'last-active') throw new FieldError(409, { active: MESSAGES.lastActivePlan });
      return outcome.plan;
    },
  );

  app.get(
    '/rates/taxes',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'The GST slabs on accommodation, latest first',
        security,
        response: { 200: staffGstSlabsResponseSchema, ...denied },
      },
    },
    async () => ({ data: await rates.slabs() }),
  );

  app.post(
    '/rates/taxes',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'New GST slabs in force from a date after today (the latest ones end the day before)',
        security,
        body: staffGstScheduleInputSchema,
        response: { 201: staffGstSlabsResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const outcome = await rates.addSchedule(signedInUserId(request), request.body, today());
      if (outcome === 'in-past') throw new FieldError(400, { effective_from: MESSAGES.scheduleInPast });
      if ('tooEarly' in outcome)
        throw new FieldError(400, { effective_from: MESSAGES.scheduleTooEarly(outcome.tooEarly) });
      return reply.code(201).send({ data: outcome.slabs });
    },
  );

  app.put(
    '/rates/taxes/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Change a GST slab’s rate',
        security,
        params: staffRateIdParamsSchema,
        body: staffGstRateInputSchema,
        response: { 200: staffGstSlabSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await rates.setSlabRate(
        signedInUserId(request),
        request.params.id,
        request.body.rate_percent,
        today(),
      );
      if (outcome === 'not-found') throw notFound(MESSAGES.slabNotFound);
      if (outcome === 'over') throw new HttpError(409, MESSAGES.slabOver);
      return outcome.slab;
    },
  );

  app.delete(
    '/rates/taxes/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Delete the GST slabs in force from the same date as this one, when that is after today',
        security,
        params: staffRateIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const outcome = await rates.deleteSchedule(signedInUserId(request), request.params.id, today());
      if (outcome === 'not-found') throw notFound(MESSAGES.slabNotFound);
      if (outcome === 'in-use') throw new HttpError(409, MESSAGES.slabsInUse);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/rates/room-types',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Each room type’s occupancy, weekend price and extra-guest prices',
        security,
        response: { 200: staffRoomTypeRatesResponseSchema, ...denied },
      },
    },
    async () => ({ data: await rates.roomTypeRates() }),
  );

  app.put(
    '/rates/room-types/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Change a room type’s occupancy, weekend price and extra-guest prices',
        security,
        params: staffRateIdParamsSchema,
        body: staffRoomTypeRatesInputSchema,
        response: { 200: staffRoomTypeRatesSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await rates.setRoomTypeRates(signedInUserId(request), request.params.id, request.body);
      if (outcome === 'not-found') throw notFound(MESSAGES.roomTypeNotFound);
      if ('fields' in outcome) {
        const { fields, maxGuests } = outcome;
        throw new FieldError(
          400,
          Object.fromEntries(
            Object.entries(fields).map(([field, why]) => [
              field,
              why === 'above-max-guests'
                ? MESSAGES.aboveMaxGuests(maxGuests)
                : MESSAGES.childrenNeedAdult(maxGuests),
            ]),
          ),
        );
      }
      return outcome.roomType;
    },
  );

  app.get(
    '/rates/coupons',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Coupons with their dates, limits and uses: searched, sorted, 20 a page',
        security,
        querystring: staffCouponsQuerySchema,
        response: { 200: staffCouponsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => rates.coupons(request.query),
  );

  app.put(
    '/rates/coupons/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Change a coupon’s dates, limits and conditions: days booked ahead, room types, blackout nights (uses not below those made)',
        security,
        params: staffRateIdParamsSchema,
        body: staffCouponLimitsSchema,
        response: { 200: staffCouponSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await rates.setCouponLimits(signedInUserId(request), request.params.id, request.body);
      if (outcome === 'not-found') throw notFound(MESSAGES.couponNotFound);
      if ('belowUses' in outcome)
        throw new FieldError(400, { max_uses: MESSAGES.belowUses(outcome.belowUses) });
      if ('unknownRoomTypes' in outcome)
        throw new FieldError(400, { room_type_ids: MESSAGES.couponRoomTypes });
      return outcome.coupon;
    },
  );
};

export default ratesRoutes;

import {
  apiErrorSchema,
  hotelToday,
  rolesWith,
  serviceMinutes,
  STAFF_RESTAURANT_MESSAGES,
  type StaffRestaurant,
  staffRestaurantDayQuerySchema,
  staffRestaurantDaySchema,
  staffRestaurantHoursRequestSchema,
  staffRestaurantParamsSchema,
  staffRestaurantSchema,
  staffRestaurantsResponseSchema,
  staffRestaurantTableParamsSchema,
  staffRestaurantTablesQuerySchema,
  staffRestaurantTablesResponseSchema,
  staffTableInputSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import type {
  TableChange,
  TableOutcome,
  TableRefusal,
} from '../../repositories/staff-restaurants-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const FRONT_DESK = rolesWith('front-desk');
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

const TABLE_REFUSALS: Record<TableRefusal, HttpError> = {
  'no-restaurant': notFound(STAFF_RESTAURANT_MESSAGES.restaurantNotFound),
  'no-table': notFound(STAFF_RESTAURANT_MESSAGES.tableNotFound),
  'label-taken': new FieldError(409, { label: STAFF_RESTAURANT_MESSAGES.labelTaken }),
  'seats-below-party': new FieldError(409, { seats: STAFF_RESTAURANT_MESSAGES.seatsBelowParty }),
  'has-upcoming': new HttpError(409, STAFF_RESTAURANT_MESSAGES.hasUpcoming),
};

const writeAnswers = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied };

/**
 * Restaurants in the back office: opening hours, tables in service, and a day's tables
 * with their parties. Hours and tables are what guests book against, so every write empties the public cache.
 */
const staffRestaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffRestaurants } = app.repositories;

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) await app.publicContent.changed();
    return payload;
  });

  const restaurant = async (id: number): Promise<StaffRestaurant> => {
    const found = (await staffRestaurants.list(hotelToday(now()))).find((one) => one.id === id);
    if (!found) throw notFound(STAFF_RESTAURANT_MESSAGES.restaurantNotFound);
    return found;
  };

  const audited =
    (actor: number, action: 'create' | 'update' | 'retire'): TableChange =>
    (tx, change) =>
      audit(tx, actor, {
        action: `restaurant_table.${action}`,
        entity: 'restaurant_table',
        id: change.id,
        before: change.before,
        after: change.after,
      });

  const settled = async (restaurantId: number, outcome: TableOutcome<number>) => {
    if (!outcome.done) throw TABLE_REFUSALS[outcome.reason];
    return restaurant(restaurantId);
  };

  app.get(
    '/restaurants',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Every restaurant with its opening hours per weekday and its tables in service',
        security,
        response: { 200: staffRestaurantsResponseSchema, ...denied },
      },
    },
    async () => ({ restaurants: await staffRestaurants.list(hotelToday(now())) }),
  );

  app.get(
    '/restaurants/:id/tables',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'A restaurant’s tables in service whose name contains the search, sorted by name, seats or upcoming parties, 10 a page',
        security,
        params: staffRestaurantParamsSchema,
        querystring: staffRestaurantTablesQuerySchema,
        response: {
          200: staffRestaurantTablesResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const page = await staffRestaurants.tables(request.params.id, request.query, hotelToday(now()));
      if (!page) throw notFound(STAFF_RESTAURANT_MESSAGES.restaurantNotFound);
      return page;
    },
  );

  app.put(
    '/restaurants/:id/hours',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Replace the week’s services (opening before closing, none overlapping, each at least one sitting long); a weekday without one is closed',
        security,
        params: staffRestaurantParamsSchema,
        body: staffRestaurantHoursRequestSchema,
        response: { 200: staffRestaurantSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { hours } = request.body;
      const slotMinutes = await staffRestaurants.slotMinutes(id);
      if (slotMinutes === undefined) throw notFound(STAFF_RESTAURANT_MESSAGES.restaurantNotFound);
      const short = hours.findIndex((service) => serviceMinutes(service.opens, service.closes) < slotMinutes);
      if (short >= 0) {
        throw new FieldError(400, {
          [`hours.${short}.closes`]: `A sitting here lasts ${slotMinutes} minutes: a service must last at least that long.`,
        });
      }
      const saved = await staffRestaurants.setHours(id, hours, (tx, before) =>
        audit(tx, signedInUserId(request), {
          action: 'restaurant.hours',
          entity: 'restaurant',
          id,
          before: { hours: before },
          after: { hours },
        }),
      );
      if (!saved) throw notFound(STAFF_RESTAURANT_MESSAGES.restaurantNotFound);
      return restaurant(id);
    },
  );

  app.post(
    '/restaurants/:id/tables',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Add a table to a restaurant, with a name no other table in service has',
        security,
        params: staffRestaurantParamsSchema,
        body: staffTableInputSchema,
        response: { 201: staffRestaurantSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await staffRestaurants.addTable(
        id,
        request.body,
        audited(signedInUserId(request), 'create'),
      );
      return reply.code(201).send(await settled(id, outcome));
    },
  );

  app.put(
    '/restaurants/:id/tables/:tableId',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Rename a table or change its seats, never below a party confirmed on it from today on',
        security,
        params: staffRestaurantTableParamsSchema,
        body: staffTableInputSchema,
        response: { 200: staffRestaurantSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { id, tableId } = request.params;
      const outcome = await staffRestaurants.changeTable(
        id,
        tableId,
        request.body,
        hotelToday(now()),
        audited(signedInUserId(request), 'update'),
      );
      return settled(id, outcome);
    },
  );

  app.delete(
    '/restaurants/:id/tables/:tableId',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Retire a table: it is no longer offered or confirmed with; refused while it holds a confirmed party from today on',
        security,
        params: staffRestaurantTableParamsSchema,
        response: { 204: z.null(), ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { id, tableId } = request.params;
      const outcome = await staffRestaurants.retireTable(
        id,
        tableId,
        hotelToday(now()),
        audited(signedInUserId(request), 'retire'),
      );
      if (!outcome.done) throw TABLE_REFUSALS[outcome.reason];
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/restaurants/:id/day',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'A restaurant’s day (today by default): its sittings, each table with its confirmed parties, and the pending requests',
        security,
        params: staffRestaurantParamsSchema,
        querystring: staffRestaurantDayQuerySchema,
        response: { 200: staffRestaurantDaySchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const day = await staffRestaurants.day(request.params.id, request.query.date ?? hotelToday(now()));
      if (!day) throw notFound(STAFF_RESTAURANT_MESSAGES.restaurantNotFound);
      return day;
    },
  );
};

export default staffRestaurantRoutes;

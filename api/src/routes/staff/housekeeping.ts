import {
  apiErrorSchema,
  HOUSEKEEPING_MESSAGES as MESSAGES,
  hotelToday,
  rolesWith,
  staffHousekeepingParamsSchema,
  staffHousekeepingQuerySchema,
  staffHousekeepingResponseSchema,
  staffHousekeepingRoomSchema,
  staffHousekeepingUpdateSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock';
import { FieldError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const HOUSEKEEPING = rolesWith('housekeeping');

/** Housekeeping's rooms: each one's state, today's comings and goings, and who cleans it. */
const housekeepingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { housekeeping } = app.repositories;
  const today = () => hotelToday(now());

  app.get(
    '/housekeeping',
    {
      config: { access: HOUSEKEEPING },
      schema: {
        tags: ['staff'],
        summary:
          'Rooms floor by floor with their housekeeping state, guests in house, arriving and leaving today, and housekeeper (mine=true: my rooms)',
        security,
        querystring: staffHousekeepingQuerySchema,
        response: { 200: staffHousekeepingResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => housekeeping.list(today(), request.query.mine ? signedInUserId(request) : null),
  );

  app.put(
    '/housekeeping/rooms/:id',
    {
      config: { access: HOUSEKEEPING },
      schema: {
        tags: ['staff'],
        summary:
          'Set a room dirty, clean, inspected or out of order (or back in service), or assign its housekeeper; audited',
        security,
        params: staffHousekeepingParamsSchema,
        body: staffHousekeepingUpdateSchema,
        response: {
          200: staffHousekeepingRoomSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const outcome = await housekeeping.update(
        signedInUserId(request),
        request.params.id,
        request.body,
        today(),
      );
      if (outcome === 'not-found') throw notFound(MESSAGES.roomNotFound);
      if (outcome === 'not-a-housekeeper')
        throw new FieldError(400, { housekeeper_id: MESSAGES.notAHousekeeper });
      if ('refused' in outcome) {
        const { room_no, from, to } = outcome.refused;
        throw new FieldError(400, { state: MESSAGES.refused(room_no, from, to) });
      }
      return outcome.room;
    },
  );
};

export default housekeepingRoutes;

import {
  apiErrorSchema,
  hotelToday,
  rolesWith,
  STAFF_RATES_MESSAGES as MESSAGES,
  staffRoomParamsSchema,
  staffRoomRowSchema,
  staffRoomsQuerySchema,
  staffRoomsResponseSchema,
  staffRoomUpdateSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const MANAGER = rolesWith('rooms');
const FRONT_DESK = rolesWith('front-desk');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied };

/**
 * The rooms: both desks list them with their closures (taken out of service for dates through
 * frontdesk.ts); managers change a room's number, floor, type and service.
 */
const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rooms } = app.repositories;
  const today = () => hotelToday(now());

  // A room's type shows in public reads (room types and their free rooms): the shared cache is emptied after
  // a write, before its answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) await app.publicContent.changed();
    return payload;
  });

  app.get(
    '/rooms',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Rooms with their type, floor, service and closures: searched, sorted, 20 a page',
        security,
        querystring: staffRoomsQuerySchema,
        response: { 200: staffRoomsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => rooms.list(request.query, today()),
  );

  app.put(
    '/rooms/:id',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Change a room’s number, floor, type or service (not while it has stays to come)',
        security,
        params: staffRoomParamsSchema,
        body: staffRoomUpdateSchema,
        response: { 200: staffRoomRowSchema, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await rooms.update(signedInUserId(request), request.params.id, request.body, today());
      if (outcome === 'not-found') throw notFound(MESSAGES.roomNotFound);
      if (outcome === 'unknown-type') throw new FieldError(400, { room_type_id: MESSAGES.unknownRoomType });
      if (outcome === 'number-taken') throw new FieldError(409, { room_no: MESSAGES.roomTaken });
      if (outcome === 'has-stays') throw new HttpError(409, MESSAGES.roomHasStays);
      return outcome.room;
    },
  );
};

export default roomsRoutes;

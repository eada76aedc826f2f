import {
  apiErrorSchema,
  closedMessage,
  closureOverParties,
  hotelToday,
  rolesWith,
  staffClosureParamsSchema,
  staffClosureRequestSchema,
  staffClosuresResponseSchema,
  staffFloorQuerySchema,
  staffFloorSchema,
  staffRestaurantParamsSchema,
  staffTableBookingParamsSchema,
  staffTableBookingRequestSchema,
  staffTableBookingResponseSchema,
  staffTableCancelRequestSchema,
  staffTableMoveRequestSchema,
  TABLE_BOOKING_MESSAGES as M,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import type {
  TableBookingChange,
  TableBookingOutcome,
  TableBookingRefusal,
} from '../../repositories/staff-table-bookings-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const writeAnswers = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied };
const FRONT_DESK = rolesWith('front-desk');

const REFUSALS: Record<Exclude<TableBookingRefusal, 'closed'>, HttpError> = {
  'no-restaurant': notFound(M.restaurantNotFound),
  'no-booking': notFound(M.bookingNotFound),
  'no-closure': notFound(M.closureNotFound),
  'not-a-sitting': new FieldError(400, { time: M.time }),
  'sitting-over': new FieldError(409, { time: M.sittingOver }),
  'no-table': new FieldError(400, { table_id: M.tableNotFound }),
  'table-closed': new FieldError(409, { table_id: M.tableClosed }),
  'table-too-small': new FieldError(409, { table_id: M.tableTooSmall }),
  'table-taken': new FieldError(409, { table_id: M.tableTaken }),
  'table-needed': new FieldError(409, { table_id: M.tableNeeded }),
  'no-free-table': new FieldError(409, { table_id: M.noFreeTable }),
  'same-table': new FieldError(409, { table_id: M.sameTable }),
  'not-confirmed': new HttpError(409, M.notConfirmed),
  'not-holding': new HttpError(409, M.notHolding),
  'not-seated': new HttpError(409, M.notSeated),
  'not-today': new HttpError(409, M.notToday),
  'too-early': new HttpError(409, M.tooEarly),
};

/**
 * The front desk's tables: a phone or walk-in party booked on the spot, the evening's service (seat, move,
 * finish, no-show, cancel), and the dates a restaurant or some of its tables is closed or held.
 */
const staffTableBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffTableBookings } = app.repositories;

  const audited =
    (actor: number, entity: 'table_booking' | 'restaurant_closure'): TableBookingChange =>
    (tx, change) =>
      audit(tx, actor, {
        action: change.action,
        entity,
        id: change.id,
        before: change.before,
        after: change.after,
      });

  const answer = (outcome: TableBookingOutcome, message: string) => {
    if (outcome.done) return { message, booking: outcome.booking };
    if (outcome.reason === 'closed')
      throw new FieldError(409, { time: closedMessage(outcome.closedBy ?? '') });
    throw REFUSALS[outcome.reason];
  };

  const bookingRoute = (path: string, summary: string, body?: z.ZodType) => ({
    path,
    options: {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary,
        security,
        params: staffTableBookingParamsSchema,
        ...(body ? { body } : {}),
        response: { 200: staffTableBookingResponseSchema, ...writeAnswers },
      },
    },
  });

  app.get(
    '/table-bookings',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'A restaurant’s day on the floor: its sittings, tables, every party with its state, and closures',
        security,
        querystring: staffFloorQuerySchema,
        response: { 200: staffFloorSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const floor = await staffTableBookings.floor(request.query.restaurant_id, request.query.date);
      if (!floor) throw notFound(M.restaurantNotFound);
      return floor;
    },
  );

  app.post(
    '/table-bookings',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Book a phone or walk-in party at a sitting of the day, on the table given or the smallest free one that seats it (audited)',
        security,
        body: staffTableBookingRequestSchema,
        response: { 201: staffTableBookingResponseSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const outcome = await staffTableBookings.create(
        request.body,
        now(),
        audited(signedInUserId(request), 'table_booking'),
      );
      const body = answer(outcome, M.created);
      return reply.code(201).send(body);
    },
  );

  const seat = bookingRoute(
    '/table-bookings/:id/seat',
    'Seat a confirmed party on the day of its booking (audited)',
  );
  app.post(seat.path, seat.options, async (request) =>
    answer(
      await staffTableBookings.seat(
        request.params.id,
        hotelToday(now()),
        audited(signedInUserId(request), 'table_booking'),
      ),
      M.seated,
    ),
  );

  const move = bookingRoute(
    '/table-bookings/:id/move',
    'Move a confirmed or seated party to another table, open, free and large enough at its time (audited)',
    staffTableMoveRequestSchema,
  );
  app.post(move.path, move.options, async (request) => {
    const { table_id } = staffTableMoveRequestSchema.parse(request.body);
    return answer(
      await staffTableBookings.move(
        request.params.id,
        table_id,
        audited(signedInUserId(request), 'table_booking'),
      ),
      M.moved,
    );
  });

  const finish = bookingRoute(
    '/table-bookings/:id/finish',
    'A seated party has left: its table is free (audited)',
  );
  app.post(finish.path, finish.options, async (request) =>
    answer(
      await staffTableBookings.finish(request.params.id, audited(signedInUserId(request), 'table_booking')),
      M.finished,
    ),
  );

  const noShow = bookingRoute(
    '/table-bookings/:id/no-show',
    'Mark a confirmed party that has not come, once its time has come (audited)',
  );
  app.post(noShow.path, noShow.options, async (request) =>
    answer(
      await staffTableBookings.noShow(
        request.params.id,
        now(),
        audited(signedInUserId(request), 'table_booking'),
      ),
      M.noShow,
    ),
  );

  const cancel = bookingRoute(
    '/table-bookings/:id/cancel',
    'Cancel a confirmed party with a reason; a guest with an account is told (audited)',
    staffTableCancelRequestSchema,
  );
  app.post(cancel.path, cancel.options, async (request) => {
    const { reason } = staffTableCancelRequestSchema.parse(request.body);
    const logged = audited(signedInUserId(request), 'table_booking');
    const outcome = await staffTableBookings.cancel(request.params.id, reason, async (tx, change) => {
      await logged(tx, change);
      // A guest with an account gets the hotel's mail too, as when a request is declined.
      await app.mail.enqueueComposed(tx, { kind: 'table.answered', data: { id: change.id } });
    });
    app.mail.wake();
    return answer(outcome, M.cancelled);
  });

  app.get(
    '/restaurants/:id/closures',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'A restaurant’s closures and private events from today on',
        security,
        params: staffRestaurantParamsSchema,
        response: { 200: staffClosuresResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const closures = await staffTableBookings.closures(request.params.id, hotelToday(now()));
      if (!closures) throw notFound(M.restaurantNotFound);
      return { closures };
    },
  );

  app.post(
    '/restaurants/:id/closures',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Close a restaurant, or hold some of its tables, from one date to another, all day or within a window (audited)',
        security,
        params: staffRestaurantParamsSchema,
        body: staffClosureRequestSchema,
        response: { 201: staffClosuresResponseSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await staffTableBookings.addClosure(
        id,
        request.body,
        audited(signedInUserId(request), 'restaurant_closure'),
      );
      if (!outcome.done) {
        throw outcome.reason === 'has-parties'
          ? new HttpError(409, closureOverParties(outcome.parties))
          : REFUSALS[outcome.reason];
      }
      await app.publicContent.changed();
      return reply
        .code(201)
        .send({ closures: (await staffTableBookings.closures(id, hotelToday(now()))) ?? [] });
    },
  );

  app.delete(
    '/restaurants/:id/closures/:closureId',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Remove a closure: its dates and tables can be booked again (audited)',
        security,
        params: staffClosureParamsSchema,
        response: { 200: staffClosuresResponseSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { id, closureId } = request.params;
      const removed = await staffTableBookings.removeClosure(
        id,
        closureId,
        audited(signedInUserId(request), 'restaurant_closure'),
      );
      if (!removed) throw notFound(M.closureNotFound);
      await app.publicContent.changed();
      return { closures: (await staffTableBookings.closures(id, hotelToday(now()))) ?? [] };
    },
  );
};

export default staffTableBookingRoutes;

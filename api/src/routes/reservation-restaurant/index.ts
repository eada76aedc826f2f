import {
  accountUserParamsSchema,
  apiErrorSchema,
  callForLargeParty,
  isRestaurantReservationCancellable,
  NO_USER_DATA_MESSAGE,
  type Restaurant,
  RESTAURANT_MESSAGES,
  restaurantConfirmRequestSchema,
  restaurantDeclineRequestSchema,
  restaurantListSchema,
  restaurantReservationIdParamsSchema,
  restaurantReservationListSchema,
  restaurantReservationRequestSchema,
  restaurantReservationResponseSchema,
  restaurantSlotsQuerySchema,
  restaurantSlotsSchema,
  rolesWith,
  TABLE_BOOKING_MESSAGES,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { isoWeekday } from '../../lib/restaurant-slots';
import { tableMail } from '../../mail/table-mail';
import { assertOwner, signedInUserId } from '../../plugins/app/auth';
import type { ConfirmRefusal, RequestRefusal } from '../../repositories/reservation-restaurant-repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A refusal that belongs to one field of the form, with that field's message. */
const fieldError = (statusCode: number, field: string, message: string) =>
  new FieldError(statusCode, { [field]: message });

const REQUEST_REFUSALS: Record<Exclude<RequestRefusal, 'party-too-large'>, HttpError> = {
  'unknown-restaurant': fieldError(400, 'restaurant_id', RESTAURANT_MESSAGES.unknownRestaurant),
  'time-not-offered': fieldError(400, 'time', RESTAURANT_MESSAGES.timeNotOffered),
  'slot-full': fieldError(409, 'time', RESTAURANT_MESSAGES.slotFull),
};

const CONFIRM_REFUSALS: Record<ConfirmRefusal, HttpError> = {
  'not-found': notFound(RESTAURANT_MESSAGES.notFound),
  'not-pending': new HttpError(409, RESTAURANT_MESSAGES.notPending),
  'slot-passed': new HttpError(409, RESTAURANT_MESSAGES.slotPassed),
  'unknown-table': fieldError(400, 'table_id', RESTAURANT_MESSAGES.unknownTable),
  'table-too-small': fieldError(400, 'table_id', RESTAURANT_MESSAGES.tableTooSmall),
  'table-taken': fieldError(409, 'table_id', RESTAURANT_MESSAGES.tableTaken),
  'table-needed': fieldError(409, 'table_id', RESTAURANT_MESSAGES.tableNeeded),
  'table-closed': fieldError(409, 'table_id', TABLE_BOOKING_MESSAGES.tableClosed),
};

const tooLarge = (restaurant: Restaurant) =>
  callForLargeParty(restaurant.name, restaurant.largest_table, restaurant.phone);

/** Restaurant table requests ("Book Your Slot") of signed-in guests (registered under /reservationRestaurant). */
const reservationRestaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.reservationRestaurant;

  // The guest's mail when staff confirm or decline a request, or the hotel cancels a booking (with its reason;
  // the front desk's routes enqueue it too), written when it leaves.
  app.mail.define('table.answered', async (data) => {
    const reservation = await repository.find(Number(data.id));
    const guest = reservation && (await app.repositories.users.findById(reservation.user_id._id));
    const answered =
      reservation &&
      (['Confirmed', 'Declined'].includes(reservation.status) ||
        (reservation.status === 'Cancelled' && reservation.decline_reason !== null));
    if (!reservation || !guest || !answered) return null;
    return { to: guest.email, ...(await tableMail({ reservation, siteUrl: app.config.mail.siteUrl })) };
  });
  const mailAnswer = (id: number) => (tx: Db) =>
    app.mail.enqueueComposed(tx, { kind: 'table.answered', data: { id } });

  const answer = async (id: number, message: string) => {
    const reservation = await repository.find(id);
    if (!reservation) throw notFound(RESTAURANT_MESSAGES.notFound);
    return { success: true as const, message, data: reservation };
  };

  app.get(
    '/restaurants',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: "The hotel's restaurants with their services per weekday, sitting length and lead time",
        response: { 200: restaurantListSchema },
      },
    },
    async () => ({ restaurants: await repository.listRestaurants() }),
  );

  app.get(
    '/slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          "A day's bookable times at a restaurant for a party: future sittings not closer than the lead time, each with whether a table is free",
        querystring: restaurantSlotsQuerySchema,
        response: { 200: restaurantSlotsSchema, ...errors },
      },
    },
    async (request) => {
      const { restaurant_id, date, party_size } = request.query;
      const found = await repository.slots(restaurant_id, date, party_size, now());
      if (!found) throw fieldError(400, 'restaurant_id', RESTAURANT_MESSAGES.unknownRestaurant);
      const { restaurant, slots } = found;
      const closed = !restaurant.hours.some((service) => service.weekday === isoWeekday(date));
      const message =
        party_size > restaurant.largest_table
          ? tooLarge(restaurant)
          : closed
            ? RESTAURANT_MESSAGES.closed
            : slots.length === 0
              ? RESTAURANT_MESSAGES.noTimes
              : null;
      return {
        restaurant_id,
        date,
        party_size,
        slots: party_size > restaurant.largest_table ? [] : slots,
        message,
      };
    },
  );

  app.post(
    '/create',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          'Ask for a table at an offered time; refused when no table seats the party then. It stays Pending until staff confirm it with a table or decline it',
        security: [{ bearerAuth: [] }],
        body: restaurantReservationRequestSchema,
        response: { 201: restaurantReservationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, restaurant_id, date, time, party_size, phone, details } = request.body;
      const outcome = await repository.request(
        {
          userId: signedInUserId(request),
          restaurantId: restaurant_id,
          name,
          date,
          time,
          partySize: party_size,
          phone: phone ?? null,
          details,
        },
        now(),
      );
      if (!outcome.requested) {
        if (outcome.reason !== 'party-too-large') throw REQUEST_REFUSALS[outcome.reason];
        const restaurant = (await repository.listRestaurants()).find((r) => r._id === restaurant_id);
        throw fieldError(
          400,
          'party_size',
          restaurant ? tooLarge(restaurant) : RESTAURANT_MESSAGES.partySize,
        );
      }
      return reply.code(201).send(await answer(outcome.id, RESTAURANT_MESSAGES.requested));
    },
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['bookings'],
        summary: "Your table requests, the latest first (another account's id: 404)",
        security: [{ bearerAuth: [] }],
        params: accountUserParamsSchema,
        response: { 200: restaurantReservationListSchema, ...errors },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      return { reservationRestaurant: await repository.listForUser(request.params.userId) };
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['bookings'],
        summary: 'Cancel one of your Pending or Confirmed table bookings before its slot',
        security: [{ bearerAuth: [] }],
        params: restaurantReservationIdParamsSchema,
        response: { 200: restaurantReservationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const reservation = await repository.find(request.params.id);
      if (!reservation) throw notFound(RESTAURANT_MESSAGES.notFound);
      assertOwner(request, reservation.user_id._id, RESTAURANT_MESSAGES.notFound);
      if (
        !isRestaurantReservationCancellable(reservation, now()) ||
        !(await repository.cancel(reservation._id))
      ) {
        throw new HttpError(409, RESTAURANT_MESSAGES.notCancellable);
      }
      return answer(reservation._id, RESTAURANT_MESSAGES.cancelled);
    },
  );

  app.post(
    '/:id/confirm',
    {
      config: { access: rolesWith('front-desk') },
      schema: {
        tags: ['bookings', 'admin'],
        summary:
          'Staff: confirm a Pending request with a table of its restaurant that seats the party and is free at that slot',
        security: [{ bearerAuth: [] }],
        params: restaurantReservationIdParamsSchema,
        body: restaurantConfirmRequestSchema,
        response: { 200: restaurantReservationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { table_id } = request.body;
      const outcome = await repository.confirm(id, table_id, now(), async (tx) => {
        await mailAnswer(id)(tx);
        await audit(tx, signedInUserId(request), {
          action: 'table.confirm',
          entity: 'table_request',
          id,
          before: { status: 'Pending' },
          after: { status: 'Confirmed', table_id },
        });
      });
      if (!outcome.done) throw CONFIRM_REFUSALS[outcome.reason];
      app.mail.wake();
      return answer(request.params.id, RESTAURANT_MESSAGES.confirmed);
    },
  );

  app.post(
    '/:id/decline',
    {
      config: { access: rolesWith('front-desk') },
      schema: {
        tags: ['bookings', 'admin'],
        summary: 'Staff: decline a Pending request with a reason the guest sees',
        security: [{ bearerAuth: [] }],
        params: restaurantReservationIdParamsSchema,
        body: restaurantDeclineRequestSchema,
        response: { 200: restaurantReservationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const outcome = await repository.decline(id, reason, async (tx) => {
        await mailAnswer(id)(tx);
        await audit(tx, signedInUserId(request), {
          action: 'table.decline',
          entity: 'table_request',
          id,
          before: { status: 'Pending' },
          after: { status: 'Declined', reason },
        });
      });
      if (!outcome.done) {
        throw outcome.reason === 'not-found'
          ? notFound(RESTAURANT_MESSAGES.notFound)
          : new HttpError(409, RESTAURANT_MESSAGES.notPending);
      }
      app.mail.wake();
      return answer(request.params.id, RESTAURANT_MESSAGES.declined);
    },
  );
};

export default reservationRestaurantRoutes;

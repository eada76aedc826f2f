import {
  NO_USER_DATA_MESSAGE,
  accountUserParamsSchema,
  apiErrorSchema,
  BOOKING_MESSAGES,
  hotelReservationListSchema,
  hotelReservationRequestSchema,
  hotelReservationResponseSchema,
  reservationIdParamsSchema,
  STAY_MESSAGES,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { bookStay, cancelStayForGuest } from '../../lib/stay-booking';
import { assertOwner, signedInUserId } from '../../plugins/app/auth';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The spec's hotel reservations (registered under /reservationHotel): thin aliases of the stays routes. A
 * reservation is one room of a stay; booking and cancelling go through the stays' own code (lib/stay-booking),
 * so the price, the stay rules, the cap and the coupon's limits are the same whichever route a client calls.
 */
const reservationHotelRoutes: FastifyPluginAsyncZod = async (app) => {
  const roomTypeOf = async (nameOrId: string | number) =>
    (await app.repositories.stays.roomTypes()).find((type) =>
      typeof nameOrId === 'number'
        ? type.id === nameOrId
        : type.room_type.toLowerCase() === nameOrId.toLowerCase(),
    );

  app.post(
    '/create',
    {
      config: { access: 'user', idempotent: true },
      schema: {
        tags: ['bookings'],
        summary:
          'Book a room of a type for the signed-in guest; the API picks a room free for the whole stay',
        security: [{ bearerAuth: [] }],
        body: hotelReservationRequestSchema,
        response: { 201: hotelReservationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = request.body;
      const type = await roomTypeOf(booking.roomType);
      if (!type) throw badRequest(BOOKING_MESSAGES.unknownRoomType);
      if (booking.guests > type.max_guests) throw badRequest(BOOKING_MESSAGES.tooManyGuests);
      const reference = await bookStay(app, {
        userId: signedInUserId(request),
        guestName: booking.guestName,
        ask: {
          roomTypeId: type.id,
          checkIn: booking.checkInDate,
          checkOut: booking.checkOutDate,
          adults: booking.guests,
          childAges: [],
          rooms: 1,
          ratePlan: 'flexible',
          coupon: booking.coupon,
        },
        requests: {
          arrival_time: '',
          bed_preference: 'No preference',
          occasion: 'None',
          remarks: booking.remarks,
        },
      });
      const reservation = await app.repositories.reservationHotel.findByReference(reference);
      if (!reservation) throw new Error('A reservation just made cannot be read back');
      return reply.code(201).send({ success: true, message: BOOKING_MESSAGES.booked, data: reservation });
    },
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['bookings'],
        summary: "Your hotel reservations, the latest stay first (another account's id: 404)",
        security: [{ bearerAuth: [] }],
        params: accountUserParamsSchema,
        response: { 200: hotelReservationListSchema, ...errors },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      return { reservationHotel: await app.repositories.reservationHotel.listForUser(request.params.userId) };
    },
  );

  const cancel = {
    config: { access: 'owner' as const },
    schema: {
      tags: ['bookings'],
      summary: 'Cancel one of your upcoming reservations',
      security: [{ bearerAuth: [] }],
      params: reservationIdParamsSchema,
      response: { 200: hotelReservationResponseSchema, ...errors },
    },
  };
  const cancelHandler = async (
    request: { params: { id: number } } & Parameters<typeof signedInUserId>[0],
  ) => {
    const reservation = await app.repositories.reservationHotel.find(request.params.id);
    if (!reservation) throw notFound(BOOKING_MESSAGES.notFound);
    assertOwner(request, reservation.customer_id._id, BOOKING_MESSAGES.notFound);
    const stay = await app.repositories.stays.find(reservation.reference);
    if (!stay) throw notFound(BOOKING_MESSAGES.notFound);
    // A room of a booking of several is cancelled with its booking, where the policy's fee is shown.
    if (stay.rooms > 1) throw badRequest(STAY_MESSAGES.cancelWithBooking(stay.reference));
    await cancelStayForGuest(app, stay, 'guest');
    const cancelled = await app.repositories.reservationHotel.find(reservation._id);
    if (!cancelled) throw notFound(BOOKING_MESSAGES.notFound);
    return { success: true as const, message: BOOKING_MESSAGES.cancelled, data: cancelled };
  };
  app.post('/:id/cancel', cancel, (request) => cancelHandler(request));
  app.delete('/:id', cancel, (request) => cancelHandler(request));
};

export default reservationHotelRoutes;

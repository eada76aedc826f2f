import {
  NO_USER_DATA_MESSAGE,
  accountUserParamsSchema,
  apiErrorSchema,
  BOOKING_MESSAGES,
  hotelReservationListSchema,
  hotelReservationRequestSchema,
  hotelReservationResponseSchema,
  hotelToday,
  isCancellable,
  nightsBetween,
  reservationIdParamsSchema,
  STAY_MESSAGES,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock';
import { applicableCoupon } from '../../lib/coupons';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { assertOwner, signedInUserId } from '../../plugins/app/auth';
import type { ReserveOutcome } from '../../repositories/reservation-hotel-repository';
import { validOffer } from '../../lib/stays';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const REFUSALS: Record<Exclude<ReserveOutcome, { booked: true }>['reason'], HttpError> = {
  'unknown-room-type': badRequest(BOOKING_MESSAGES.unknownRoomType),
  'too-many-guests': badRequest(BOOKING_MESSAGES.tooManyGuests),
  'no-room-free': new HttpError(409, BOOKING_MESSAGES.noRoomsAvailable),
};

/** Hotel room reservations of signed-in guests (registered under /reservationHotel). */
const reservationHotelRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
      // The offer's own dates and total uses hold here too (per-guest limits and counting a use are the
      // stays booking's: POST stays/bookings).
      if (booking.coupon)
        await validOffer(app.repositories.stays, booking.coupon, booking.checkInDate, nights);
      const coupon = await applicableCoupon(booking.coupon, nights, app.repositories.availability.coupon);
      const outcome = await app.repositories.reservationHotel.reserve({
        userId: signedInUserId(request),
        guestName: booking.guestName,
        checkIn: booking.checkInDate,
        checkOut: booking.checkOutDate,
        roomType: booking.roomType,
        guests: booking.guests,
        remark: booking.remarks,
        coupon,
      });
      if (!outcome.booked) throw REFUSALS[outcome.reason];
      const reservation = await app.repositories.reservationHotel.find(outcome.id);
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
    if (reservation.reservation_status === 'Cancelled') throw badRequest(BOOKING_MESSAGES.alreadyCancelled);
    // A room of a stay booking (issue 16) is cancelled with its booking, where the policy's fee is shown.
    if (reservation.reference) throw badRequest(STAY_MESSAGES.cancelWithBooking(reservation.reference));
    const at = now();
    if (!isCancellable(reservation, hotelToday(at))) throw badRequest(BOOKING_MESSAGES.pastBooking);
    if (!(await app.repositories.reservationHotel.cancel(reservation._id, at))) {
      throw badRequest(BOOKING_MESSAGES.alreadyCancelled);
    }
    return {
      success: true as const,
      message: BOOKING_MESSAGES.cancelled,
      data: { ...reservation, reservation_status: 'Cancelled' as const },
    };
  };
  app.post('/:id/cancel', cancel, (request) => cancelHandler(request));
  app.delete('/:id', cancel, (request) => cancelHandler(request));
};

export default reservationHotelRoutes;

import {
  accountUserParamsSchema,
  apiErrorSchema,
  RESTAURANT_MESSAGES,
  restaurantReservationListSchema,
  restaurantReservationRequestSchema,
  restaurantReservationResponseSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnerOrAdmin, signedInUserId } from '../../plugins/app/auth';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Restaurant table requests ("Book Your Slot") of signed-in guests (registered under /reservationRestaurant). */
const reservationRestaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: 'Ask for a table (12:00 to 23:00, 1 to 20 guests); it stays Pending until staff assign one',
        security: [{ bearerAuth: [] }],
        body: restaurantReservationRequestSchema,
        response: { 201: restaurantReservationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, date, time, party_size, details } = request.body;
      const reservation = await app.repositories.reservationRestaurant.create({
        userId: signedInUserId(request),
        name,
        date,
        time,
        partySize: party_size,
        details,
      });
      return reply
        .code(201)
        .send({ success: true, message: RESTAURANT_MESSAGES.requested, data: reservation });
    },
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['bookings'],
        summary: "A guest's table requests, the latest first: that guest or staff only",
        security: [{ bearerAuth: [] }],
        params: accountUserParamsSchema,
        response: { 200: restaurantReservationListSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnerOrAdmin(request, request.params.userId);
      return {
        reservationRestaurant: await app.repositories.reservationRestaurant.listForUser(
          request.params.userId,
        ),
      };
    },
  );
};

export default reservationRestaurantRoutes;

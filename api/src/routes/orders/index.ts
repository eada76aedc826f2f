import {
  apiErrorSchema,
  EMPTY_CART_MESSAGE,
  orderParamsSchema,
  orderSchema,
  ordersResponseSchema,
  userIdParamsSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { assertOwnerOrAdmin, signedInUserId } from '../../plugins/app/auth';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Food orders: placed from the guest's server cart and priced by the API alone. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.repositories;

  app.post(
    '/',
    {
      config: { access: 'user', idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Place an order from your cart (priced from the menu; the cart is emptied)',
        description: 'Any body is ignored: the order is made of the server cart, at the menu’s prices.',
        security,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.placeFromCart(signedInUserId(request));
      if (!order) throw badRequest(EMPTY_CART_MESSAGE);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: "A guest's orders with their items, newest first (the guest or staff)",
        security,
        params: userIdParamsSchema,
        response: { 200: ordersResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnerOrAdmin(request, request.params.userId);
      return { orders: await orders.listByUser(request.params.userId) };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'One order with its items (its guest or staff)',
        security,
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const order = await orders.findById(request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      assertOwnerOrAdmin(request, order.user_id);
      return order;
    },
  );
};

export default orderRoutes;

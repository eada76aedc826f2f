import {
  NO_USER_DATA_MESSAGE,
  apiErrorSchema,
  cartItemParamsSchema,
  cartLinesRequestSchema,
  cartQuantityRequestSchema,
  cartResponseSchema,
  createCartItemRequestSchema,
  userIdParamsSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { assertOwner, NOT_YOURS_MESSAGE, signedInUserId } from '../../plugins/app/auth';

export const NOT_IN_CART_MESSAGE = 'This item is not in your cart.';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const security = [{ bearerAuth: [] }];

/** The signed-in guest's server cart. Every answer is the guest's whole cart, priced from the menu. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.repositories;

  app.post(
    '/create',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Add a dish to the cart (a line with the same choices adds up); any price sent is ignored',
        security,
        body: createCartItemRequestSchema,
        response: { 201: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { user_id: claimed, price: _price, status: _status, ...line } = request.body;
      if (claimed !== undefined && String(claimed) !== String(userId)) throw forbidden(NOT_YOURS_MESSAGE);
      return reply.code(201).send({ cart: await cart.add(userId, [line]) });
    },
  );

  app.post(
    '/merge',
    {
      config: { access: 'user', idempotent: true },
      schema: {
        tags: ['cart'],
        summary: "Merge the browser's cart into the server cart at login (same choices add up, to 99)",
        security,
        body: cartLinesRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => ({ cart: await cart.add(signedInUserId(request), request.body.items) }),
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['cart'],
        summary: "Your cart (another account's id: 404)",
        security,
        params: userIdParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      return { cart: await cart.list(request.params.userId) };
    },
  );

  app.put(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['cart'],
        summary: "Replace the guest's own cart with these lines",
        security,
        params: userIdParamsSchema,
        body: cartLinesRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      return { cart: await cart.replace(userId, request.body.items) };
    },
  );

  app.put(
    '/:itemId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['cart'],
        summary: 'Change the quantity of one of your lines; 0 removes it',
        security,
        params: cartItemParamsSchema,
        body: cartQuantityRequestSchema,
        response: { 200: cartResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const changed = await cart.setQuantity(
        signedInUserId(request),
        request.params.itemId,
        request.body.quantity,
      );
      if (!changed) throw notFound(NOT_IN_CART_MESSAGE);
      return { cart: changed };
    },
  );

  app.delete(
    '/:itemId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['cart'],
        summary: 'Remove one of your lines',
        security,
        params: cartItemParamsSchema,
        response: { 200: cartResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const changed = await cart.setQuantity(signedInUserId(request), request.params.itemId, 0);
      if (!changed) throw notFound(NOT_IN_CART_MESSAGE);
      return { cart: changed };
    },
  );
};

export default cartRoutes;

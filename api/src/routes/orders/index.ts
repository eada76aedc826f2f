import {
  apiErrorSchema,
  checkoutOptionsSchema,
  EMPTY_CART_MESSAGE,
  NO_USER_DATA_MESSAGE,
  type Order,
  orderParamsSchema,
  orderSchema,
  ordersResponseSchema,
  orderStatusRequestSchema,
  placeOrderRequestSchema,
  rolesWith,
  userIdParamsSchema,
} from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../lib/http-errors';
import { audit } from '../../lib/audit';
import { invoiceSlug } from '../../lib/invoice-document';
import { orderReceiptPdf } from '../../lib/order-receipt';
import {
  isMailedProgress,
  orderProgressMail,
  orderReceivedMail,
  type OrderMailProps,
} from '../../mail/order-mails';
import { diningSettings, ordersRepository } from '../../repositories/orders-repository';
import { assertOwner, signedInUserId } from '../../plugins/app/auth';
import { sendInvoice } from '../payments';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const security = [{ bearerAuth: [] }];

/**
 * Food orders: placed from the guest's server cart, priced by the API alone, to a room, a table or for
 * pickup; moved through the kitchen by staff; cancelled by the guest while still Received.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.repositories;

  // The order mails, written by the queue's worker after the commit from what the route queued (the
  // transaction does not wait for the rendering); a progress the guest is not mailed about sends nothing.
  app.mail.define('order.received', async (data) => ({
    to: String(data.to),
    ...(await orderReceivedMail(data.props as OrderMailProps)),
  }));
  app.mail.define('order.progress', async (data) => {
    const mail = orderProgressMail(data.props as OrderMailProps);
    return mail && { to: String(data.to), ...(await mail) };
  });

  /**
   * Queues the guest's mail about `order` in the transaction `tx` that placed or moved it, when `mailed` says
   * so: it leaves exactly when the change is committed.
   */
  const queueOrderMail =
    (kind: 'order.received' | 'order.progress', mailed: (order: Order) => boolean) =>
    async (tx: Db, order: Order) => {
      if (!mailed(order)) return;
      const guest = await ordersRepository(tx).guestContact(order.user_id);
      if (!guest) return;
      const { time_zone: timeZone } = await diningSettings(tx);
      const props: OrderMailProps = { name: guest.name, order, timeZone, siteUrl: app.config.mail.siteUrl };
      await app.mail.enqueueComposed(tx, { kind, data: { to: guest.email, props } });
    };
  const mailReceived = queueOrderMail('order.received', () => true);
  const mailProgress = queueOrderMail('order.progress', isMailedProgress);

  app.post(
    '/',
    {
      config: { access: 'user', idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Place an order from your cart, to your room, your table or for pickup, now or at a time',
        description:
          'The order is made of the server cart, at the menu’s prices, with GST. Without a body: pickup, as soon as possible, paid at the hotel.',
        security,
        body: placeOrderRequestSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.placeFromCart(signedInUserId(request), request.body, mailReceived);
      if (!order) throw badRequest(EMPTY_CART_MESSAGE);
      app.mail.wake();
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/checkout-options',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Where (your room, your table, pickup) and when you may have food now, and the GST rate',
        security,
        response: { 200: checkoutOptionsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => orders.checkoutOptions(signedInUserId(request)),
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: "The signed-in guest's orders with their items, newest first (another account's id: 404)",
        security,
        params: userIdParamsSchema,
        response: { 200: ordersResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      return { orders: await orders.listByUser(request.params.userId) };
    },
  );

  /** One of the signed-in guest's orders; another account's gets the same 404 as one that does not exist. */
  const ownOrder = async (request: FastifyRequest & { params: { id: number } }): Promise<Order> => {
    const order = await orders.findById(request.params.id);
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    assertOwner(request, order.user_id, ORDER_NOT_FOUND_MESSAGE);
    return order;
  };

  app.get(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'One of your orders with its items',
        security,
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => ownOrder(request),
  );

  app.get(
    '/:id/receipt',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: "One of your orders' receipt as PDF",
        security,
        params: orderParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await ownOrder(request);
      const { time_zone } = await orders.settings();
      const pdf = await orderReceiptPdf(order, await orders.guestName(order.user_id), time_zone);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${order.reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/:id/invoice',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'The GST tax invoice of one of your orders paid at the hotel, as a PDF, once it is paid',
        security,
        params: orderParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await ownOrder(request);
      const invoice =
        order.invoice && (await app.repositories.folios.invoice(invoiceSlug(order.invoice.number)));
      if (!invoice) throw notFound('This order has no invoice yet: it is issued when the order is paid.');
      return sendInvoice(reply, invoice);
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel your order while the kitchen has not started it (status Received)',
        security,
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const order = await orders.cancelByGuest(request.params.id, signedInUserId(request), () =>
        notFound(ORDER_NOT_FOUND_MESSAGE),
      );
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return order;
    },
  );

  app.put(
    '/:id/status',
    {
      config: { access: rolesWith('kitchen') },
      schema: {
        tags: ['orders'],
        summary:
          'Move an order on (staff): Received → Preparing → Ready → Completed, to a room Ready → Out for delivery → Delivered, or Cancelled',
        security,
        params: orderParamsSchema,
        body: orderStatusRequestSchema,
        response: { 200: orderSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      const order = await orders.setStatus(
        request.params.id,
        request.body.status,
        async (tx, moved, before) => {
          await mailProgress(tx, moved);
          await audit(tx, actor, {
            action: 'order.status',
            entity: 'order',
            id: moved.id,
            before: { status: before?.status ?? null },
            after: { status: moved.status },
          });
        },
      );
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      app.mail.wake();
      return order;
    },
  );
};

export default orderRoutes;

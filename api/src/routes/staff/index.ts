import {
  ORDER_PAYMENT_MESSAGES,
  apiErrorSchema,
  FOLIO_MESSAGES,
  formatInr,
  hotelToday,
  ITEM_BUMP_REFUSED,
  orderParamsSchema,
  rolesWith,
  staffBookingParamsSchema,
  staffBookingsQuerySchema,
  staffBookingsResponseSchema,
  staffCancelOrderRequestSchema,
  staffCheckOutOverrideRequestSchema,
  staffOrderItemParamsSchema,
  staffOrderItemRequestSchema,
  staffOrderSchema,
  staffOrdersResponseSchema,
  staffTableRequestsResponseSchema,
  staffTodaySchema,
  toRupees,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { INVOICE_MAIL, invoicePdf, invoiceSlug } from '../../lib/invoice-document';
import { HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import { foliosRepository } from '../../repositories/folios-repository';
import { housekeepingRepository } from '../../repositories/housekeeping-repository';
import { invoiceMail } from '../../mail/invoice-mail';
import { UNDO_REFUSED_MESSAGE, UNDO_SECONDS } from '../../repositories/orders-repository';
import { isNoEmail } from '../../repositories/guests-repository';
import { staffRepository } from '../../repositories/staff-repository';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders';
import staffFolioRoutes from './folios';
import frontdeskRoutes from './frontdesk';
import staffAccountRoutes from './accounts';
import ratesRoutes from './rates';
import roomsRoutes from './rooms';
import staffRestaurantRoutes from './restaurants';
import staffTableBookingRoutes from './table-bookings';
import staffInboxRoutes from './inbox';
import staffImageRoutes from './images';
import staffOrderPaymentRoutes from './order-payments';
import staffDishRoutes from './dishes';
import housekeepingRoutes from './housekeeping';
import reportRoutes from './reports';
import staffGuestRoutes from './guests';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const KITCHEN = rolesWith('kitchen');
const ORDER_ITEM_NOT_FOUND = 'This order has no such dish.';
/** The mail that carries a stay's GST tax invoice. */

const STAY_MOVED = { 'check-in': 'Checked in.', 'check-out': 'Checked out.' } as const;
const STAY_MOVE_REFUSED = {
  'check-in': 'Only a confirmed room not yet checked in can be checked in, from its arrival day.',
  'check-out': 'Only a room that is in house can be checked out.',
} as const;
const staffStayMovedSchema = z.object({ id: z.number().int(), message: z.string() });
const FRONT_DESK = rolesWith('front-desk');

/**
 * The back office's reads and the moves that have no guest-facing route of their own. Orders move on through
 * PUT /api/orders/:id/status and table requests are decided through /api/reservationRestaurant/:id/confirm and
 * /decline, whose rules name the same roles.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, orders } = app.repositories;
  await app.register(frontdeskRoutes);
  await app.register(staffFolioRoutes);
  await app.register(staffAccountRoutes);
  await app.register(ratesRoutes);
  await app.register(roomsRoutes);
  await app.register(staffRestaurantRoutes);
  await app.register(staffTableBookingRoutes);
  await app.register(staffInboxRoutes);
  await app.register(staffImageRoutes);
  await app.register(staffOrderPaymentRoutes);
  await app.register(staffDishRoutes);
  await app.register(housekeepingRoutes);
  await app.register(reportRoutes);
  await app.register(staffGuestRoutes);

  /** An order as the kitchen's queue shows it, after a change to it; 404 when there is none. */
  const ticket = async (id: number) => {
    const order = await staff.kitchenOrder(id);
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  };

  app.get(
    '/today',
    {
      config: { access: rolesWith('today') },
      schema: {
        tags: ['staff'],
        summary:
          'The day at a glance: arrivals, departures, in house, occupancy tonight, requests and orders',
        security,
        response: { 200: staffTodaySchema, ...denied },
      },
    },
    () => staff.today(hotelToday(now())),
  );

  app.get(
    '/orders',
    {
      config: { access: KITCHEN },
      schema: {
        tags: ['staff'],
        summary: 'The kitchen queue: orders not yet completed, delivered or cancelled, oldest first',
        security,
        response: { 200: staffOrdersResponseSchema, ...denied },
      },
    },
    async () => ({ orders: await staff.openOrders() }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: KITCHEN },
      schema: {
        tags: ['staff'],
        summary: 'Cancel an order the kitchen cannot make, with a reason the guest is told',
        security,
        params: orderParamsSchema,
        body: staffCancelOrderRequestSchema,
        response: {
          200: staffOrderSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const outcome = await app.db.transaction(async (tx) => {
        const [before] = await tx.query<{ status: string; paid: boolean }>(
          `SELECT status, EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'captured') AS paid
           FROM orders o WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (before?.paid) throw new HttpError(409, ORDER_PAYMENT_MESSAGES.paidNotCancelled);
        const cancelled = await staffRepository(tx).cancelOrder(id, reason);
        if (cancelled === 'cancelled')
          await audit(tx, signedInUserId(request), {
            action: 'order.cancel',
            entity: 'order',
            id,
            before: { status: before?.status ?? null },
            after: { status: 'Cancelled', reason },
          });
        return cancelled;
      });
      if (outcome === 'not-found') throw notFound(ORDER_NOT_FOUND_MESSAGE);
      if (outcome === 'not-open') throw new HttpError(409, 'This order can no longer be cancelled.');
      return ticket(request.params.id);
    },
  );

  app.post(
    '/orders/:id/undo',
    {
      config: { access: KITCHEN },
      schema: {
        tags: ['staff'],
        summary: `Takes back the kitchen's last move of an order (a mis-tap) within ${UNDO_SECONDS} seconds, before it is served or delivered`,
        security,
        params: orderParamsSchema,
        response: { 200: staffOrderSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const undone = await orders.undoLastMove(request.params.id, signedInUserId(request));
      if (!undone) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      if (undone === 'refused') throw new HttpError(409, UNDO_REFUSED_MESSAGE);
      return ticket(undone.id);
    },
  );

  app.put(
    '/orders/:id/items/:itemId',
    {
      config: { access: KITCHEN },
      schema: {
        tags: ['staff'],
        summary: "Ticks one of an order's dishes off as made (or back to make) while the order is being made",
        security,
        params: staffOrderItemParamsSchema,
        body: staffOrderItemRequestSchema,
        response: {
          200: staffOrderSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const { done } = request.body;
      const marked = await app.db.transaction(async (tx) => {
        const outcome = await staffRepository(tx).markOrderItem(id, itemId, done);
        if (typeof outcome !== 'string' && outcome.was !== done)
          await audit(tx, signedInUserId(request), {
            action: 'order.item',
            entity: 'order',
            id,
            before: { dish: outcome.dish, made: outcome.was },
            after: { dish: outcome.dish, made: done },
          });
        return outcome;
      });
      if (marked === 'not-found') throw notFound(ORDER_ITEM_NOT_FOUND);
      if (marked === 'refused') throw new HttpError(409, ITEM_BUMP_REFUSED);
      return ticket(id);
    },
  );

  app.get(
    '/bookings',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Booked rooms, filtered by dates, state, guest and room type, 20 a page, soonest arrival first',
        security,
        querystring: staffBookingsQuerySchema,
        response: { 200: staffBookingsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staff.bookings(request.query),
  );

  /**
   * Checks a booked room in or out, in one transaction with its audit row and the folio: the guest's arrival
   * posts the stay's nights; the last room out ends the stay, which needs a settled folio (or a manager's
   * `overrideReason`, audited) and issues its GST invoice.
   */
  const moveRoom = async (
    staffId: number,
    id: number,
    move: 'check-in' | 'check-out',
    overrideReason: string | null,
  ): Promise<{ id: number; message: string }> => {
    const outcome = await app.db.transaction(async (tx) => {
      const today = hotelToday(now());
      const moved = await staffRepository(tx).moveStay(id, move, today);
      if (moved !== 'done') return moved;
      // The guest's room is slept in: housekeeping sees it dirty as soon as the check-out commits.
      if (move === 'check-out') await housekeepingRepository(tx).checkedOut(tx, id, staffId);
      await audit(tx, staffId, {
        action: move === 'check-in' ? 'stay.check_in' : 'stay.check_out',
        entity: 'booked_room',
        id,
        before: { state: move === 'check-in' ? 'expected' : 'in_house' },
        after: { state: move === 'check-in' ? 'in_house' : 'checked_out' },
      });
      const folios = foliosRepository(tx);
      const stay = await folios.stayOf({ bookedRoomId: id });
      if (!stay) throw new Error(`Booked room ${id} has no stay`);
      if (move === 'check-in') await folios.postStayNights(stay, staffId);
      if (move === 'check-out' && stay.state === 'checked_out') {
        const settlement = await folios.settlement(stay.id);
        if (!settlement.settled) {
          if (overrideReason === null)
            throw new HttpError(409, FOLIO_MESSAGES.notSettled(formatInr(toRupees(settlement.duePaise))));
          await audit(tx, staffId, {
            action: 'folio.override',
            entity: 'stay',
            id: stay.reference,
            after: { due: toRupees(settlement.duePaise), reason: overrideReason },
          });
        }
        const number = await folios.issueInvoice(
          { stayBookingId: stay.id },
          await folios.buyerOf(stay.id),
          today,
        );
        if (number) {
          await audit(tx, staffId, {
            action: 'invoice.issue',
            entity: 'stay',
            id: stay.reference,
            after: { number },
          });
          await app.mail.enqueueComposed(tx, { kind: INVOICE_MAIL, data: { number } });
        }
      }
      return moved;
    });
    if (outcome === 'not-found') throw notFound('Booking not found.');
    if (outcome === 'not-allowed') throw new HttpError(409, STAY_MOVE_REFUSED[move]);
    return { id, message: STAY_MOVED[move] };
  };
  // The invoice goes to the guest once the check-out (or the food order's payment) that issued it commits,
  // with its PDF.
  app.mail.define(INVOICE_MAIL, async (data) => {
    const invoice = await app.repositories.folios.invoice(invoiceSlug(String(data.number)));
    const [guest] = invoice
      ? await app.db.query<{ email: string }>(
          'SELECT email FROM users WHERE id = $1 AND deleted_at IS NULL',
          [invoice.guest_id],
        )
      : [];
    if (!invoice || !guest || isNoEmail(guest.email)) return null;
    const mail = await invoiceMail({ invoice, siteUrl: app.config.mail.siteUrl });
    return {
      to: guest.email,
      ...mail,
      attachments: [
        {
          filename: `${invoiceSlug(invoice.number)}.pdf`,
          contentType: 'application/pdf',
          content: (await invoicePdf(invoice)).toString('base64'),
        },
      ],
    };
  });

  const moveResponses = {
    200: staffStayMovedSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    ...denied,
  };

  for (const move of ['check-in', 'check-out'] as const) {
    app.post(
      `/bookings/:id/${move}`,
      {
        config: { access: FRONT_DESK },
        schema: {
          tags: ['staff'],
          summary:
            move === 'check-in'
              ? 'Check a booked room in, from its arrival day until the day it leaves; the nights go on the folio'
              : 'Check a room that is in house out; the last one out needs a settled folio and issues the invoice',
          security,
          params: staffBookingParamsSchema,
          response: moveResponses,
        },
      },
      (request) => moveRoom(signedInUserId(request), request.params.id, move, null),
    );
  }

  app.post(
    '/bookings/:id/check-out-unsettled',
    {
      config: { access: rolesWith('money') },
      schema: {
        tags: ['staff'],
        summary:
          'A manager checks a room out though its stay’s folio is not settled, with the reason (audited)',
        security,
        params: staffBookingParamsSchema,
        body: staffCheckOutOverrideRequestSchema,
        response: moveResponses,
      },
    },
    (request) => moveRoom(signedInUserId(request), request.params.id, 'check-out', request.body.reason),
  );

  app.get(
    '/table-requests',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Pending table requests from today on, each with the tables that seat the party and are free',
        security,
        response: { 200: staffTableRequestsResponseSchema, ...denied },
      },
    },
    async () => ({ requests: await staff.pendingTableRequests(hotelToday(now())) }),
  );
};

export default staffRoutes;

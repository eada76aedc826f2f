import {
  apiErrorSchema,
  hotelToday,
  ORDER_PAYMENT_MESSAGES,
  orderParamsSchema,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  rolesWith,
  staffOrderPaidSchema,
  staffOrderPaymentRequestSchema,
  toRupees,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseError, PG_UNIQUE_VIOLATION } from '../../db/db';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { foodOrderLine } from '../../lib/folio';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { INVOICE_MAIL } from '../../lib/invoice-document';
import { signedInUserId } from '../../plugins/app/auth';
import { foliosRepository } from '../../repositories/folios-repository';
import { ordersRepository } from '../../repositories/orders-repository';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders';

/** Who takes a food order's payment: the kitchen's servers, at the table, the pass or the room's door. */
const TAKE_ORDER_PAYMENTS = rolesWith('kitchen');
/** An order is paid when it is handed over: ready, on its way, or already served. */
const PAYABLE: readonly OrderStatus[] = ['Ready', 'Out for delivery', 'Completed', 'Delivered'];

/**
 * A food order paid on its own (not charged to a room): the hotel takes its total when serving it. In one
 * transaction the order gets a folio of its own (the food, then the payment), its GST tax invoice (SAC 996331),
 * the audit row and the invoice's mail to the guest.
 */
const staffOrderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/payment',
    {
      config: { access: TAKE_ORDER_PAYMENTS },
      schema: {
        tags: ['staff'],
        summary:
          'Records the payment of a food order paid at the hotel (cash, card on the terminal, UPI at the desk) and issues its GST tax invoice',
        security: [{ bearerAuth: [] }],
        params: orderParamsSchema,
        body: staffOrderPaymentRequestSchema,
        response: {
          200: staffOrderPaidSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const staffId = signedInUserId(request);
      const { method, reference } = request.body;
      const number = await app.db
        .transaction(async (tx) => {
          await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [request.params.id]);
          const orders = ordersRepository(tx);
          const order = await orders.findById(request.params.id);
          if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
          if (order.payment !== 'at_hotel') throw new HttpError(409, ORDER_PAYMENT_MESSAGES.roomCharge);
          if (order.invoice) throw new HttpError(409, ORDER_PAYMENT_MESSAGES.alreadyPaid);
          if (order.status === 'Cancelled') throw new HttpError(409, ORDER_PAYMENT_MESSAGES.cancelled);
          if (!PAYABLE.includes(order.status)) throw new HttpError(409, ORDER_PAYMENT_MESSAGES.notServed);

          const day = hotelToday(now());
          const folios = foliosRepository(tx);
          const folioId = await folios.folioFor({ orderId: order.id });
          await folios.post(folioId, [foodOrderLine(order, day)], staffId);
          const duePaise = await folios.balanceOf(folioId);
          const paymentId = await folios.recordDeskPayment(
            { orderId: order.id },
            {
              method,
              amountPaise: duePaise,
              reference: reference || null,
              description: `${PAYMENT_METHOD_LABELS[method]}${reference ? ` (${reference})` : ''}`,
            },
            staffId,
            day,
          );
          const buyer = {
            name: await orders.guestName(order.user_id),
            company: null,
            address: null,
            gstin: null,
          };
          const issued = await folios.issueInvoice({ orderId: order.id }, buyer, day);
          if (!issued) throw new Error(`Order ${order.reference} has nothing to invoice`);
          await audit(tx, staffId, {
            action: 'order.paid',
            entity: 'order',
            id: order.id,
            after: {
              payment: paymentId,
              method,
              amount: toRupees(duePaise),
              reference: reference || null,
              invoice: issued,
            },
          });
          await app.mail.enqueueComposed(tx, { kind: INVOICE_MAIL, data: { number: issued } });
          return issued;
        })
        .catch((error: unknown) => {
          if (isDatabaseError(error, PG_UNIQUE_VIOLATION))
            throw new FieldError(409, { reference: 'This slip number or UTR is already recorded.' });
          throw error;
        });
      const order = await app.repositories.staff.kitchenOrder(request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return { message: ORDER_PAYMENT_MESSAGES.paid(number), order };
    },
  );
};

export default staffOrderPaymentRoutes;

import {
  apiErrorSchema,
  BOOKING_MESSAGES,
  BOOKING_REFERENCE_PATTERN,
  bookingReferenceParamsSchema,
  guestInvoiceParamsSchema,
  hotelToday,
  onlinePaymentConfirmRequestSchema,
  onlinePaymentOrderSchema,
  PAYMENT_MESSAGES,
  paymentAnswerSchema,
  paymentOptionsSchema,
  toPaise,
  toRupees,
  upiTransferRequestSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { isDatabaseError, PG_UNIQUE_VIOLATION } from '../../db/db';
import { now } from '../../lib/clock';
import { invoicePdf, invoiceSlug } from '../../lib/invoice-document';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { PaymentProviderError, type PaymentEvent } from '../../payments/provider';
import { afterPayment } from '../../lib/stay-holds';
import { signedInUserId } from '../../plugins/app/auth';
import type { FolioStay, InvoiceRecord } from '../../repositories/folios-repository';
import { paymentsRepository } from '../../repositories/payments-repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The UPI intent link (NPCI's `upi://pay`): the hotel's address and name, the amount and the booking. */
export function upiLink(vpa: string, payee: string, amountPaise: number, reference: string): string {
  const params = new URLSearchParams({
    pa: vpa,
    pn: payee,
    am: toRupees(amountPaise).toFixed(2),
    cu: 'INR',
    tn: `Haveli booking ${reference}`,
    tr: reference,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/**
 * A guest pays their booking: what is due and how (online through the provider, a UPI transfer, or at the
 * hotel), the provider's checkout started and confirmed, a UPI transfer reported for the front desk.
 */
export const guestPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { folios } = app.repositories;

  /** The signed-in guest's own stay that can still be paid, and what is due on it. */
  const payable = async (request: FastifyRequest, reference: string) => {
    const [owned] = BOOKING_REFERENCE_PATTERN.test(reference)
      ? await app.db.query<{ user_id: number }>('SELECT user_id FROM stay_bookings WHERE reference = $1', [
          reference,
        ])
      : [];
    if (!owned || owned.user_id !== signedInUserId(request)) throw notFound(BOOKING_MESSAGES.notFound);
    const stay = (await folios.stayOf({ reference })) as FolioStay;
    const folio = await folios.view(stay);
    const duePaise = toPaise(folio.due);
    // A booking held for what is paid when booking asks for the rest of that first.
    const depositLeft = await paymentsRepository(app.db).depositLeft(stay.id);
    const dueNowPaise = depositLeft === null ? duePaise : Math.min(duePaise, depositLeft);
    return { stay, folio, dueNowPaise };
  };
  const open = (stay: FolioStay) => {
    if (stay.state !== 'booked' && stay.state !== 'in_house')
      throw new HttpError(409, PAYMENT_MESSAGES.notPayable);
  };
  const byReference = {
    config: { access: 'owner' as const },
    schema: { tags: ['payments'], security: [{ bearerAuth: [] }], params: bookingReferenceParamsSchema },
  };
  const payee = async () =>
    (await app.db.query<{ legal_name: string }>('SELECT legal_name FROM hotel_legal_identity'))[0]
      ?.legal_name ?? 'Haveli';

  app.get(
    '/bookings/:reference/payment-options',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary:
          'What is due on the booking and how it can be paid: online, by UPI transfer, or at the hotel',
        response: { 200: paymentOptionsSchema, ...errors },
      },
    },
    async (request) => {
      const { stay, folio, dueNowPaise } = await payable(request, request.params.reference);
      const link = upiLink(app.config.upiVpa, await payee(), Math.max(dueNowPaise, 0), stay.reference);
      const pending = await paymentsRepository(app.db).pendingOf(stay.id);
      const provider = app.config.payments;
      return {
        reference: stay.reference,
        due: folio.due,
        due_now: toRupees(Math.max(dueNowPaise, 0)),
        online: provider
          ? { key_id: provider.checkout.keyId, script_url: provider.checkout.scriptUrl }
          : null,
        upi: {
          vpa: app.config.upiVpa,
          payee: await payee(),
          link,
          qr_svg: await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
        },
        pending_transfers: pending.map((payment) => ({
          id: payment.id,
          amount: toRupees(payment.amount_paise),
          utr: payment.reference ?? '',
        })),
      };
    },
  );

  app.post(
    '/bookings/:reference/payments/online',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'Starts paying what is due online: an order at the provider for the browser’s checkout',
        response: { 200: onlinePaymentOrderSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { stay, dueNowPaise } = await payable(request, request.params.reference);
      const provider = app.config.payments;
      if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
      open(stay);
      if (dueNowPaise <= 0) throw new HttpError(409, PAYMENT_MESSAGES.nothingDue);
      const order = await provider
        .createOrder({
          amountPaise: dueNowPaise,
          receipt: stay.reference,
          notes: { booking: stay.reference },
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'the payment provider refused an order');
          throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
        });
      await paymentsRepository(app.db).start(stay.id, {
        method: 'razorpay',
        amountPaise: order.amountPaise,
        providerOrderId: order.orderId,
      });
      return {
        order_id: order.orderId,
        amount_paise: order.amountPaise,
        currency: order.currency,
        key_id: provider.checkout.keyId,
        script_url: provider.checkout.scriptUrl,
        description: `Booking ${stay.reference}`,
      };
    },
  );

  app.post(
    '/bookings/:reference/payments/online/confirm',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'The checkout’s answer: its signature checked against the order we made, then the payment',
        body: onlinePaymentConfirmRequestSchema,
        response: { 200: paymentAnswerSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { stay } = await payable(request, request.params.reference);
      const provider = app.config.payments;
      if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = request.body;
      const [started] = await app.db.query<{ provider_order_id: string }>(
        'SELECT provider_order_id FROM payments WHERE stay_booking_id = $1 AND provider_order_id = $2',
        [stay.id, orderId],
      );
      // The signature is checked against the order this API made for this booking, never one the browser names.
      if (
        !started ||
        !provider.verifyCheckout({
          orderId: started.provider_order_id,
          paymentId,
          signature: request.body.razorpay_signature,
        })
      )
        throw new HttpError(400, PAYMENT_MESSAGES.signature);
      const payment = await provider.fetchPayment(paymentId).catch((error: unknown) => {
        if (error instanceof PaymentProviderError)
          throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
        throw error;
      });
      if (payment.orderId !== orderId || (payment.status !== 'captured' && payment.status !== 'refunded'))
        throw new HttpError(409, PAYMENT_MESSAGES.notCaptured);
      await app.db.transaction(async (tx) => {
        const payments = paymentsRepository(tx);
        const row = await payments.byProviderOrder(stay.id, orderId);
        if (
          row &&
          (await payments.capture(row, { reference: paymentId, by: null, day: hotelToday(now()) })) ===
            'captured'
        )
          await afterPayment(app, tx, row.stay_booking_id);
      });
      return { message: PAYMENT_MESSAGES.paid, folio: await folios.view(stay) };
    },
  );

  app.post(
    '/bookings/:reference/payments/upi',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'Reports a UPI transfer of what is due, by its UTR, for the front desk to confirm',
        body: upiTransferRequestSchema,
        response: { 200: paymentAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { stay, dueNowPaise } = await payable(request, request.params.reference);
      open(stay);
      if (dueNowPaise <= 0) throw new HttpError(409, PAYMENT_MESSAGES.nothingDue);
      // One transfer waits for the desk at a time: a second report would only double what they look for.
      if ((await paymentsRepository(app.db).pendingOf(stay.id)).length > 0)
        throw new HttpError(409, PAYMENT_MESSAGES.transferWaiting);
      await paymentsRepository(app.db)
        .start(stay.id, { method: 'upi_transfer', amountPaise: dueNowPaise, reference: request.body.utr })
        .catch((error: unknown) => {
          if (isDatabaseError(error, PG_UNIQUE_VIOLATION))
            throw new FieldError(409, { utr: PAYMENT_MESSAGES.utrUsed });
          throw error;
        });
      return { message: PAYMENT_MESSAGES.transferReported, folio: await folios.view(stay) };
    },
  );
};

/** A guest's own invoices and credit notes, as PDF files. */
export const guestInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:reference/invoices/:number',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['payments'],
        summary: 'A GST tax invoice or credit note of the booking, as a PDF (its number with dashes)',
        security: [{ bearerAuth: [] }],
        params: guestInvoiceParamsSchema,
      },
    },
    async (request, reply) => {
      const invoice = await app.repositories.folios.invoice(request.params.number, signedInUserId(request));
      if (!invoice || invoice.booking_reference !== request.params.reference)
        throw notFound('Invoice not found.');
      return sendInvoice(reply, invoice);
    },
  );
};

/** An invoice as a download, never cached by a shared cache. */
export async function sendInvoice(reply: FastifyReply, invoice: InvoiceRecord) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceSlug(invoice.number)}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(await invoicePdf(invoice));
}

/**
 * The provider's webhook: the raw body's signature checked before anything is read, each event applied once
 * (a replay finds its id recorded), and by the state it describes, so events out of order end right: a
 * capture wins over a failure of an earlier attempt on the same order, whenever either arrives.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes sent: keep them, unparsed, for this route alone.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  const apply = async (event: PaymentEvent) =>
    app.db.transaction(async (tx) => {
      const payments = paymentsRepository(tx);
      if (!(await payments.firstDelivery('razorpay', event.eventId, event.type))) return;
      if (event.type === 'refund.processed' || event.type === 'refund.failed') {
        // Ours carry our id as their receipt; the event may come before the provider's answer to our request.
        const ours = /^haveli-refund-(\d+)$/.exec(event.receipt ?? '')?.[1];
        const status = event.type === 'refund.processed' ? 'processed' : 'failed';
        if (ours) await payments.providerRefunded(Number(ours), { providerRefundId: event.refundId, status });
        return;
      }
      const payment = await payments.byProviderOrder(null, event.orderId);
      if (!payment) return;
      if (event.type === 'payment.failed') await payments.fail(payment);
      else if (
        (await payments.capture(payment, {
          reference: event.paymentId,
          by: null,
          day: hotelToday(event.createdAt),
        })) === 'captured'
      )
        await afterPayment(app, tx, payment.stay_booking_id);
    });

  app.post(
    '/razorpay/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Razorpay’s events (signed): payments captured or failed, refunds',
      },
    },
    async (request, reply) => {
      const provider = app.config.payments;
      if (!provider)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
      const event = provider.parseWebhook(request.body as Buffer, request.headers);
      if (event) await apply(event);
      return { received: true };
    },
  );
};

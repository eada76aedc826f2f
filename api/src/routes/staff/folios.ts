import {
  apiErrorSchema,
  cashUpQuerySchema,
  cashUpSchema,
  deskRefundsResponseSchema,
  invoiceRegisterQuerySchema,
  invoiceRegisterSchema,
  FOLIO_CATEGORIES,
  FOLIO_MESSAGES,
  folioPostedSchema,
  folioSchema,
  hotelToday,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  pendingPaymentsResponseSchema,
  rolesWith,
  staffFolioChargeRequestSchema,
  staffFolioParamsSchema,
  staffFolioPaymentRequestSchema,
  staffFolioRefundRequestSchema,
  staffInvoiceParamsSchema,
  staffPaymentAnswerSchema,
  staffPaymentParamsSchema,
  staffRefundParamsSchema,
  staffRejectPaymentRequestSchema,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, isDatabaseError, PG_UNIQUE_VIOLATION } from '../../db/db';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { taxedLine } from '../../lib/folio';
import { invoicePdf, invoiceSlug } from '../../lib/invoice-document';
import { refundStay } from '../../lib/refunds';
import { afterPayment } from '../../lib/stay-holds';
import { refundMail } from '../../mail/refund-mail';
import { gstr1Csv } from '../../lib/gst-export';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import { foliosRepository } from '../../repositories/folios-repository';
import { paymentsRepository } from '../../repositories/payments-repository';
import { sendInvoice } from '../payments';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const FRONT_DESK = rolesWith('front-desk');
/** GST on what the desk charges: services with the stay at 18 %; food at the dining rate. */
const SERVICES_GST_PERCENT = 18;
/** The mail telling a guest of a refund the hotel made. */
const REFUND_MAIL = 'payment.refunded';

/** A stay's folio at the front desk: read it, post a charge or a discount, record a payment taken. */
const staffFolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { folios } = app.repositories;

  const stayOf = async (reference: string) => {
    const stay = await folios.stayOf({ reference });
    if (!stay) throw notFound('Booking not found.');
    return stay;
  };
  const open = (state: string) => {
    if (state !== 'booked' && state !== 'in_house') throw new HttpError(409, FOLIO_MESSAGES.notInHouse);
  };
  const responses = {
    200: folioPostedSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    ...denied,
  };

  app.get(
    '/stays/:reference/folio',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'A stay’s folio: every charge, discount, payment and refund, the balance and the invoices',
        security,
        params: staffFolioParamsSchema,
        response: { 200: folioSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => folios.view(await stayOf(request.params.reference)),
  );

  app.post(
    '/stays/:reference/folio/charges',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Posts a charge, or a discount with its reason, to a stay’s folio (before GST; GST is added)',
        security,
        params: staffFolioParamsSchema,
        body: staffFolioChargeRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const staffId = signedInUserId(request);
      const { kind, category, description, amount, reason } = request.body;
      const { sac } = FOLIO_CATEGORIES[category];
      const stay = await stayOf(request.params.reference);
      open(stay.state);
      await app.db.transaction(async (tx) => {
        const ledger = foliosRepository(tx);
        const folioId = await ledger.folioOf(stay.id);
        await tx.query('SELECT id FROM folios WHERE id = $1 FOR UPDATE', [folioId]);
        let ratePercent: number;
        if (kind === 'discount') {
          // A discount lowers the taxable value of what it discounts: the category's charges at their rate.
          const [charged] = await ledger.chargesBySac(stay.id, sac);
          if (!charged || charged.taxable_paise < toPaise(amount))
            throw new FieldError(400, { amount: FOLIO_MESSAGES.discountTooLarge });
          ratePercent = charged.rate_percent;
        } else {
          ratePercent = category === 'food' ? await diningGstPercent(tx) : SERVICES_GST_PERCENT;
        }
        const taxable = kind === 'discount' ? -toPaise(amount) : toPaise(amount);
        const line = taxedLine(kind, description, hotelToday(now()), sac, ratePercent, taxable, {
          reason: reason || null,
        });
        await ledger.post(folioId, [line], staffId);
        await audit(tx, staffId, {
          action: kind === 'discount' ? 'folio.discount' : 'folio.charge',
          entity: 'stay',
          id: stay.reference,
          after: {
            description,
            category,
            taxable: amount,
            rate_percent: ratePercent,
            reason: reason || null,
          },
        });
      });
      return { message: FOLIO_MESSAGES.posted, folio: await folios.view(await stayOf(stay.reference)) };
    },
  );

  app.post(
    '/stays/:reference/folio/payments',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Records a payment taken at the hotel (cash, card on the hotel’s terminal, UPI at the desk)',
        security,
        params: staffFolioParamsSchema,
        body: staffFolioPaymentRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const staffId = signedInUserId(request);
      const { method, amount, reference } = request.body;
      const stay = await stayOf(request.params.reference);
      open(stay.state);
      await app.db
        .transaction(async (tx) => {
          const paymentId = await foliosRepository(tx).recordDeskPayment(
            { stayBookingId: stay.id },
            {
              method,
              amountPaise: toPaise(amount),
              reference: reference || null,
              description: `${PAYMENT_METHOD_LABELS[method]}${reference ? ` (${reference})` : ''}`,
            },
            staffId,
            hotelToday(now()),
          );
          await afterPayment(app, tx, stay.id);
          await audit(tx, staffId, {
            action: 'payment.record',
            entity: 'stay',
            id: stay.reference,
            after: { payment: paymentId, method, amount, reference: reference || null },
          });
        })
        .catch((error: unknown) => {
          if (isDatabaseError(error, PG_UNIQUE_VIOLATION))
            throw new FieldError(409, { reference: 'This slip number or UTR is already recorded.' });
          throw error;
        });
      return {
        message: FOLIO_MESSAGES.paymentRecorded,
        folio: await folios.view(await stayOf(stay.reference)),
      };
    },
  );

  app.post(
    '/stays/:reference/folio/refunds',
    {
      config: { access: rolesWith('money') },
      schema: {
        tags: ['staff'],
        summary:
          'Refunds the guest (a manager): what was paid beyond what is owed, or part of the invoice with a credit note',
        security,
        params: staffFolioParamsSchema,
        body: staffFolioRefundRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const staffId = signedInUserId(request);
      const { amount, reason } = request.body;
      const stay = await stayOf(request.params.reference);
      const done = await app.db.transaction(async (tx) => {
        const refunded = await refundStay(app, tx, stay, {
          amountPaise: toPaise(amount),
          reason,
          by: staffId,
          day: hotelToday(now()),
        });
        await audit(tx, staffId, {
          action: 'payment.refund',
          entity: 'stay',
          id: stay.reference,
          after: { refunded: toRupees(refunded.refundedPaise), reason, credit_note: refunded.creditNote },
        });
        await app.mail.enqueueComposed(tx, {
          kind: REFUND_MAIL,
          data: {
            reference: stay.reference,
            refunded: toRupees(refunded.refundedPaise),
            reason,
            credit_note: refunded.creditNote,
          },
        });
        return refunded;
      });
      app.refunds.wake();
      app.mail.wake();
      return {
        message: done.creditNote
          ? `${FOLIO_MESSAGES.refunded} Credit note ${done.creditNote} issued.`
          : FOLIO_MESSAGES.refunded,
        folio: await folios.view(await stayOf(stay.reference)),
      };
    },
  );

  // The guest hears of the refund once it commits, with the credit note's PDF when one was issued.
  app.mail.define(REFUND_MAIL, async (data) => {
    const reference = String(data.reference);
    const [guest] = await app.db.query<{ email: string; guest_name: string }>(
      `SELECT u.email, b.guest_name FROM stay_bookings b JOIN users u ON u.id = b.user_id
       WHERE b.reference = $1 AND u.deleted_at IS NULL`,
      [reference],
    );
    if (!guest) return null;
    const creditNote = typeof data.credit_note === 'string' ? data.credit_note : null;
    const document = creditNote ? await folios.invoice(invoiceSlug(creditNote)) : undefined;
    const mail = await refundMail({
      guestName: guest.guest_name,
      reference,
      refunded: Number(data.refunded),
      reason: String(data.reason),
      creditNote,
      siteUrl: app.config.mail.siteUrl,
    });
    return {
      to: guest.email,
      ...mail,
      attachments: document
        ? [
            {
              filename: `${invoiceSlug(document.number)}.pdf`,
              contentType: 'application/pdf',
              content: (await invoicePdf(document)).toString('base64'),
            },
          ]
        : [],
    };
  });

  app.get(
    '/payments/pending',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'UPI transfers guests reported, oldest first, for the desk to find on the bank statement',
        security,
        response: { 200: pendingPaymentsResponseSchema, ...denied },
      },
    },
    async () => ({ data: await paymentsRepository(app.db).pendingTransfers() }),
  );

  app.get(
    '/refunds/pending',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Refunds to ways paid at the hotel (cash, card, UPI) that the desk still has to pay back',
        security,
        response: { 200: deskRefundsResponseSchema, ...denied },
      },
    },
    async () => ({ data: await paymentsRepository(app.db).deskRefundsToPay() }),
  );

  app.post(
    '/refunds/:id/paid-back',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Marks a refund paid back at the desk (cash handed over, the card or UPI refunded), audited',
        security,
        params: staffRefundParamsSchema,
        response: { 200: staffPaymentAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const staffId = signedInUserId(request);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const reference = await paymentsRepository(tx).paidBack(id, staffId);
        if (reference === null) {
          const [known] = await tx.query('SELECT 1 FROM refunds WHERE id = $1', [id]);
          if (!known) throw notFound('Refund not found.');
          throw new HttpError(409, PAYMENT_MESSAGES.refundNotPending);
        }
        await audit(tx, staffId, {
          action: 'refund.paid_back',
          entity: 'stay',
          id: reference,
          before: { refund: id, status: 'pending' },
          after: { refund: id, status: 'processed' },
        });
      });
      return { message: PAYMENT_MESSAGES.paidBack };
    },
  );

  /** Confirms (captured, on the folio) or rejects (failed, with the reason) a reported transfer, audited. */
  const decide = async (
    staffId: number,
    id: number,
    decision: { confirm: true } | { confirm: false; reason: string },
  ) =>
    app.db.transaction(async (tx) => {
      const payments = paymentsRepository(tx);
      const payment = await payments.byId(id);
      if (!payment) throw notFound('Payment not found.');
      if (payment.status !== 'pending' || payment.method !== 'upi_transfer')
        throw new HttpError(409, PAYMENT_MESSAGES.notPending);
      if (decision.confirm) {
        await payments.capture(payment, { reference: null, by: staffId, day: hotelToday(now()) });
        await afterPayment(app, tx, payment.stay_booking_id);
      } else await payments.fail(payment);
      const [stay] = await tx.query<{ reference: string }>(
        'SELECT reference FROM stay_bookings WHERE id = $1',
        [payment.stay_booking_id],
      );
      await audit(tx, staffId, {
        action: decision.confirm ? 'payment.confirm' : 'payment.reject',
        entity: 'stay',
        id: stay?.reference ?? payment.stay_booking_id,
        before: { payment: id, status: 'pending' },
        after: decision.confirm
          ? { payment: id, status: 'captured', utr: payment.reference }
          : { payment: id, status: 'failed', utr: payment.reference, reason: decision.reason },
      });
    });

  app.post(
    '/payments/:id/confirm',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Confirms a reported UPI transfer found on the bank statement: it goes on the folio',
        security,
        params: staffPaymentParamsSchema,
        response: { 200: staffPaymentAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      await decide(signedInUserId(request), request.params.id, { confirm: true });
      return { message: PAYMENT_MESSAGES.transferConfirmed };
    },
  );

  app.post(
    '/payments/:id/reject',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Marks a reported UPI transfer as not received, with the reason',
        security,
        params: staffPaymentParamsSchema,
        body: staffRejectPaymentRequestSchema,
        response: {
          200: staffPaymentAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      await decide(signedInUserId(request), request.params.id, {
        confirm: false,
        reason: request.body.reason,
      });
      return { message: PAYMENT_MESSAGES.transferRejected };
    },
  );

  app.get(
    '/cash-up',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'The day’s payments by method, and its refunds: the desk’s cash-up (today unless a date is given)',
        security,
        querystring: cashUpQuerySchema,
        response: { 200: cashUpSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const day = request.query.date ?? hotelToday(now());
      const { methods, refunds } = await folios.cashUp(day);
      const paid = methods.reduce((sum, row) => sum + row.total_paise, 0);
      return {
        date: day,
        methods: methods.map((row) => ({
          method: row.method,
          label: PAYMENT_METHOD_LABELS[row.method],
          count: row.count,
          total: toRupees(row.total_paise),
        })),
        refunds: { count: refunds.count, total: toRupees(refunds.total_paise) },
        net: toRupees(paid - refunds.total_paise),
      };
    },
  );

  /** The register's days: as asked, else the month so far. */
  const period = (query: { from?: string; to?: string }) => {
    const today = hotelToday(now());
    return { from: query.from ?? `${today.slice(0, 8)}01`, to: query.to ?? today };
  };

  app.get(
    '/invoices',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'The invoice register: invoices and credit notes issued over the days (this month unless given)',
        security,
        querystring: invoiceRegisterQuerySchema,
        response: { 200: invoiceRegisterSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const { from, to } = period(request.query);
      const rows = await folios.register(from, to);
      const sign = (row: (typeof rows)[number]) => (row.kind === 'credit_note' ? -1 : 1);
      const total = (pick: (row: (typeof rows)[number]) => number) =>
        toRupees(rows.reduce((sum, row) => sum + sign(row) * pick(row), 0));
      return {
        from,
        to,
        data: rows.map((row) => ({
          number: row.number,
          kind: row.kind,
          issued_on: row.issued_on,
          booking_reference: row.booking_reference,
          buyer: row.buyer,
          buyer_gstin: row.buyer_gstin,
          supply: row.buyer_gstin ? ('B2B' as const) : ('B2C' as const),
          credit_for: row.credit_for,
          taxable: toRupees(row.taxable_paise),
          cgst: toRupees(row.cgst_paise),
          sgst: toRupees(row.sgst_paise),
          total: toRupees(row.total_paise),
        })),
        totals: {
          taxable: total((row) => row.taxable_paise),
          cgst: total((row) => row.cgst_paise),
          sgst: total((row) => row.sgst_paise),
          total: total((row) => row.total_paise),
        },
      };
    },
  );

  app.get(
    '/invoices.csv',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'The register for the accountant as CSV, in the shape GSTR-1 needs (B2B/B2C, tax per rate, SAC summary)',
        security,
        querystring: invoiceRegisterQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = period(request.query);
      const csv = gstr1Csv(await folios.register(from, to), await folios.registerLines(from, to));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="haveli-invoices-${from}-to-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/invoices/:number',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'A GST tax invoice or credit note as a PDF (its number with dashes), to print or send',
        security,
        params: staffInvoiceParamsSchema,
      },
    },
    async (request, reply) => {
      const invoice = await folios.invoice(request.params.number);
      if (!invoice) throw notFound('Invoice not found.');
      return sendInvoice(reply, invoice);
    },
  );

  /** Read in the posting's transaction (an embedded database has one connection: another would wait on it). */
  const diningGstPercent = async (tx: Db): Promise<number> => {
    const [row] = await tx.query<{ gst_percent: number }>('SELECT gst_percent FROM dining_settings LIMIT 1');
    return row?.gst_percent ?? SERVICES_GST_PERCENT;
  };
};

export default staffFolioRoutes;

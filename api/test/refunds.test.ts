import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  addDays,
  cashUpSchema,
  deskRefundsResponseSchema,
  folioPostedSchema,
  folioSchema,
  formatInr,
  gstOn,
  hotelToday,
  invoiceRegisterSchema,
  onlinePaymentOrderSchema,
  stayBookingResponseSchema,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { readPdf } from './helpers/pdf-text';
import { testOutbox } from './helpers/outbox';
import { razorpayStandInFor } from './helpers/payment-stand-in';
import type { WebhookDelivery } from '../src/payments/razorpay-stand-in';
import { issuedLines } from './helpers/invoices';
import { describeEachDatabase } from './helpers/test-app';

const WEBHOOK = '/api/payments/razorpay/webhook';
const DELUXE = 2;
const outbox = testOutbox();

const provider = razorpayStandInFor('Refunds');

let serial = 0;

describeEachDatabase(
  'refunds: by a manager the way the guest paid, a credit note after the invoice, a cancellation by its policy',
  (ctx) => {
    let frontDesk: SignedInAccount;
    let manager: SignedInAccount;
    before(async () => {
      frontDesk = await signUp(ctx.app, 'front_desk');
      manager = await signUp(ctx.app, 'manager');
    });

    const call = (method: 'GET' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });
    /** A guest's two-night stay from `checkIn` (today unless given), booked through the booking route. */
    const booked = async (checkIn = hotelToday(), ratePlan = 'flexible') => {
      const guest = await signUp(ctx.app);
      const response = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: DELUXE,
        check_in: checkIn,
        check_out: addDays(checkIn, 2),
        adults: 2,
        rate_plan: ratePlan,
      });
      assert.equal(response.statusCode, 201, response.body);
      const booking = stayBookingResponseSchema.parse(response.json()).data;
      const rooms = await ctx.app.db.query<{ id: number }>(
        `SELECT h.id FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id
         WHERE b.reference = $1 ORDER BY h.id`,
        [booking.reference],
      );
      return { guest, booking, rooms: rooms.map((room) => room.id) };
    };
    const folio = async (reference: string) => {
      const response = await call('GET', `/api/staff/stays/${reference}/folio`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      return folioSchema.parse(response.json());
    };
    const pay = async (reference: string, amount: number, method: 'cash' | 'card' = 'cash') => {
      serial += 1;
      const response = await call('POST', `/api/staff/stays/${reference}/folio/payments`, frontDesk, {
        method,
        amount,
        reference: method === 'card' ? `SLIP-R${serial}` : '',
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    const refund = (reference: string, payload: object, account = manager) =>
      call('POST', `/api/staff/stays/${reference}/folio/refunds`, account, payload);
    const auditOf = (reference: string) =>
      ctx.app.db.query<{ after: { refunded: number; reason: string; credit_note: string | null } }>(
        `SELECT after FROM staff_audit WHERE action = 'payment.refund' AND entity_id = $1 ORDER BY id`,
        [reference],
      );

    it('pays back what was paid beyond what is owed, only by a manager, the way it was paid', async () => {
      const { guest, booking, rooms } = await booked();
      for (const room of rooms) await call('POST', `/api/staff/bookings/${room}/check-in`, frontDesk);
      await pay(booking.reference, booking.price.total + 1000);
      const before = await folio(booking.reference);
      assert.equal(before.due, -1000);

      expectApiError(await refund(booking.reference, { amount: 1000, reason: 'Paid twice' }, frontDesk), 403);
      const tooMuch = expectApiError(
        await refund(booking.reference, { amount: 1000.01, reason: 'Paid twice' }),
        400,
      );
      assert.equal(tooMuch.fields?.amount, 'At most ₹1,000 can be refunded on this stay.');
      assert.ok(
        expectApiError(await refund(booking.reference, { amount: 1000, reason: ' ' }), 400).fields?.reason,
      );
      assert.deepEqual(await folio(booking.reference), before, 'a refused refund changes nothing');

      const response = await refund(booking.reference, { amount: 1000, reason: 'Paid twice at the desk' });
      assert.equal(response.statusCode, 200, response.body);
      const { message, folio: after } = folioPostedSchema.parse(response.json());
      assert.equal(message, 'Refund recorded: the guest is paid back the way they paid.');
      assert.deepEqual(
        [after.lines.at(-1)?.kind, after.lines.at(-1)?.description, after.lines.at(-1)?.amount, after.due],
        ['refund', 'Refund in cash', 1000, 0],
      );
      assert.deepEqual(after.invoices, [], 'an overpayment returned is no credit note');
      const [audited] = await auditOf(booking.reference);
      assert.deepEqual(audited?.after, {
        refunded: 1000,
        reason: 'Paid twice at the desk',
        credit_note: null,
      });
      const [mail] = await outbox.mailsAfter(guest.email, 1, /Your Haveli refund/);
      assert.match(
        mail?.text ?? '',
        /We have refunded ₹1,000 for booking .+, to the way you paid: Paid twice/,
      );

      assert.equal(
        expectApiError(await refund(booking.reference, { amount: 1, reason: 'Again' }), 409).message,
        'Nothing can be refunded: the guest has not paid more than is owed, and no invoice has been issued to credit.',
      );
    });

    it('credits the invoice after check-out with a credit note that refers to it, every figure rate × base', async () => {
      const { guest, booking, rooms } = await booked();
      for (const room of rooms) await call('POST', `/api/staff/bookings/${room}/check-in`, frontDesk);
      await call('POST', `/api/staff/stays/${booking.reference}/folio/charges`, frontDesk, {
        kind: 'charge',
        category: 'food',
        description: 'Dinner at the Verandah',
        amount: 2210,
      });
      await pay(booking.reference, (await folio(booking.reference)).due, 'card');
      for (const room of rooms) {
        const out = await call('POST', `/api/staff/bookings/${room}/check-out`, frontDesk);
        assert.equal(out.statusCode, 200, out.body);
      }
      const [invoice] = (await folio(booking.reference)).invoices;
      assert.ok(invoice);

      const tooMuch = expectApiError(
        await refund(booking.reference, { amount: invoice.total + 1, reason: 'Air conditioning failed' }),
        400,
      );
      assert.equal(
        tooMuch.fields?.amount,
        `At most ${formatInr(invoice.total)} can be refunded on this stay.`,
      );
      const response = await refund(booking.reference, {
        amount: 1234.56,
        reason: 'Air conditioning failed',
      });
      assert.equal(response.statusCode, 200, response.body);
      const { message, folio: after } = folioPostedSchema.parse(response.json());
      const credit = after.invoices.find((document) => document.kind === 'credit_note');
      assert.ok(credit, 'a credit note is issued');
      assert.equal(
        message,
        `Refund recorded: the guest is paid back the way they paid. Credit note ${credit.number} issued.`,
      );
      assert.equal(after.balance, 0, 'the credit and the refund balance each other');
      const refunded = after.lines.filter((line) => line.kind === 'refund');
      assert.deepEqual(
        refunded.map((line) => [line.description, line.amount]),
        [['Refund to the card paid with at the hotel', credit.total]],
      );
      assert.ok(
        credit.total <= 1234.56 && credit.total >= 1234.54,
        `${credit.total} is what was asked, to a paisa`,
      );

      // The credit note: the invoice it lowers, the reason, and each line's tax its rate × its base.
      const [header] = await ctx.app.db.query<{
        credit_for: number;
        reason: string;
        buyer_name: string;
        total_paise: number;
      }>('SELECT credit_for, reason, buyer_name, total_paise FROM invoices WHERE number = $1', [
        credit.number,
      ]);
      const [original] = await ctx.app.db.query<{ id: number }>('SELECT id FROM invoices WHERE number = $1', [
        invoice.number,
      ]);
      assert.deepEqual(
        [header?.credit_for, header?.reason, header?.buyer_name],
        [original?.id, 'Air conditioning failed', booking.guest_name],
      );
      const lines = await issuedLines(ctx.app, credit.number);
      assert.ok(lines.length >= 2, 'shared among the room and the food');
      for (const line of lines) {
        const gst = gstOn(line.taxable_paise, line.rate_percent);
        assert.deepEqual([line.cgst_paise, line.sgst_paise], [gst.cgst, gst.sgst]);
      }
      assert.equal(
        lines.reduce((sum, line) => sum + line.total_paise, 0),
        header?.total_paise,
      );

      // The register lists it against the invoice; the guest gets it by mail and can download it.
      const register = invoiceRegisterSchema.parse(
        (await call('GET', '/api/staff/invoices', frontDesk)).json(),
      );
      const listed = register.data.find((row) => row.number === credit.number);
      assert.deepEqual([listed?.kind, listed?.credit_for], ['credit_note', invoice.number]);
      const slug = credit.number.replaceAll('/', '-');
      const pdf = await call('GET', `/api/stays/bookings/${booking.reference}/invoices/${slug}`, guest);
      const text = (await readPdf(pdf.rawPayload)).lines.join('\n');
      for (const expected of ['CREDIT NOTE', credit.number, invoice.number, 'Air conditioning failed'])
        assert.ok(text.includes(expected), `"${expected}" in the credit note`);
      const [mail] = await outbox.mailsAfter(guest.email, 1, /Your Haveli refund/);
      assert.ok(
        mail?.attachments?.some((file) => file.filename === `${slug}.pdf`),
        'the credit note attached',
      );
      const [audited] = await auditOf(booking.reference);
      assert.equal(audited?.after.credit_note, credit.number);

      // What is left to credit is the invoice less the credit.
      const rest = toRupees(toPaise(invoice.total) - toPaise(credit.total));
      assert.equal(
        expectApiError(await refund(booking.reference, { amount: rest + 0.01, reason: 'More' }), 400).fields
          ?.amount,
        `At most ${formatInr(rest)} can be refunded on this stay.`,
      );
    });

    /** A flexible stay far ahead, paid in full online in the stand-in's checkout: the checkout's answer. */
    const paidOnline = async () => {
      serial += 1;
      const { guest, booking } = await booked(addDays(hotelToday(), 400 + serial * 3));
      const started = await call('POST', `/api/stays/bookings/${booking.reference}/payments/online`, guest);
      const paid = provider.standIn.pay(onlinePaymentOrderSchema.parse(started.json()).order_id);
      const confirmed = await call(
        'POST',
        `/api/stays/bookings/${booking.reference}/payments/online/confirm`,
        guest,
        paid,
      );
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      return { guest, booking, paid };
    };

    it('refunds an online payment through the provider when the guest cancels, once, whatever the webhooks do', async () => {
      const { guest, booking, paid } = await paidOnline();

      const preview = await call('GET', `/api/stays/bookings/${booking.reference}/cancel-preview`, guest);
      const { fee, paid: paidSoFar, refund: back } = preview.json() as Record<string, number>;
      assert.deepEqual([fee, paidSoFar, back], [0, booking.price.total, booking.price.total]);
      const cancelled = await call('POST', `/api/stays/bookings/${booking.reference}/cancel`, guest);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal((cancelled.json() as { refund: number }).refund, booking.price.total);

      // The queue hands it to the provider, with our id as its receipt.
      const deadline = Date.now() + 20_000;
      let row: { status: string; provider_refund_id: string | null } | undefined;
      for (;;) {
        [row] = await ctx.app.db.query<{ status: string; provider_refund_id: string | null }>(
          `SELECT r.status, r.provider_refund_id FROM refunds r JOIN payments p ON p.id = r.payment_id
           WHERE p.reference = $1`,
          [paid.razorpay_payment_id],
        );
        if (row?.provider_refund_id) break;
        assert.ok(Date.now() < deadline, 'the refund reaches the provider within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(row?.status, 'processed');
      const atProvider = await fetch(`${provider.standIn.url}/v1/payments/${paid.razorpay_payment_id}`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${provider.keys.keyId}:${provider.keys.keySecret}`).toString('base64')}`,
        },
      });
      const payment = (await atProvider.json()) as { amount_refunded: number; status: string };
      assert.deepEqual([payment.amount_refunded, payment.status], [toPaise(booking.price.total), 'refunded']);

      // Its webhook, delivered twice, changes nothing more; a forged one is refused.
      const [event] = provider.standIn
        .webhooks()
        .filter(
          (delivery) =>
            delivery.event === 'refund.processed' && delivery.body.includes(paid.razorpay_payment_id),
        );
      assert.ok(event);
      for (let time = 0; time < 2; time += 1) {
        const delivered: { statusCode: number; body: string } = await ctx.app.inject({
          method: 'POST',
          url: WEBHOOK,
          payload: event.body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': event.signature,
            'x-razorpay-event-id': event.eventId,
          },
        });
        assert.equal(delivered.statusCode, 200, delivered.body);
      }
      const forged = await ctx.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: event.body.replace('refund.processed', 'refund.failed'),
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': event.signature,
          'x-razorpay-event-id': `${event.eventId}x`,
        },
      });
      assert.equal(forged.statusCode, 400);
      const refunds = await ctx.app.db.query<{ status: string }>(
        `SELECT r.status FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.reference = $1`,
        [paid.razorpay_payment_id],
      );
      assert.deepEqual(refunds, [{ status: 'processed' }]);
      const after = await folio(booking.reference);
      assert.deepEqual(
        after.lines.map((line) => [line.kind, line.amount]),
        [
          ['payment', -booking.price.total],
          ['refund', booking.price.total],
        ],
      );
      assert.equal(after.due, 0);
    });

    it('puts an online refund the bank refuses on the desk’s list, to be paid back another way', async () => {
      const { guest, booking, paid } = await paidOnline();

      provider.standIn.refundsFail(true);
      try {
        assert.equal(
          (await call('POST', `/api/stays/bookings/${booking.reference}/cancel`, guest)).statusCode,
          200,
        );
        // The provider takes the refund, then says it failed.
        const deadline = Date.now() + 20_000;
        let failed: WebhookDelivery | undefined;
        while (!failed) {
          failed = provider.standIn
            .webhooks()
            .find(
              (event) => event.event === 'refund.failed' && event.body.includes(paid.razorpay_payment_id),
            );
          assert.ok(Date.now() < deadline, 'the refund reaches the provider within 20 s');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const delivered = await ctx.app.inject({
          method: 'POST',
          url: WEBHOOK,
          payload: failed.body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': failed.signature,
            'x-razorpay-event-id': failed.eventId,
          },
        });
        assert.equal(delivered.statusCode, 200, delivered.body);
      } finally {
        provider.standIn.refundsFail(false);
      }

      // The desk sees it, says why, and pays it back another way.
      const listed = deskRefundsResponseSchema
        .parse((await call('GET', '/api/staff/refunds/pending', frontDesk)).json())
        .data.find((row) => row.booking_reference === booking.reference);
      assert.deepEqual(
        [listed?.method, listed?.provider_failed, listed?.amount],
        ['razorpay', true, booking.price.total],
      );
      const back = await call('POST', `/api/staff/refunds/${listed?.id}/paid-back`, frontDesk);
      assert.equal(back.statusCode, 200, back.body);
      const [refund] = await ctx.app.db.query<{ status: string; paid_back: boolean }>(
        'SELECT status, paid_back_at IS NOT NULL AS paid_back FROM refunds WHERE id = $1',
        [listed?.id],
      );
      assert.deepEqual(refund, { status: 'processed', paid_back: true });
      const after = deskRefundsResponseSchema.parse(
        (await call('GET', '/api/staff/refunds/pending', frontDesk)).json(),
      );
      assert.ok(!after.data.some((row) => row.id === listed?.id));
    });

    it('keeps a late cancellation’s fee out of what was paid, invoiced with its GST, and refunds the rest', async () => {
      const { guest, booking } = await booked();
      await pay(booking.reference, booking.price.total, 'card');
      const cancelled = await call('POST', `/api/stays/bookings/${booking.reference}/cancel`, guest);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const { fee, refund: back } = cancelled.json() as { fee: number; refund: number };
      assert.ok(fee > 0, 'cancelling on the day of arrival costs the policy’s fee');

      const after = await folio(booking.reference);
      const charge = after.lines.find((line) => line.kind === 'charge');
      assert.ok(charge, 'the fee is on the folio');
      const gst = gstOn(toPaise(charge.taxable), charge.rate_percent ?? NaN);
      assert.equal(toPaise(charge.cgst) + toPaise(charge.sgst), gst.tax);
      assert.ok(toPaise(fee) - toPaise(charge.amount) <= 1, 'the fee kept, to a paisa');
      assert.equal(toPaise(back), toPaise(booking.price.total) - toPaise(charge.amount));
      assert.equal(after.due, 0);
      const [invoice] = after.invoices;
      assert.deepEqual([invoice?.kind, invoice?.total], ['invoice', charge.amount]);
      // The card refund waits for the desk to make it on the hotel's terminal; then it is marked paid back.
      const waiting = deskRefundsResponseSchema
        .parse((await call('GET', '/api/staff/refunds/pending', frontDesk)).json())
        .data.find((row) => row.booking_reference === booking.reference);
      assert.deepEqual([waiting?.method, waiting?.amount], ['card', back]);
      expectApiError(await call('GET', '/api/staff/refunds/pending', await signUp(ctx.app, 'kitchen')), 403);
      const paidBack = await call('POST', `/api/staff/refunds/${waiting?.id}/paid-back`, frontDesk);
      assert.equal(paidBack.statusCode, 200, paidBack.body);
      assert.equal(
        expectApiError(await call('POST', `/api/staff/refunds/${waiting?.id}/paid-back`, frontDesk), 409)
          .message,
        'This refund is not waiting to be paid back.',
      );
      expectApiError(await call('POST', '/api/staff/refunds/999999/paid-back', frontDesk), 404);
      const [audited] = await ctx.app.db.query<{ actor: number }>(
        `SELECT actor FROM staff_audit WHERE action = 'refund.paid_back' AND entity_id = $1`,
        [booking.reference],
      );
      assert.equal(audited?.actor, frontDesk.id);
      const cashUp = cashUpSchema.parse((await call('GET', '/api/staff/cash-up', frontDesk)).json());
      assert.ok(cashUp.refunds.total >= back, 'the day’s cash-up counts it once paid back');

      const [mail] = await outbox.mailsAfter(guest.email, 1, /is cancelled/);
      assert.match(
        mail?.text ?? '',
        new RegExp(`Refunded\\s+${formatInr(back).replace('.', '\\.')}, to the way you paid`),
      );
    });
  },
  { env: provider.env(outbox.env) },
);

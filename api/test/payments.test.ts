import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  folioSchema,
  formatInr,
  onlinePaymentOrderSchema,
  paymentAnswerSchema,
  paymentOptionsSchema,
  pendingPaymentsResponseSchema,
  stayBookingResponseSchema,
  toPaise,
} from '@haveli/contracts';
import type { WebhookDelivery } from '../src/payments/razorpay-stand-in';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { testOutbox } from './helpers/outbox';
import { razorpayStandInFor } from './helpers/payment-stand-in';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

const WEBHOOK = '/api/payments/razorpay/webhook';
const outbox = testOutbox();

const provider = razorpayStandInFor('HaveliPayments1');

let serial = 0;

describeEachDatabase(
  'paying a booking: online through the provider, by UPI transfer confirmed at the desk, webhooks once',
  (ctx: TestContext) => {
    let frontDesk: SignedInAccount;
    before(async () => {
      frontDesk = await signUp(ctx.app, 'front_desk');
    });

    const call = (method: 'GET' | 'POST', url: string, account: SignedInAccount | null, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: account ? { authorization: account.authorization } : {},
        payload,
      });
    /** A guest's stay a few years ahead (each its own dates), booked through the booking route. */
    const booked = async () => {
      const guest = await signUp(ctx.app);
      serial += 1;
      const start = new Date(Date.UTC(2032, 0, 1 + serial * 4)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2032, 0, 3 + serial * 4)).toISOString().slice(0, 10);
      const response = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: 2,
        check_in: start,
        check_out: end,
        adults: 2,
      });
      assert.equal(response.statusCode, 201, response.body);
      return { guest, booking: stayBookingResponseSchema.parse(response.json()).data };
    };
    const folio = async (guest: SignedInAccount, reference: string) => {
      const response = await call('GET', `/api/stays/bookings/${reference}/folio`, guest);
      assert.equal(response.statusCode, 200, response.body);
      return folioSchema.parse(response.json());
    };
    const startOnline = async (guest: SignedInAccount, reference: string) => {
      const response = await call('POST', `/api/stays/bookings/${reference}/payments/online`, guest);
      assert.equal(response.statusCode, 200, response.body);
      return onlinePaymentOrderSchema.parse(response.json());
    };
    /** Delivers the provider's webhook as it would arrive: the exact signed bytes and its headers. */
    const deliver = (delivery: WebhookDelivery, body = delivery.body) =>
      ctx.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
        },
      });
    const eventsOf = (orderId: string, event: string) =>
      provider.standIn
        .webhooks()
        .filter((delivery) => delivery.event === event && delivery.body.includes(orderId));

    it('offers every way to pay what is due, with a UPI link and QR code for the amount and booking', async () => {
      const { guest, booking } = await booked();
      const response = await call('GET', `/api/stays/bookings/${booking.reference}/payment-options`, guest);
      assert.equal(response.statusCode, 200, response.body);
      const options = paymentOptionsSchema.parse(response.json());
      assert.equal(options.due, booking.price.total);
      assert.deepEqual(options.online, {
        key_id: provider.keys.keyId,
        script_url: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      const link = new URL(options.upi.link);
      assert.equal(link.protocol, 'upi:');
      assert.equal(link.searchParams.get('pa'), options.upi.vpa);
      assert.equal(link.searchParams.get('am'), booking.price.total.toFixed(2));
      assert.equal(link.searchParams.get('cu'), 'INR');
      assert.equal(link.searchParams.get('tr'), booking.reference);
      assert.match(options.upi.qr_svg, /^<svg[\s\S]+<\/svg>\s*$/);
      expectApiError(
        await call('GET', `/api/stays/bookings/${booking.reference}/payment-options`, frontDesk),
        404,
      );
    });

    it('takes an online payment once the checkout’s signature checks out, and never on a forged one', async () => {
      const { guest, booking } = await booked();
      const order = await startOnline(guest, booking.reference);
      assert.equal(order.amount_paise, toPaise(booking.price.total));
      const paid = provider.standIn.pay(order.order_id, { method: 'upi' });
      const confirm = (signature: string) =>
        call('POST', `/api/stays/bookings/${booking.reference}/payments/online/confirm`, guest, {
          ...paid,
          razorpay_signature: signature,
        });

      expectApiError(
        await confirm(paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))),
        400,
      );
      assert.equal(
        (await folio(guest, booking.reference)).due,
        booking.price.total,
        'a forged answer pays nothing',
      );

      const confirmed = await confirm(paid.razorpay_signature);
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const after = paymentAnswerSchema.parse(confirmed.json()).folio;
      assert.equal(after.due, 0);
      assert.equal(after.balance, -booking.price.total, 'paid ahead of the nights');
      const [line] = after.lines;
      assert.equal(line?.kind, 'payment');
      assert.match(line?.description ?? '', new RegExp(paid.razorpay_payment_id));

      // The provider's webhooks then arrive, twice even: nothing more is posted.
      for (const delivery of [
        ...eventsOf(order.order_id, 'payment.captured'),
        ...eventsOf(order.order_id, 'order.paid'),
      ]) {
        assert.equal((await deliver(delivery)).statusCode, 200);
        assert.equal((await deliver(delivery)).statusCode, 200);
      }
      assert.equal((await folio(guest, booking.reference)).lines.length, 1);
      // Nothing is due now: no second order.
      expectApiError(
        await call('POST', `/api/stays/bookings/${booking.reference}/payments/online`, guest),
        409,
      );
    });

    it('refuses a forged webhook and applies events by what they say, in whatever order they come', async () => {
      const { guest, booking } = await booked();
      const order = await startOnline(guest, booking.reference);
      provider.standIn.fail(order.order_id);
      provider.standIn.pay(order.order_id, { method: 'card' });
      const [captured] = eventsOf(order.order_id, 'payment.captured');
      const [failed] = eventsOf(order.order_id, 'payment.failed');
      assert.ok(captured && failed, 'the stand-in sent both events');

      const forged = captured.body.replace(/"amount":\d+/, '"amount":100');
      expectApiError(await deliver(captured, forged), 400);
      expectApiError(await deliver({ ...captured, signature: 'f'.repeat(64) }), 400);
      assert.equal((await folio(guest, booking.reference)).due, booking.price.total);

      // The success arrives before the earlier attempt's failure: the booking ends paid, once.
      assert.equal((await deliver(captured)).statusCode, 200);
      assert.equal((await deliver(failed)).statusCode, 200);
      assert.equal((await deliver(captured)).statusCode, 200);
      const paid = await folio(guest, booking.reference);
      assert.equal(paid.due, 0);
      assert.equal(paid.lines.filter((line) => line.kind === 'payment').length, 1);
    });

    it('records a UPI transfer by its UTR for the desk, which confirms it onto the folio or rejects it', async () => {
      const { guest, booking } = await booked();
      const report = (utr: string) =>
        call('POST', `/api/stays/bookings/${booking.reference}/payments/upi`, guest, { utr });
      assert.ok(expectApiError(await report('12345'), 400).fields?.utr);
      const utr = String(400_000_000_000 + serial);
      assert.equal((await report(utr)).statusCode, 200);
      expectApiError(await report(String(500_000_000_000 + serial)), 409);
      assert.equal(
        (await folio(guest, booking.reference)).due,
        booking.price.total,
        'not paid until confirmed',
      );

      const pending = pendingPaymentsResponseSchema
        .parse((await call('GET', '/api/staff/payments/pending', frontDesk)).json())
        .data.find((payment) => payment.booking_reference === booking.reference);
      assert.equal(pending?.utr, utr);
      assert.equal(pending?.amount, booking.price.total);
      expectApiError(await call('GET', '/api/staff/payments/pending', await signUp(ctx.app, 'kitchen')), 403);

      const confirmed = await call('POST', `/api/staff/payments/${pending?.id}/confirm`, frontDesk);
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      expectApiError(await call('POST', `/api/staff/payments/${pending?.id}/confirm`, frontDesk), 409);
      const paid = await folio(guest, booking.reference);
      assert.equal(paid.due, 0);
      assert.match(paid.lines[0]?.description ?? '', new RegExp(utr));

      // Cancelled while free to: the transfer is refunded in full, to the account that paid, and the mail
      // says what was paid and what came back.
      const cancelled = await call('POST', `/api/stays/bookings/${booking.reference}/cancel`, guest);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal((cancelled.json() as { refund: number }).refund, booking.price.total);
      const refunded = await folio(guest, booking.reference);
      assert.deepEqual(
        [refunded.lines.at(-1)?.kind, refunded.lines.at(-1)?.description, refunded.due],
        ['refund', 'Refund by UPI to the account that paid', 0],
      );
      const [mail] = await outbox.mailsAfter(guest.email, 1, /is cancelled/);
      const total = formatInr(booking.price.total).replace('.', '\\.');
      assert.match(mail?.text ?? '', new RegExp(`Paid\\s+${total}`));
      assert.match(mail?.text ?? '', new RegExp(`Refunded\\s+${total}, to the way you paid`));

      // Another guest's transfer that never arrived is rejected, with the reason, and pays nothing.
      const other = await booked();
      await call('POST', `/api/stays/bookings/${other.booking.reference}/payments/upi`, other.guest, {
        utr: String(600_000_000_000 + serial),
      });
      const [waiting] = pendingPaymentsResponseSchema
        .parse((await call('GET', '/api/staff/payments/pending', frontDesk)).json())
        .data.filter((payment) => payment.booking_reference === other.booking.reference);
      assert.ok(
        expectApiError(await call('POST', `/api/staff/payments/${waiting?.id}/reject`, frontDesk, {}), 400),
      );
      const rejected = await call('POST', `/api/staff/payments/${waiting?.id}/reject`, frontDesk, {
        reason: 'Not on the statement after three days',
      });
      assert.equal(rejected.statusCode, 200, rejected.body);
      assert.equal((await folio(other.guest, other.booking.reference)).due, other.booking.price.total);
    });
  },
  { env: provider.env(outbox.env) },
);

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  PaymentProviderError,
  WebhookRefused,
  type PaymentEvent,
  type PaymentProvider,
} from '../src/payments/provider';
import { paymentsFromEnv, razorpayPayments } from '../src/payments/razorpay';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
  type WebhookDelivery,
} from '../src/payments/razorpay-stand-in';

const KEYS = {
  keyId: 'rzp_test_HaveliJaipur01',
  keySecret: 'stand-in-key-secret-0123456789',
  webhookSecret: 'stand-in-webhook-secret-abcdef',
};

describe('Razorpay through its SDK, against the local stand-in', () => {
  let standIn: RazorpayStandIn;
  let payments: PaymentProvider;
  /** Stands for the API's webhook route: the raw body to the adapter, 200 for an event, 400 when refused. */
  let receiver: FastifyInstance;
  let webhookUrl: string;
  const received: (PaymentEvent | null)[] = [];

  before(async () => {
    standIn = await startRazorpayStandIn(KEYS);
    payments = razorpayPayments({ ...KEYS, apiUrl: standIn.url });
    receiver = Fastify();
    receiver.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    receiver.post('/api/payments/razorpay/webhook', async (request) => {
      received.push(payments.parseWebhook(request.body as Buffer, request.headers));
      return { ok: true };
    });
    webhookUrl = `${await receiver.listen({ host: '127.0.0.1', port: 0 })}/api/payments/razorpay/webhook`;
  });
  after(async () => {
    await receiver.close();
    await standIn.close();
  });

  /** An order paid by card in the checkout, as the guest would. */
  async function paidOrder(amountPaise: number) {
    const order = await payments.createOrder({ amountPaise, receipt: `stay-${amountPaise}` });
    return { order, checkout: standIn.pay(order.orderId) };
  }

  const webhookFor = (event: string, orderId: string): WebhookDelivery => {
    const found = standIn
      .webhooks()
      .filter((delivery) => delivery.event === event && delivery.body.includes(orderId));
    assert.ok(found.length > 0, `a ${event} webhook for ${orderId}`);
    return found.at(-1)!;
  };

  async function deliver(
    delivery: WebhookDelivery,
  ): Promise<{ status: number; event: PaymentEvent | null | undefined }> {
    const before = received.length;
    const response = await standIn.deliver(delivery, webhookUrl);
    return { status: response.status, event: received.length > before ? received.at(-1) : undefined };
  }

  it('creates an order for the amount due, in paise, and gives the browser what it needs to pay it', async () => {
    const order = await payments.createOrder({
      amountPaise: 1_850_000,
      receipt: 'HVL-2026-0042',
      notes: { booking: 'HVL-2026-0042', guest: 'Asha Rao' },
    });

    assert.match(order.orderId, /^order_[0-9A-Za-z]{14}$/);
    assert.deepEqual(order, { orderId: order.orderId, amountPaise: 1_850_000, currency: 'INR' });
    assert.deepEqual(payments.checkout, {
      keyId: KEYS.keyId,
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('refuses an amount under ₹1 with Razorpay’s own description', async () => {
    await assert.rejects(payments.createOrder({ amountPaise: 99, receipt: 'too-small' }), (error) => {
      assert.ok(error instanceof PaymentProviderError);
      assert.equal(error.message, 'The amount must be at least INR 1.00');
      assert.deepEqual(error.details, { status: 400, code: 'BAD_REQUEST_ERROR', field: 'amount' });
      return true;
    });
  });

  it('verifies the checkout’s genuine signature, and no forged or altered one', async () => {
    const { order, checkout } = await paidOrder(420_000);
    const { checkout: otherCheckout } = await paidOrder(100);
    const genuine = {
      orderId: order.orderId,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    };
    const flipped = genuine.signature.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    const signedElsewhere = createHmac('sha256', 'someone-elses-secret')
      .update(`${genuine.orderId}|${genuine.paymentId}`)
      .digest('hex');

    assert.equal(payments.verifyCheckout(genuine), true);
    assert.equal(payments.verifyCheckout({ ...genuine, signature: flipped }), false);
    assert.equal(payments.verifyCheckout({ ...genuine, signature: signedElsewhere }), false);
    assert.equal(payments.verifyCheckout({ ...genuine, signature: genuine.signature.toUpperCase() }), false);
    assert.equal(payments.verifyCheckout({ ...genuine, signature: '' }), false);
    // A genuine payment of a cheaper order presented for this one.
    assert.equal(
      payments.verifyCheckout({
        ...genuine,
        paymentId: otherCheckout.razorpay_payment_id,
        signature: otherCheckout.razorpay_signature,
      }),
      false,
    );
    assert.equal(
      payments.verifyCheckout({ ...genuine, paymentId: otherCheckout.razorpay_payment_id }),
      false,
    );
  });

  it('fetches the payment the guest made, captured, with how they paid', async () => {
    const order = await payments.createOrder({ amountPaise: 250_000, receipt: 'upi-stay' });
    const checkout = standIn.pay(order.orderId, { method: 'upi' });

    assert.deepEqual(await payments.fetchPayment(checkout.razorpay_payment_id), {
      id: checkout.razorpay_payment_id,
      orderId: order.orderId,
      amountPaise: 250_000,
      amountRefundedPaise: 0,
      status: 'captured',
      method: 'upi',
    });
    await assert.rejects(payments.fetchPayment('pay_DoesNotExist00'), {
      name: 'PaymentProviderError',
      message: 'The id provided does not exist',
    });
  });

  it('refuses a webhook with a forged signature, and reads the genuine one as its event', async () => {
    const { order, checkout } = await paidOrder(760_000);
    const captured = webhookFor('payment.captured', order.orderId);
    const cheaper = { ...captured, body: captured.body.replace('"amount":760000', '"amount":100') };
    assert.notEqual(cheaper.body, captured.body);
    const signedElsewhere = createHmac('sha256', 'someone-elses-secret').update(captured.body).digest('hex');

    for (const forged of [
      cheaper,
      { ...captured, signature: signedElsewhere },
      { ...captured, signature: '' },
    ]) {
      assert.deepEqual(await deliver(forged), { status: 400, event: undefined });
    }
    const genuine = await deliver(captured);

    assert.equal(genuine.status, 200);
    assert.deepEqual(genuine.event, {
      eventId: captured.eventId,
      type: 'payment.captured',
      paymentId: checkout.razorpay_payment_id,
      orderId: order.orderId,
      amountPaise: 760_000,
      createdAt: new Date((JSON.parse(captured.body) as { created_at: number }).created_at * 1000),
    });
  });

  it('refuses a forged body handed to the adapter directly, with the reason', () => {
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 });
    assert.throws(
      () =>
        payments.parseWebhook(body, { 'x-razorpay-signature': 'f'.repeat(64), 'x-razorpay-event-id': 'E1' }),
      (error) => error instanceof WebhookRefused && error.reason === 'signature' && error.statusCode === 400,
    );
    assert.throws(() => payments.parseWebhook(body, {}), { name: 'WebhookRefused' });
  });

  it('gives the same event id to a repeated delivery, and reads events arriving out of order', async () => {
    const { order, checkout } = await paidOrder(300_000);
    const captured = webhookFor('payment.captured', order.orderId);
    const paid = webhookFor('order.paid', order.orderId);

    const first = await deliver(paid);
    const second = await deliver(captured);
    const again = await deliver(captured);

    assert.deepEqual(
      [first, second, again].map(({ status, event }) => [status, event?.type, event?.eventId]),
      [
        [200, 'order.paid', paid.eventId],
        [200, 'payment.captured', captured.eventId],
        [200, 'payment.captured', captured.eventId],
      ],
    );
    assert.notEqual(paid.eventId, captured.eventId);
    assert.equal(first.event?.paymentId, checkout.razorpay_payment_id);
  });

  it('acknowledges a genuine event it does not act on without reading it as one', async () => {
    const { order } = await paidOrder(150_000);
    assert.deepEqual(await deliver(webhookFor('payment.authorized', order.orderId)), {
      status: 200,
      event: null,
    });
  });

  it('reads a failed payment, and the order can still be paid after it', async () => {
    const order = await payments.createOrder({ amountPaise: 500_000, receipt: 'retry-stay' });
    const failure = standIn.fail(order.orderId, { method: 'netbanking' });
    const failed = await deliver(webhookFor('payment.failed', order.orderId));
    const retry = standIn.pay(order.orderId);

    assert.equal(failed.event?.type, 'payment.failed');
    assert.equal(failed.event?.paymentId, failure.error.metadata.payment_id);
    assert.equal((await payments.fetchPayment(failure.error.metadata.payment_id)).status, 'failed');
    assert.equal((await payments.fetchPayment(retry.razorpay_payment_id)).status, 'captured');
  });

  it('refunds part, then the rest, and refuses to refund more than was captured', async () => {
    const { checkout } = await paidOrder(1_000_000);
    const paymentId = checkout.razorpay_payment_id;

    const part = await payments.refund(paymentId, {
      amountPaise: 250_000,
      receipt: 'refund-1',
      notes: { reason: 'one night less' },
    });
    // A retry of the same refund (its answer lost) finds it by its receipt: nothing is refunded twice.
    const again = await payments.refund(paymentId, { amountPaise: 250_000, receipt: 'refund-1' });
    assert.equal(again.refundId, part.refundId);
    await assert.rejects(
      payments.refund(paymentId, { amountPaise: 750_001, receipt: 'refund-2' }),
      (error) => {
        assert.ok(error instanceof PaymentProviderError);
        assert.equal(error.message, 'The refund amount provided is greater than amount captured');
        assert.equal(error.details.status, 400);
        return true;
      },
    );
    assert.equal((await payments.fetchPayment(paymentId)).amountRefundedPaise, 250_000);
    const rest = await payments.refund(paymentId, { amountPaise: 750_000, receipt: 'refund-2' });
    await assert.rejects(payments.refund(paymentId, { amountPaise: 100, receipt: 'refund-3' }), {
      message: 'The payment has been fully refunded already',
    });

    assert.match(part.refundId, /^rfnd_/);
    assert.deepEqual(
      [part, rest].map(({ amountPaise, status }) => ({ amountPaise, status })),
      [
        { amountPaise: 250_000, status: 'processed' },
        { amountPaise: 750_000, status: 'processed' },
      ],
    );
    const payment = await payments.fetchPayment(paymentId);
    assert.deepEqual([payment.status, payment.amountRefundedPaise], ['refunded', 1_000_000]);
    const processed = standIn.webhooks().filter((delivery) => delivery.body.includes(paymentId));
    const refundEvents = [];
    for (const delivery of processed.filter(({ event }) => event === 'refund.processed')) {
      refundEvents.push((await deliver(delivery)).event);
    }
    assert.deepEqual(
      refundEvents.map((event) => event?.type === 'refund.processed' && [event.refundId, event.amountPaise]),
      [
        [part.refundId, 250_000],
        [rest.refundId, 750_000],
      ],
    );
  });

  it('is refused with wrong keys', async () => {
    for (const wrong of [{ keySecret: 'not-the-secret' }, { keyId: 'rzp_test_SomeoneElse00' }]) {
      const stranger = razorpayPayments({ ...KEYS, ...wrong, apiUrl: standIn.url });
      await assert.rejects(stranger.createOrder({ amountPaise: 10_000, receipt: 'wrong-keys' }), (error) => {
        assert.ok(error instanceof PaymentProviderError);
        assert.equal(error.message, 'Authentication failed');
        assert.deepEqual(error.details, { status: 401, code: 'BAD_REQUEST_ERROR', field: undefined });
        return true;
      });
    }
  });

  it('says so when Razorpay cannot be reached', async () => {
    const unreachable = razorpayPayments({ ...KEYS, apiUrl: 'http://127.0.0.1:9' });
    await assert.rejects(unreachable.fetchPayment('pay_Anything00000'), {
      name: 'PaymentProviderError',
      message: 'Razorpay could not be reached',
    });
  });
});

describe('Razorpay settings from the environment', () => {
  const env = {
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
  };

  it('offers no payment provider without keys', () => {
    assert.equal(paymentsFromEnv({}), null);
  });

  it('offers Razorpay when all three are set', () => {
    assert.equal(paymentsFromEnv({ ...env, RAZORPAY_KEY_ID: ` ${KEYS.keyId} ` })?.checkout.keyId, KEYS.keyId);
  });

  it('stops at a half-done setup or an address that is not a URL', () => {
    assert.throws(
      () => paymentsFromEnv({ ...env, RAZORPAY_WEBHOOK_SECRET: '' }),
      /RAZORPAY_WEBHOOK_SECRET not set/,
    );
    assert.throws(() => paymentsFromEnv({ ...env, RAZORPAY_API_URL: 'localhost:4010' }), /RAZORPAY_API_URL/);
  });
});

// A local stand-in for the part of Razorpay's documented HTTP API that the adapter uses (orders, payments,
// refunds, with Razorpay's Basic auth and error JSON), plus controls standing for the guest's checkout in the
// browser and for Razorpay's webhook deliveries. This machine cannot reach Razorpay, and tests must not: the
// adapter's calls go through the real SDK to this server instead (RAZORPAY_API_URL). It lives beside the adapter
// rather than among the tests because offline development can point the API at it too; nothing the server
// imports reaches it, so it stays out of the production bundle.
import { createHmac, randomInt } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';

export interface RazorpayStandInSettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type StandInMethod = 'card' | 'upi' | 'netbanking' | 'wallet';

/** What the checkout's success handler receives in the browser. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the checkout's `payment.failed` handler receives in the browser. */
export interface CheckoutFailure {
  error: RazorpayError & { metadata: { payment_id: string; order_id: string } };
}

/** One webhook as Razorpay would send it: the body exactly as signed, and its two headers. */
export interface WebhookDelivery {
  /** The `x-razorpay-event-id` header: the same on every delivery of this event. */
  eventId: string;
  event: string;
  body: string;
  /** The `x-razorpay-signature` header: HMAC-SHA256 of `body` with the webhook secret, in hex. */
  signature: string;
}

export interface RazorpayStandIn {
  /** The base URL to give the adapter as `apiUrl`. */
  readonly url: string;
  /** The guest pays the order in the checkout: the payment is captured and the order paid. */
  pay(orderId: string, options?: { method?: StandInMethod }): CheckoutSuccess;
  /** The guest's payment fails at the bank: the order stays open for another attempt. */
  fail(orderId: string, options?: { method?: StandInMethod }): CheckoutFailure;
  /** Every webhook event so far, oldest first; deliver any of them, as often and in whatever order a test likes. */
  webhooks(): WebhookDelivery[];
  /** POSTs a delivery to `url` as Razorpay does; change its body or signature first to forge one. */
  deliver(delivery: WebhookDelivery, url: string): Promise<Response>;
  /**
   * While on, the bank refuses refunds: each is accepted as `pending`, then fails (`refund.failed`), and the
   * money stays with the merchant, as a refund to a closed card or account does.
   */
  refundsFail(on: boolean): void;
  close(): Promise<void>;
}

interface RazorpayError {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

type Notes = Record<string, string> | [];

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: StandInMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Razorpay's ids: a prefix and 14 base-62 characters, e.g. order_DESlLckIVRkHWj. */
const razorpayId = (prefix: string) =>
  prefix + Array.from({ length: 14 }, () => BASE62[randomInt(BASE62.length)]).join('');
const unixNow = () => Math.floor(Date.now() / 1000);
const hmacHex = (message: string, secret: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

const refusal = (description: string, field?: string): { error: RazorpayError } => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

const AUTHENTICATION_FAILED: { error: RazorpayError } = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};

const METHOD_DETAILS: Record<StandInMethod, Pick<Payment, 'bank' | 'wallet' | 'vpa'>> = {
  card: { bank: null, wallet: null, vpa: null },
  upi: { bank: null, wallet: null, vpa: 'gaurav.kumar@exampleupi' },
  netbanking: { bank: 'HDFC', wallet: null, vpa: null },
  wallet: { bank: null, wallet: 'payzapp', vpa: null },
};

export async function startRazorpayStandIn(
  settings: RazorpayStandInSettings,
  listen: { host?: string; port?: number } = {},
): Promise<RazorpayStandIn> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund[]>();
  const deliveries: WebhookDelivery[] = [];
  let refundsFail = false;
  const accountId = razorpayId('acc_');
  const expectedAuthorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  /** Records a webhook with snapshots of the entities as they are now, as Razorpay's payloads are. */
  function emit(event: string, entities: { payment: Payment; order?: Order; refund?: Refund }): void {
    const payload = Object.fromEntries(
      Object.entries(entities).map(([name, value]) => [name, { entity: value }]),
    );
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(entities),
      payload,
      created_at: unixNow(),
    });
    deliveries.push({
      eventId: razorpayId(''),
      event,
      body,
      signature: hmacHex(body, settings.webhookSecret),
    });
  }

  function attempt(orderId: string, method: StandInMethod, succeeded: boolean): Payment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The stand-in has no order ${orderId}`);
    if (order.status === 'paid')
      throw new Error(`Order ${orderId} is paid already: the checkout would not open`);
    const fee = succeeded ? Math.round(order.amount * 0.02) : null;
    const payment: Payment = {
      id: razorpayId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: succeeded ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: succeeded,
      description: null,
      card_id: method === 'card' ? razorpayId('card_') : null,
      ...METHOD_DETAILS[method],
      email: 'gaurav.kumar@example.com',
      contact: '+919000090000',
      notes: [],
      fee,
      tax: fee === null ? null : Math.round((fee * 18) / 118),
      error_code: succeeded ? null : 'BAD_REQUEST_ERROR',
      error_description: succeeded ? null : 'Payment failed',
      error_source: succeeded ? null : 'bank',
      error_step: succeeded ? null : 'payment_authorization',
      error_reason: succeeded ? null : 'payment_failed',
      acquirer_data: {},
      created_at: unixNow(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    if (succeeded) {
      emit('payment.authorized', { payment: { ...payment, status: 'authorized', captured: false } });
      emit('payment.captured', { payment });
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      emit('order.paid', { payment, order });
    } else {
      emit('payment.failed', { payment });
    }
    return payment;
  }

  const pay = (orderId: string, { method = 'card' }: { method?: StandInMethod } = {}): CheckoutSuccess => {
    const payment = attempt(orderId, method, true);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmacHex(`${orderId}|${payment.id}`, settings.keySecret),
    };
  };
  const fail = (orderId: string, { method = 'card' }: { method?: StandInMethod } = {}): CheckoutFailure => {
    const payment = attempt(orderId, method, false);
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { payment_id: payment.id, order_id: orderId },
      },
    };
  };

  const app = Fastify({ logger: false });

  // The browser's side: the checkout script a page loads, and the guest's answer in it. No Basic auth there:
  // Razorpay's checkout runs in the guest's browser with the public key alone.
  app.get('/checkout/checkout.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(CHECKOUT_SCRIPT),
  );
  app.post('/checkout/answer', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const { order_id: orderId, outcome } = JSON.parse(String(request.body)) as {
      order_id: string;
      outcome: 'pay' | 'fail';
    };
    return outcome === 'fail' ? fail(orderId) : pay(orderId);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/checkout/')) return;
    if (request.headers.authorization !== expectedAuthorization) {
      return reply.code(401).send(AUTHENTICATION_FAILED);
    }
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(400).send(refusal('The requested URL was not found on the server.')),
  );
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.code(error.statusCode && error.statusCode < 500 ? 400 : 500).send(refusal(error.message)),
  );

  app.post('/v1/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const extra = unexpected(body, ['amount', 'currency', 'receipt', 'notes', 'partial_payment']);
    if (extra) return refuse(reply, `${extra} is/are not required and should not be sent`, extra);
    const { amount, currency, receipt, notes } = body;
    const amountRefusal = amountProblem(amount, true);
    if (amountRefusal) return refuse(reply, amountRefusal, 'amount');
    if (currency !== 'INR') return refuse(reply, 'The requested currency is not supported.', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return refuse(reply, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: Order = {
      id: razorpayId('order_'),
      entity: 'order',
      amount: amount as number,
      amount_paid: 0,
      amount_due: amount as number,
      currency: 'INR',
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOf(notes),
      created_at: unixNow(),
    };
    orders.set(order.id, order);
    return order;
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id', async (request, reply) => {
    const order = orders.get(request.params.id);
    return order ?? refuse(reply, 'The id provided does not exist');
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
    const payment = payments.get(request.params.id);
    return payment ?? refuse(reply, 'The id provided does not exist');
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id/refunds', async (request, reply) => {
    if (!payments.has(request.params.id)) return refuse(reply, 'The id provided does not exist');
    const items = [...(refunds.get(request.params.id) ?? [])].reverse();
    return { entity: 'collection', count: items.length, items };
  });

  app.post<{ Params: { id: string } }>('/v1/payments/:id/refund', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return refuse(reply, 'The id provided does not exist');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const extra = unexpected(body, ['amount', 'speed', 'notes', 'receipt']);
    if (extra) return refuse(reply, `${extra} is/are not required and should not be sent`, extra);
    if (payment.status === 'failed') return refuse(reply, 'The payment has not been captured');
    if (payment.refund_status === 'full') return refuse(reply, 'The payment has been fully refunded already');
    const refundable = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? refundable;
    const amountRefusal = amountProblem(amount, false);
    if (amountRefusal) return refuse(reply, amountRefusal, 'amount');
    if ((amount as number) > refundable) {
      return refuse(reply, 'The refund amount provided is greater than amount captured', 'amount');
    }
    const refund: Refund = {
      id: razorpayId('rfnd_'),
      entity: 'refund',
      amount: amount as number,
      currency: 'INR',
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: refundsFail ? 'pending' : 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(payment.id, [...(refunds.get(payment.id) ?? []), refund]);
    if (refundsFail) {
      emit('refund.failed', { refund: { ...refund, status: 'failed' }, payment });
      return refund;
    }
    payment.amount_refunded += refund.amount;
    const full = payment.amount_refunded === payment.amount;
    Object.assign(payment, {
      refund_status: full ? 'full' : 'partial',
      status: full ? 'refunded' : 'captured',
    });
    emit('refund.processed', { refund, payment });
    return refund;
  });

  const address = await app.listen({ host: listen.host ?? '127.0.0.1', port: listen.port ?? 0 });

  return {
    url: address,
    pay,
    fail,
    webhooks: () => [...deliveries],
    refundsFail: (on) => {
      refundsFail = on;
    },
    deliver: (delivery, url) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-event-id': delivery.eventId,
          'x-razorpay-signature': delivery.signature,
        },
        body: delivery.body,
      }),
    close: () => app.close(),
  };
}

function refuse(reply: FastifyReply, description: string, field?: string) {
  return reply.code(400).send(refusal(description, field));
}

/** The first field Razorpay would not expect, if any. */
function unexpected(body: Record<string, unknown>, allowed: string[]): string | undefined {
  return Object.keys(body).find((name) => !allowed.includes(name));
}

function amountProblem(amount: unknown, required: boolean): string | undefined {
  if (amount === undefined) return required ? 'The amount field is required.' : undefined;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return 'The amount must be an integer.';
  return amount < 100 ? 'The amount must be at least INR 1.00' : undefined;
}

/** Razorpay answers empty notes as an empty array. */
function notesOf(notes: unknown): Notes {
  return notes && typeof notes === 'object' && Object.keys(notes).length > 0
    ? (notes as Record<string, string>)
    : [];
}

/**
 * The stand-in's browser checkout: `window.Razorpay` as the page uses it (new Razorpay(options), on
 * 'payment.failed', open()), drawn as a plain dialog in which the "guest" pays, has the payment fail, or
 * closes it. Its answers are the stand-in's own, signed as Razorpay signs them.
 */
const CHECKOUT_SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  function rupees(paise) {
    // As the site writes rupees: paise only when there are any (₹956.25, ₹1,000).
    var digits = paise % 100 === 0 ? 0 : 2;
    var amount = (paise / 100).toLocaleString('en-IN', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return '\u20b9' + amount;
  }
  function Razorpay(options) {
    this.options = options;
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, handler) {
    this.handlers[event] = handler;
  };
  Razorpay.prototype.open = function () {
    var options = this.options;
    var handlers = this.handlers;
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'stand-in-checkout-title');
    dialog.style.cssText = 'padding:24px;border:1px solid #888;border-radius:8px;max-width:22rem;font:16px sans-serif';
    var title = document.createElement('h2');
    title.id = 'stand-in-checkout-title';
    title.textContent = 'Payment stand-in';
    title.style.cssText = 'font-size:1.25rem;margin:0 0 8px';
    var text = document.createElement('p');
    text.textContent = (options.name || '') + ': ' + (options.description || '') + ', ' + rupees(options.amount);
    dialog.append(title, text);
    function close() {
      dialog.close();
      dialog.remove();
    }
    function answer(outcome, then) {
      fetch(origin + '/checkout/answer', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ order_id: options.order_id, outcome: outcome }),
      })
        .then(function (response) { return response.json(); })
        .then(function (body) { close(); then(body); });
    }
    [
      ['Pay ' + rupees(options.amount), function () { answer('pay', options.handler); }],
      ['Make the payment fail', function () {
        answer('fail', function (body) { if (handlers['payment.failed']) handlers['payment.failed'](body); });
      }],
      ['Close', function () {
        close();
        if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
      }],
    ].forEach(function (entry) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = entry[0];
      button.style.cssText = 'display:block;margin:8px 0;padding:8px 12px';
      button.addEventListener('click', entry[1]);
      dialog.append(button);
    });
    document.body.append(dialog);
    dialog.showModal();
  };
  window.Razorpay = Razorpay;
})();
`;

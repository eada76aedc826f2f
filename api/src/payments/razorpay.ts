// The Razorpay adapter: orders, payments and refunds through the official SDK; the checkout's and the
// webhooks' signatures checked here, in constant time (the SDK's own validators compare with `===`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  PaymentProviderError,
  WebhookRefused,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookHeaders,
} from './provider';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** The secret set on the dashboard's webhook, distinct from the key secret. */
  webhookSecret: string;
  /** Where Razorpay's API answers: a stand-in's address (tests, offline development); unset in production. */
  apiUrl?: string;
  /** The browser checkout's script: a stand-in's (end-to-end tests, offline development); unset in production. */
  checkoutUrl?: string;
}

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const ENV_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/**
 * Razorpay when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are all set; null when none
 * is (without keys the option is not offered). Some but not all of them is a mistake worth stopping for.
 * RAZORPAY_API_URL points the API calls at a stand-in, RAZORPAY_CHECKOUT_URL the browser's checkout script.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentProvider | null {
  // Keys pasted from the dashboard often carry a stray space, which Razorpay answers "Authentication failed".
  const [keyId, keySecret, webhookSecret] = ENV_KEYS.map((name) => env[name]?.trim() || undefined);
  if (!keyId && !keySecret && !webhookSecret) return null;
  if (!keyId || !keySecret || !webhookSecret) {
    const missing = ENV_KEYS.filter((name) => !env[name]?.trim());
    throw new Error(`Razorpay needs ${ENV_KEYS.join(', ')} together; ${missing.join(', ')} not set`);
  }
  const apiUrl = env.RAZORPAY_API_URL?.trim();
  const checkoutUrl = env.RAZORPAY_CHECKOUT_URL?.trim();
  return razorpayPayments({
    keyId,
    keySecret,
    webhookSecret,
    ...(apiUrl ? { apiUrl: httpUrl('RAZORPAY_API_URL', apiUrl) } : {}),
    ...(checkoutUrl ? { checkoutUrl: httpUrl('RAZORPAY_CHECKOUT_URL', checkoutUrl) } : {}),
  });
}

export function razorpayPayments(settings: RazorpaySettings): PaymentProvider {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (settings.apiUrl) pointAt(client, settings.apiUrl);

  return {
    checkout: { keyId: settings.keyId, scriptUrl: settings.checkoutUrl ?? RAZORPAY_CHECKOUT_SCRIPT },

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call(() =>
        client.orders.create({ amount: amountPaise, currency: 'INR', receipt, ...(notes ? { notes } : {}) }),
      );
      if (order.currency !== 'INR') throw new Error(`Razorpay made order ${order.id} in ${order.currency}`);
      return { orderId: order.id, amountPaise: Number(order.amount), currency: 'INR' };
    },

    verifyCheckout({ orderId, paymentId, signature }) {
      return signatureMatches(`${orderId}|${paymentId}`, signature, settings.keySecret);
    },

    async fetchPayment(paymentId) {
      const payment = await call(() => client.payments.fetch(paymentId));
      return {
        id: payment.id,
        orderId: payment.order_id ?? null,
        amountPaise: Number(payment.amount),
        amountRefundedPaise: payment.amount_refunded ?? 0,
        status: payment.status satisfies PaymentStatus,
        method: payment.method,
      };
    },

    async refund(paymentId, { amountPaise, receipt, notes }) {
      // The SDK sends no idempotency key: a retry first looks for the refund an earlier try made, by its receipt.
      const made = await call(() => client.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      const refund =
        made.items.find((item) => item.receipt === receipt) ??
        (await call(() =>
          client.payments.refund(paymentId, { amount: amountPaise, receipt, ...(notes ? { notes } : {}) }),
        ));
      return { refundId: refund.id, amountPaise: Number(refund.amount), status: refund.status };
    },

    parseWebhook(rawBody, headers) {
      const signature = singleHeader(headers, 'x-razorpay-signature');
      if (!signature || !signatureMatches(rawBody, signature, settings.webhookSecret)) {
        throw new WebhookRefused('signature');
      }
      const eventId = singleHeader(headers, 'x-razorpay-event-id');
      let parsed: z.infer<typeof webhookSchema> | undefined;
      try {
        parsed = webhookSchema.parse(
          JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')),
        );
      } catch {
        // reported below, as a delivery that cannot be read
      }
      if (!eventId || !parsed) throw new WebhookRefused('malformed');
      return eventOf(eventId, parsed);
    },
  };
}

/**
 * The SDK has no option for its host: its constructor hard-codes https://api.razorpay.com as the base URL of the
 * axios instance it keeps at `client.api.rq` (razorpay 2.9, dist/razorpay.js and dist/api.js; upstream's own
 * e2e setup passes a `hostUrl` option that the constructor ignores). So, only when a stand-in's address is
 * given, that instance's `defaults.baseURL` is set, axios's documented way to move an instance; production
 * leaves the SDK untouched. Should a later SDK keep its client elsewhere, this refuses to start rather than
 * send a test's calls to the real Razorpay.
 */
function pointAt(client: Razorpay, apiUrl: string): void {
  const { rq } = client.api as unknown as { rq?: { defaults?: { baseURL?: string } } };
  if (typeof rq?.defaults?.baseURL !== 'string') {
    throw new Error('This razorpay SDK keeps its HTTP client elsewhere: RAZORPAY_API_URL cannot be applied');
  }
  rq.defaults.baseURL = apiUrl;
}

/** Razorpay's signature: HMAC-SHA256 in hex, compared in constant time. */
function signatureMatches(message: string | Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(message).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A header sent once; a repeated one is not something Razorpay sends. */
function singleHeader(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function httpUrl(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  return raw;
}

/** The SDK's call, its refusal (`{ statusCode, error: { code, description, field } }`) made an Error. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const refusal = sdkRefusal.safeParse(error);
    if (refusal.success) {
      const { statusCode, error: details } = refusal.data;
      throw new PaymentProviderError(details.description, {
        status: Number(statusCode),
        code: details.code,
        field: details.field ?? undefined,
      });
    }
    // The SDK reads `err.response.status` without checking, so an unreachable host arrives as a TypeError.
    throw new PaymentProviderError(
      'Razorpay could not be reached',
      { status: undefined, code: undefined, field: undefined },
      { cause: error },
    );
  }
}

const sdkRefusal = z.object({
  statusCode: z.union([z.number(), z.string()]),
  error: z.object({
    code: z.string(),
    description: z.string(),
    field: z.string().nullish(),
  }),
});

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

/** The parts of Razorpay's webhook envelope this API reads; the rest is left alone. */
const webhookSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  created_at: z.number().int(),
  payload: z.object({
    payment: entity({
      id: z.string(),
      order_id: z.string().nullish(),
      amount: z.number().int(),
    }).optional(),
    refund: entity({
      id: z.string(),
      amount: z.number().int(),
      payment_id: z.string(),
      receipt: z.string().nullish(),
    }).optional(),
  }),
});

/** The event as the routes see it; null for an event this API does not act on. */
function eventOf(eventId: string, webhook: z.infer<typeof webhookSchema>): PaymentEvent | null {
  const payment = webhook.payload.payment?.entity;
  // Every payment of ours is made against an order we created; one without is someone else's business.
  if (!payment?.order_id) return null;
  const base = { eventId, paymentId: payment.id, orderId: payment.order_id };
  const createdAt = new Date(webhook.created_at * 1000);
  switch (webhook.event) {
    case 'payment.captured':
    case 'payment.failed':
    case 'order.paid':
      return { ...base, type: webhook.event, amountPaise: payment.amount, createdAt };
    case 'refund.processed':
    case 'refund.failed': {
      const refund = webhook.payload.refund?.entity;
      if (!refund) throw new WebhookRefused('malformed');
      return {
        ...base,
        type: webhook.event,
        refundId: refund.id,
        receipt: refund.receipt ?? null,
        amountPaise: refund.amount,
        createdAt,
      };
    }
    default:
      return null;
  }
}

// What the routes ask of a payment provider (Razorpay today), so that a route never talks to a provider's SDK
// itself. Every amount is in paise, a whole number (₹1 = 100 paise), as the providers count it.
import { HttpError } from '../lib/http-errors';

export interface PaymentProvider {
  /** What the browser needs to open the provider's checkout for an order this API created. */
  readonly checkout: CheckoutInfo;
  /** An order for the amount due; the guest's checkout pays against it. */
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * Whether the checkout's answer is genuine. `orderId` must be the order this API created and stored for the
   * booking, never the order id the browser sends back: else a guest could present a payment of a cheaper order.
   */
  verifyCheckout(input: CheckoutAnswer): boolean;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Refunds `amountPaise` of a captured payment; the amount is required so that no refund is full by mistake. */
  refund(paymentId: string, input: RefundInput): Promise<ProviderRefund>;
  /**
   * The event a webhook delivery carries, read from the raw body exactly as it arrived (before any JSON
   * parsing). Throws {@link WebhookRefused} when the signature does not match or the delivery is malformed:
   * a forged body never parses. Returns null for a genuine event this API does not act on, to be answered
   * 200 all the same (the provider retries, then disables, a webhook that keeps failing).
   *
   * Providers deliver at least once and in no particular order: record events by `eventId` to apply each
   * once, and apply them by the state they describe, not by the order they arrive in.
   */
  parseWebhook(rawBody: string | Buffer, headers: WebhookHeaders): PaymentEvent | null;
}

export interface CheckoutInfo {
  /** The public key id the checkout script is opened with (never the secret). */
  keyId: string;
  scriptUrl: string;
}

export interface CreateOrderInput {
  amountPaise: number;
  /** Our reference for the order, e.g. the booking's number; at most 40 characters. */
  receipt: string;
  /** Kept with the order at the provider and shown on its dashboard; at most 15 entries. */
  notes?: Record<string, string>;
}

export interface ProviderOrder {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
}

/** The three values the checkout hands to its success handler in the browser. */
export interface CheckoutAnswer {
  orderId: string;
  paymentId: string;
  signature: string;
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  /** Null only for a payment not made against an order, which is never one of ours. */
  orderId: string | null;
  amountPaise: number;
  amountRefundedPaise: number;
  status: PaymentStatus;
  /** How the guest paid: card, upi, netbanking, wallet, … */
  method: string;
}

export interface RefundInput {
  amountPaise: number;
  /**
   * Our id of the refund, kept with it at the provider: a retry of a refund whose answer was lost finds the
   * one already made by it instead of refunding twice.
   */
  receipt: string;
  notes?: Record<string, string>;
}

export interface ProviderRefund {
  refundId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/** Request headers as Node and Fastify give them: names in lower case. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

interface EventBase {
  /** The provider's id of the event, the same on every delivery of it: the key to apply an event once. */
  eventId: string;
  paymentId: string;
  orderId: string;
  /** When the event happened at the provider. */
  createdAt: Date;
}

export type PaymentEvent =
  | (EventBase & {
      type: 'payment.captured' | 'payment.failed' | 'order.paid';
      /** The payment's amount. */
      amountPaise: number;
    })
  | (EventBase & {
      type: 'refund.processed' | 'refund.failed';
      refundId: string;
      /** Our id of the refund, as we gave it. */
      receipt: string | null;
      /** The refund's amount, not the payment's. */
      amountPaise: number;
    });

export type PaymentEventType = PaymentEvent['type'];

/** A webhook delivery that is not the provider's or cannot be read: answered 400, and nothing is applied. */
export class WebhookRefused extends HttpError {
  constructor(readonly reason: 'signature' | 'malformed') {
    super(
      400,
      reason === 'signature'
        ? 'The webhook signature does not match its body.'
        : 'The webhook delivery is not one this API can read.',
    );
    this.name = 'WebhookRefused';
  }
}

/**
 * The provider refused a call or could not be reached. The message is the provider's own description, meant
 * for the staff and the logs; the route decides what the guest is told.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly details: {
      /** The provider's HTTP status; undefined when it could not be reached. */
      status: number | undefined;
      /** The provider's error code, e.g. Razorpay's BAD_REQUEST_ERROR. */
      code: string | undefined;
      /** The request field the provider refused, when it names one. */
      field: string | undefined;
    },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

import type { OnlinePaymentOrder } from '@haveli/contracts';

/** What the provider's checkout hands its success handler. */
export interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The part of Razorpay's browser checkout (checkout.js) the booking page uses. */
interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Loads the provider's script once, only when a guest chooses to pay online. */
function loadCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const loaded = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('The payment window did not load.'));
    script.onerror = () => {
      loading.delete(scriptUrl);
      script.remove();
      reject(new Error('The payment window could not be loaded. Please try again, or pay by UPI.'));
    };
    document.head.append(script);
  });
  loading.set(scriptUrl, loaded);
  return loaded;
}

/** Why the guest came back without paying: closed the window, or the provider said no. */
export class CheckoutStopped extends Error {}

/**
 * Opens the provider's checkout for an order the API made; resolves with its answer once the guest has paid,
 * rejects with CheckoutStopped when they close it or the payment fails.
 */
export async function payOnline(
  order: OnlinePaymentOrder,
  guest: { name: string; email: string },
): Promise<CheckoutAnswer> {
  const Razorpay = await loadCheckout(order.script_url);
  return new Promise<CheckoutAnswer>((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.key_id,
      order_id: order.order_id,
      amount: order.amount_paise,
      currency: order.currency,
      name: 'Haveli Jaipur',
      description: order.description,
      prefill: { name: guest.name, email: guest.email },
      theme: { color: '#7a2e1f' },
      handler: (answer: CheckoutAnswer) => resolve(answer),
      modal: { ondismiss: () => reject(new CheckoutStopped('The payment was not completed.')) },
    });
    checkout.on('payment.failed', (response) =>
      reject(new CheckoutStopped(response.error?.description ?? 'The payment did not go through.')),
    );
    checkout.open();
  });
}

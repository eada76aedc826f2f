import type { Role } from './auth';

/** Who is using the site, as every app sees it on the bus. */
export type AuthState =
  | { status: 'anonymous' }
  | {
      status: 'authenticated';
      user: { id: string; name: string; email: string; role: Role };
      /** Token expiry, epoch seconds (the JWT's `exp`). */
      expiresAt: number;
    };

/** One line of the cart: a dish with the options chosen for it. */
export interface CartLine {
  /** Stable identity of the line: the product and its option ids (or, on a line saved before, variant and addons). */
  key: string;
  productId: number;
  name: string;
  /** The single choices as the guest reads them ("Medium, Hot"); the only choice on a line saved before. */
  variant: string;
  /** The add-ons chosen, by name. */
  addons: string[];
  /** Ids of the chosen option values of the dish; absent on a line saved before options belonged to dishes. */
  options?: number[];
  /** Rupees for one unit: the dish plus its options, as shown; the server reprices every order. */
  unitPrice: number;
  quantity: number;
  image?: string;
}

export interface CartState {
  items: CartLine[];
  count: number;
  total: number;
}

export type ToastKind = 'success' | 'danger' | 'warning' | 'info';
export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** How long it stays; SPEC §9: 5000 ms for success, 7000 ms for errors. */
  durationMs: number;
  /** Offer a Close action (SPEC §8, login success). */
  closable?: boolean;
}

/** Requests any app may make of the shell. */
export type ShellRequest =
  | { type: 'open-booking-modal' }
  | { type: 'open-cart-modal' }
  | { type: 'navigate'; to: string; replace?: boolean }
  /** The guest's notifications changed (one read, all read): the header counts the unread again. */
  | { type: 'refresh-unread-count' };

/**
 * A change the API told the signed-in user of (a notification, streamed by GET /api/events), as the bus
 * carries it to every app: screens showing `subject` update in place.
 */
export interface LiveEvent {
  /** The notification's id, also the event's id (Last-Event-ID). */
  id: number;
  /** What happened, `<area>.<change>`: 'order.status', 'table.confirmed', 'stay.cancelled', … */
  kind: string;
  /** One line the guest reads: "Your order FO-ABC123 is ready". */
  title: string;
  body: string;
  /** The site's path where the guest sees the change, e.g. `/user-orders`. */
  link: string | null;
  /** What changed: `{ orderId: 12, reference: 'FO-ABC123', status: 'Ready' }`. */
  subject: Record<string, unknown>;
  created_at: string;
}

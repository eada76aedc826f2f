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

/** One line of the cart: an item with its chosen variant and addons. */
export interface CartLine {
  /** Stable identity of the line: product, variant and addons. */
  key: string;
  productId: number;
  name: string;
  variant: string;
  addons: string[];
  /** Rupees for one unit: variant plus addons, as shown; the server reprices every order. */
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
  | { type: 'navigate'; to: string; replace?: boolean };

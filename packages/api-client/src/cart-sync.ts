import { cartStateOf, type AuthState, type CartItemInput, type CartState } from '@haveli/contracts';
import { auth$, cart$, getAuth, getCart, publishCart, showToast, subscribeTo } from '@haveli/event-bus';
import { getServerCart, mergeCart, replaceCart } from './cart-calls';
import { ApiRequestError } from './errors';

/** How long the cart must stay unchanged before it is saved: a burst of + clicks makes one request. */
export const CART_PUSH_DELAY_MS = 400;
export const CART_NOT_SAVED_MESSAGE = 'Your cart could not be saved to your account. Please try again.';

/**
 * Browser storage key of the cart last known to equal a guest's server cart, shared by the site's tabs:
 * a cart already on the server is never merged into it again (which would double it), nor pushed again.
 */
export const SYNCED_CART_KEY = 'cart-synced';

interface SyncedCart {
  userId: string;
  signature: string;
}

const EMPTY_CART: CartState = { items: [], count: 0, total: 0 };

/** What the server keeps of a cart: the choices and quantities, not the prices shown. */
const signatureOf = (cart: CartState): string =>
  JSON.stringify(cart.items.map((line) => [line.key, line.quantity]).sort());

/** Each line's dish and option ids; a line saved before options belonged to dishes names its choices. */
const itemsOf = (cart: CartState): CartItemInput[] =>
  cart.items.map((line) =>
    line.options
      ? { product_id: line.productId, quantity: line.quantity, options: line.options }
      : { product_id: line.productId, quantity: line.quantity, variant: line.variant, addons: line.addons },
  );

function readSynced(): SyncedCart | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SYNCED_CART_KEY) ?? 'null');
    const { userId, signature } = (stored ?? {}) as Partial<SyncedCart>;
    return typeof userId === 'string' && typeof signature === 'string' ? { userId, signature } : null;
  } catch {
    return null;
  }
}

function writeSynced(synced: SyncedCart | null): void {
  try {
    if (synced) localStorage.setItem(SYNCED_CART_KEY, JSON.stringify(synced));
    else localStorage.removeItem(SYNCED_CART_KEY);
  } catch {
    // Storage disabled: every tab then pushes its own changes, which the server takes as the same cart.
  }
}

const isSynced = (userId: string, cart: CartState): boolean => {
  const synced = readSynced();
  return synced?.userId === userId && synced.signature === signatureOf(cart);
};

const signedInId = (): string | null => {
  const auth = getAuth();
  return auth.status === 'authenticated' ? auth.user.id : null;
};

/** Server work in flight, in order: a checkout waits for it before placing the order. */
let queue: Promise<void> = Promise.resolve();
let pushTimer: ReturnType<typeof setTimeout> | undefined;

function enqueue(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The server's answer becomes the bus cart, unless the guest changed the cart while it was on its way:
 * their newer change wins and is pushed in turn.
 */
function adoptServerCart(userId: string, server: CartState, sentFrom: CartState, crossTab: boolean): void {
  if (signedInId() !== userId || signatureOf(getCart()) !== signatureOf(sentFrom)) return;
  writeSynced({ userId, signature: signatureOf(server) });
  publishCart(server, { crossTab });
}

async function push(userId: string, force: boolean): Promise<void> {
  if (signedInId() !== userId) return;
  const cart = getCart();
  if (!force && isSynced(userId, cart)) return;
  writeSynced({ userId, signature: signatureOf(cart) });
  try {
    const { cart: saved } = await replaceCart(userId, itemsOf(cart));
    adoptServerCart(userId, cartStateOf(saved), cart, true);
  } catch (error) {
    writeSynced(null);
    throw error;
  }
}

function schedulePush(userId: string): void {
  clearTimeout(pushTimer);
  pushTimer = setTimeout(() => {
    void enqueue(() => push(userId, false)).catch(reportFailure);
  }, CART_PUSH_DELAY_MS);
}

/** A 401 has already signed the guest out and sent them to log in: nothing more to say. */
function reportFailure(error: unknown): void {
  console.error('Cart sync failed:', error);
  if (error instanceof ApiRequestError && error.status === 401) return;
  showToast({ kind: 'warning', message: CART_NOT_SAVED_MESSAGE });
}

/** Login: the browser's cart joins the server cart, and the result is everyone's cart. */
async function mergeInto(userId: string): Promise<void> {
  const local = getCart();
  const { cart } = await mergeCart(itemsOf(local));
  adoptServerCart(userId, cartStateOf(cart), local, true);
}

/** A page opened with a session: the server's cart, unless this browser holds changes it never saved. */
async function load(userId: string): Promise<void> {
  const local = getCart();
  if (local.items.length > 0 && !isSynced(userId, local)) return push(userId, true);
  const { cart } = await getServerCart(userId);
  adoptServerCart(userId, cartStateOf(cart), local, false);
}

function onAuth(state: AuthState, previous: AuthState | null): void {
  if (state.status === 'anonymous') {
    if (previous?.status !== 'authenticated') return;
    clearTimeout(pushTimer);
    // The server keeps the guest's cart; the next visitor of this browser starts with an empty one.
    publishCart(EMPTY_CART);
    return;
  }
  if (previous?.status === 'authenticated' && previous.user.id === state.user.id) return;
  const userId = state.user.id;
  if (previous === null) {
    void enqueue(() => load(userId)).catch(reportFailure);
  } else if (isSynced(userId, getCart())) {
    // Another tab has merged this cart already, or it mirrors this guest's server cart: refresh it only.
    void enqueue(() => load(userId)).catch(reportFailure);
  } else {
    // Claimed at once, so that tabs signed in by the same login do not merge the same cart again.
    writeSynced({ userId, signature: signatureOf(getCart()) });
    void enqueue(() => mergeInto(userId)).catch((error: unknown) => {
      writeSynced(null);
      reportFailure(error);
    });
  }
}

let stopSync: (() => void) | null = null;

/**
 * Keeps the one cart of the page (the bus cart) and the signed-in guest's server cart the same: merges
 * at login, pushes changes while signed in (debounced, last write wins), empties the bus cart at sign-out.
 * Call once, after restoreSession(); later calls return the same stop function.
 */
export function startCartSync(): () => void {
  if (stopSync) return stopSync;
  let previous: AuthState | null = null;
  const stopAuth = subscribeTo(auth$, (state) => {
    onAuth(state, previous);
    previous = state;
  });
  // The cart replayed at once is the one the session's load above has just dealt with.
  let replayed = false;
  const stopCart = subscribeTo(cart$, (cart) => {
    const userId = signedInId();
    if (replayed && userId && !isSynced(userId, cart)) schedulePush(userId);
    replayed = true;
  });
  stopSync = () => {
    stopAuth();
    stopCart();
    clearTimeout(pushTimer);
    queue = Promise.resolve();
    stopSync = null;
  };
  return stopSync;
}

/**
 * Resolves once the server cart holds exactly the bus cart (after any merge or save in flight), so that an
 * order is made of what the guest sees; rejects with the reason when it cannot be saved.
 */
export function flushCartSync(): Promise<void> {
  clearTimeout(pushTimer);
  const userId = signedInId();
  return enqueue(() => (userId ? push(userId, true) : Promise.resolve()));
}

import { lineKey, type CartItem, type CartLine, type CartState, type Toast } from '@haveli/contracts';
import { dismissToast, getCart, publishCart, subscribeTo, toasts$ } from '@haveli/event-bus';
import {
  CART_NOT_SAVED_MESSAGE,
  CART_PUSH_DELAY_MS,
  flushCartSync,
  startCartSync,
  SYNCED_CART_KEY,
} from './cart-sync';
import { ApiRequestError } from './errors';
import type { SentRequest } from './testing/mock-api';
import { restoreSession, signIn, signOut } from './session';
import { storeSession } from './storage';
import { mockApi, type Reply } from './testing/mock-api';
import { resetBrowser } from './testing/reset';
import { guestClaims, makeToken } from './testing/tokens';

const EMPTY: CartState = { items: [], count: 0, total: 0 };

function line(
  productId: number,
  name: string,
  unitPrice: number,
  quantity: number,
  variant = 'Small',
): CartLine {
  return {
    key: lineKey({ productId, options: [], variant, addons: [] }),
    productId,
    name,
    variant,
    addons: [],
    options: [],
    unitPrice,
    quantity,
  };
}
const cartOf = (...items: CartLine[]): CartState => ({
  items,
  count: items.reduce((sum, item) => sum + item.quantity, 0),
  total: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
});
/** The server's line for a product, at the server's price. */
function serverItem(
  product_id: number,
  name: string,
  price: number,
  quantity: number,
  variant = 'Small',
): CartItem {
  return {
    id: product_id * 10,
    user_id: 7,
    product_id,
    name,
    image: `/api/images/${product_id}.svg`,
    options: [],
    choices: [],
    variant,
    addons: [],
    quantity,
    price,
    status: 'pending',
  };
}

const chai = line(16, 'Masala Chai', 150, 1);
const kulfi = line(15, 'Kesar Kulfi', 280, 2);

/** The requests as the server saw them: method, path and JSON body. */
const described = (sent: SentRequest[]) =>
  sent.map((request) => [
    request.method,
    request.url,
    request.data ? JSON.parse(request.data as string) : undefined,
  ]);

/** Answers wait for this while `holdAnswers` holds them. */
let answersHeld: Promise<void> = Promise.resolve();

/** Holds every answer of the mocked server until the returned function lets them through. */
function holdAnswers(): () => void {
  let letThrough = () => undefined as void;
  answersHeld = new Promise<void>((resolve) => (letThrough = resolve));
  return letThrough;
}

/** A server holding `cart` for guest 7 that answers every cart call with it (replacing it on PUT). */
function serveCart(
  initial: CartItem[],
  overrides: (config: SentRequest) => Reply | undefined = () => undefined,
) {
  let cart = initial;
  return mockApi(async (config) => {
    await answersHeld;
    const override = overrides(config);
    if (override) return override;
    if (config.method === 'put') {
      const { items } = JSON.parse(config.data as string) as {
        items: Array<{ product_id: number; quantity: number }>;
      };
      cart = items.map((item) => serverItem(item.product_id, `Dish ${item.product_id}`, 100, item.quantity));
    }
    return { status: 200, data: { cart } };
  });
}

const signInAsGuest = () => signIn(makeToken(guestClaims()), 'Asha Rao', true);

const settle = () => jest.advanceTimersByTimeAsync(0);

let toasts: Toast[];
let stopToasts: () => void;
let stopSync: () => void = () => undefined;
let logged: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  resetBrowser();
  publishCart(EMPTY, { crossTab: false });
  toasts = [];
  stopToasts = subscribeTo(toasts$, (toast) => toasts.push(toast));
});
afterEach(() => {
  answersHeld = Promise.resolve();
  stopSync();
  stopToasts();
  // The bus replays its latest toast to late subscribers: it must not reach the next test.
  toasts.forEach((toast) => dismissToast(toast.id));
  resetBrowser();
  logged.mockRestore();
  jest.useRealTimers();
});

describe('at login', () => {
  it("merges the browser's cart into the server cart and shows the server's cart", async () => {
    publishCart(cartOf(chai, kulfi), { crossTab: false });
    const sent = serveCart([
      serverItem(16, 'Masala Chai', 150, 3),
      serverItem(15, 'Kesar Kulfi', 280, 2),
      serverItem(4, 'Murgh Malai Tikka', 520, 1),
    ]);
    stopSync = startCartSync();
    expect(sent).toEqual([]);

    signInAsGuest();
    await settle();

    expect(described(sent)).toEqual([
      [
        'post',
        'cart/merge',
        {
          items: [
            { product_id: 16, quantity: 1, options: [] },
            { product_id: 15, quantity: 2, options: [] },
          ],
        },
      ],
    ]);
    expect(getCart()).toMatchObject({ count: 6, total: 450 + 560 + 520 });
    expect(getCart().items.map((item) => [item.name, item.quantity, item.unitPrice])).toEqual([
      ['Masala Chai', 3, 150],
      ['Kesar Kulfi', 2, 280],
      ['Murgh Malai Tikka', 1, 520],
    ]);

    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('does not merge again a cart another tab is already merging for the same guest', async () => {
    publishCart(cartOf(chai), { crossTab: false });
    const sent = serveCart([serverItem(16, 'Masala Chai', 150, 1)]);
    stopSync = startCartSync();
    localStorage.setItem(
      SYNCED_CART_KEY,
      JSON.stringify({ userId: '7', signature: JSON.stringify([[chai.key, 1]]) }),
    );

    signInAsGuest();
    await settle();

    expect(described(sent)).toEqual([['get', 'cart/user/7', undefined]]);
    expect(getCart().count).toBe(1);
  });

  it("keeps the browser's cart and says so when the merge fails", async () => {
    publishCart(cartOf(chai), { crossTab: false });
    serveCart([], () => ({ status: 400, data: { message: 'Product 16 is not on the menu.' } }));
    stopSync = startCartSync();

    signInAsGuest();
    await settle();

    expect(getCart()).toEqual(cartOf(chai));
    expect(toasts).toEqual([expect.objectContaining({ kind: 'warning', message: CART_NOT_SAVED_MESSAGE })]);
    expect(logged).toHaveBeenCalledWith('Cart sync failed:', expect.any(ApiRequestError));
    expect(localStorage.getItem(SYNCED_CART_KEY)).toBeNull();
  });
});

describe('a page opened with a session', () => {
  beforeEach(() => storeSession(makeToken(guestClaims()), 'Asha Rao', true));

  it("shows the server's cart when the browser's copy was saved", async () => {
    publishCart(cartOf(chai), { crossTab: false });
    localStorage.setItem(
      SYNCED_CART_KEY,
      JSON.stringify({ userId: '7', signature: JSON.stringify([[chai.key, 1]]) }),
    );
    const sent = serveCart([serverItem(16, 'Masala Chai', 150, 4)]);
    restoreSession();

    stopSync = startCartSync();
    await settle();

    expect(described(sent)).toEqual([['get', 'cart/user/7', undefined]]);
    expect(getCart().items).toEqual([expect.objectContaining({ key: chai.key, quantity: 4 })]);
  });

  it('saves a change the browser made but never sent', async () => {
    publishCart(cartOf(kulfi), { crossTab: false });
    const sent = serveCart([]);
    restoreSession();

    stopSync = startCartSync();
    await settle();

    expect(described(sent)).toEqual([
      ['put', 'cart/user/7', { items: [{ product_id: 15, quantity: 2, options: [] }] }],
    ]);
  });

  it('saves a line kept from before options belonged to dishes by its names, for the API to map', async () => {
    const { options: _options, ...legacy } = { ...kulfi, variant: 'Medium', addons: ['Cheese'] };
    publishCart(cartOf({ ...legacy, key: '15:Medium:Cheese' }), { crossTab: false });
    const sent = serveCart([]);
    restoreSession();

    stopSync = startCartSync();
    await settle();

    expect(described(sent)).toEqual([
      [
        'put',
        'cart/user/7',
        { items: [{ product_id: 15, quantity: 2, variant: 'Medium', addons: ['Cheese'] }] },
      ],
    ]);
  });
});

describe('while signed in', () => {
  async function signedIn(server: CartItem[] = []) {
    const sent = serveCart(server);
    stopSync = startCartSync();
    signInAsGuest();
    await settle();
    sent.length = 0;
    return sent;
  }

  it('saves a burst of changes once they stop, with the last cart', async () => {
    const sent = await signedIn();

    publishCart(cartOf(chai));
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS / 2);
    publishCart(cartOf({ ...chai, quantity: 2 }));
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS / 2);
    publishCart(cartOf({ ...chai, quantity: 3 }, kulfi));
    expect(sent).toEqual([]);

    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS);
    expect(described(sent)).toEqual([
      [
        'put',
        'cart/user/7',
        {
          items: [
            { product_id: 16, quantity: 3, options: [] },
            { product_id: 15, quantity: 2, options: [] },
          ],
        },
      ],
    ]);

    // The server's answer becomes the cart without being sent back: no echo.
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS * 5);
    expect(sent).toHaveLength(1);
    expect(getCart().items.map((item) => [item.productId, item.quantity])).toEqual([
      [16, 3],
      [15, 2],
    ]);
  });

  it('keeps a change made while a save is on its way, and saves it next', async () => {
    const sent = await signedIn();
    const letThrough = holdAnswers();

    publishCart(cartOf(chai));
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS);
    publishCart(cartOf(chai, kulfi));
    letThrough();
    await settle();

    expect(getCart().items.map((item) => item.productId)).toEqual([16, 15]);
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS);
    expect(
      described(sent).map(([method, , body]) => [method, (body as { items: unknown[] }).items.length]),
    ).toEqual([
      ['put', 1],
      ['put', 2],
    ]);
  });

  it('tells the guest when a change cannot be saved, and tries again with the next one', async () => {
    let failing = true;
    const sent = serveCart([], () => (failing && sent.length > 1 ? 'network-error' : undefined));
    stopSync = startCartSync();
    signInAsGuest();
    await settle();

    publishCart(cartOf(chai));
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS);
    expect(toasts).toEqual([expect.objectContaining({ kind: 'warning', message: CART_NOT_SAVED_MESSAGE })]);

    failing = false;
    publishCart(cartOf({ ...chai, quantity: 2 }));
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS);
    expect(
      described(sent)
        .slice(1)
        .map(([method, url]) => [method, url]),
    ).toEqual([
      ['put', 'cart/user/7'],
      ['put', 'cart/user/7'],
    ]);
    expect(toasts).toHaveLength(1);
  });

  it('empties the cart of the page at sign-out, without telling the server', async () => {
    const sent = await signedIn([serverItem(16, 'Masala Chai', 150, 2)]);
    expect(getCart().count).toBe(2);

    signOut();
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS * 2);

    expect(getCart()).toEqual(EMPTY);
    expect(sent).toEqual([]);
  });
});

describe('flushCartSync', () => {
  it('saves the cart at once, after the merge in flight, for a checkout', async () => {
    publishCart(cartOf(chai), { crossTab: false });
    const sent = serveCart([serverItem(16, 'Masala Chai', 150, 1)]);
    stopSync = startCartSync();
    const letThrough = holdAnswers();
    signInAsGuest();
    await settle();
    publishCart(cartOf({ ...chai, quantity: 5 }));

    const flushed = flushCartSync();
    letThrough();
    await flushed;

    expect(described(sent).map(([method, url]) => [method, url])).toEqual([
      ['post', 'cart/merge'],
      ['put', 'cart/user/7'],
    ]);
    expect(described(sent)[0]?.[2]).toEqual({
      items: [{ product_id: 16, quantity: 1, options: [] }],
    });
    expect(described(sent)[1]?.[2]).toEqual({
      items: [{ product_id: 16, quantity: 5, options: [] }],
    });
  });

  it('rejects with the reason when the cart cannot be saved', async () => {
    const sent = serveCart([], (config) =>
      config.method === 'put'
        ? { status: 400, data: { message: 'Product 16 is not on the menu.' } }
        : undefined,
    );
    stopSync = startCartSync();
    signInAsGuest();
    await settle();
    publishCart(cartOf(chai));

    const failure = await flushCartSync().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 400, message: 'Product 16 is not on the menu.' });
    expect(sent.map((request) => request.method)).toEqual(['post', 'put']);
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const sent = serveCart([]);
    stopSync = startCartSync();
    publishCart(cartOf(chai));

    await flushCartSync();
    await jest.advanceTimersByTimeAsync(CART_PUSH_DELAY_MS * 2);

    expect(sent).toEqual([]);
  });
});

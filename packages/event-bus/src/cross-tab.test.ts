import type { AuthState, CartState } from '@haveli/contracts';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { firstValueFrom, filter } from 'rxjs';
import { CHANNEL_NAME } from './cross-tab';
import { loadBus, record, type Bus } from './testing/load-bus';

/** jsdom has no BroadcastChannel; Node's is the real thing, delivering between objects as tabs would. */
const opened: NodeBroadcastChannel[] = [];
class TrackedChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    opened.push(this);
  }
}

interface WireMessage {
  sender: string;
  topic: string;
  state: unknown;
}

/** Listens on the channel like a third tab would, to see exactly what the tabs send. */
function tapChannel(): { messages: WireMessage[]; channel: NodeBroadcastChannel } {
  const channel = new TrackedChannel(CHANNEL_NAME);
  const messages: WireMessage[] = [];
  channel.onmessage = (event) => messages.push((event as { data: WireMessage }).data);
  return { messages, channel };
}

const cartOfTwo: CartState = {
  items: [
    {
      key: '4:Large:Cheese',
      productId: 4,
      name: 'Paneer Tikka',
      variant: 'Large',
      addons: ['Cheese'],
      unitPrice: 430,
      quantity: 2,
    },
  ],
  count: 2,
  total: 860,
};
const guest: AuthState = {
  status: 'authenticated',
  user: { id: '7', name: 'Asha Rao', email: 'asha@example.com', role: 'user' },
  expiresAt: 2_000_000_000,
};

const arrival = <T>(stream$: Bus['cart$'] | Bus['auth$'], accept: (value: unknown) => boolean): Promise<T> =>
  firstValueFrom((stream$ as Bus['cart$']).pipe(filter(accept))) as Promise<T>;
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  Object.assign(globalThis, { BroadcastChannel: TrackedChannel });
});
afterEach(() => {
  opened.splice(0).forEach((channel) => channel.close());
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

describe('across tabs', () => {
  it('carries a cart published in one tab to the other, without echoing it back', async () => {
    const tap = tapChannel();
    const tabA = loadBus();
    const tabB = loadBus();
    const seenInA = record(tabA, tabA.cart$);

    tabA.publishCart(cartOfTwo);
    await expect(arrival(tabB.cart$, (cart) => (cart as CartState).count === 2)).resolves.toEqual(cartOfTwo);
    await settle();

    expect(tabB.getCart()).toEqual(cartOfTwo);
    expect(tap.messages).toEqual([{ sender: expect.any(String), topic: 'cart', state: cartOfTwo }]);
    expect(seenInA).toEqual([{ items: [], count: 0, total: 0 }, cartOfTwo]);
  });

  it('carries sign-in and sign-out both ways, each tab under its own sender id', async () => {
    const tap = tapChannel();
    const tabA = loadBus();
    const tabB = loadBus();

    tabA.publishAuth(guest);
    await arrival(tabB.auth$, (auth) => (auth as AuthState).status === 'authenticated');
    tabB.publishAuth({ status: 'anonymous' });
    await arrival(tabA.auth$, (auth) => (auth as AuthState).status === 'anonymous');
    await settle();

    expect(tap.messages.map(({ topic, state }) => [topic, state])).toEqual([
      ['auth', guest],
      ['auth', { status: 'anonymous' }],
    ]);
    expect(tap.messages[0]?.sender).not.toBe(tap.messages[1]?.sender);
  });

  it('keeps a change published with crossTab: false in its own tab', async () => {
    const tap = tapChannel();
    const tabA = loadBus();
    const tabB = loadBus();

    tabA.publishAuth(guest, { crossTab: false });
    await settle();

    expect(tabA.getAuth()).toEqual(guest);
    expect(tabB.getAuth()).toEqual({ status: 'anonymous' });
    expect(tap.messages).toEqual([]);
  });

  it('ignores messages under its own sender id and messages it cannot read', async () => {
    const tap = tapChannel();
    const tabA = loadBus();
    const tabB = loadBus();
    tabA.publishCart(cartOfTwo);
    await arrival(tabB.cart$, (cart) => (cart as CartState).count === 2);
    const senderOfA = tap.messages[0]?.sender;
    const seenInB = record(tabB, tabB.cart$);

    const emptied: CartState = { items: [], count: 0, total: 0 };
    tap.channel.postMessage('hello');
    tap.channel.postMessage({ sender: 'old-build', topic: 'cart', state: null });
    tap.channel.postMessage({ sender: 'old-build', topic: 'wishlist', state: {} });
    tap.channel.postMessage({ sender: senderOfA, topic: 'cart', state: emptied });
    await arrival(tabB.cart$, (cart) => (cart as CartState).count === 0);
    await settle();

    expect(seenInB).toEqual([cartOfTwo, emptied]);
    expect(tabA.getCart()).toEqual(cartOfTwo);
  });
});

describe('without BroadcastChannel', () => {
  it('still works within the tab', () => {
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    const bus = loadBus();

    bus.publishCart(cartOfTwo);

    expect(bus.getCart()).toEqual(cartOfTwo);
  });
});

import type { AuthState, CartState } from '@haveli/contracts';
import { loadBus, record } from './testing/load-bus';

const guest: AuthState = {
  status: 'authenticated',
  user: { id: '7', name: 'Asha Rao', email: 'asha@example.com', role: 'user' },
  expiresAt: 2_000_000_000,
};
const cartOfOne: CartState = {
  items: [
    {
      key: '3:Small:',
      productId: 3,
      name: 'Masala Chai',
      variant: 'Small',
      addons: [],
      unitPrice: 120,
      quantity: 1,
    },
  ],
  count: 1,
  total: 120,
};

describe('auth$', () => {
  it('starts anonymous', () => {
    const bus = loadBus();

    expect(bus.getAuth()).toEqual({ status: 'anonymous' });
    expect(record(bus, bus.auth$)).toEqual([{ status: 'anonymous' }]);
  });

  it('replays the latest state to a late subscriber', () => {
    const bus = loadBus();
    bus.publishAuth(guest);

    expect(record(bus, bus.auth$)).toEqual([guest]);
    expect(bus.getAuth()).toEqual(guest);
  });

  it('does not emit a state deep-equal to the current one', () => {
    const bus = loadBus();
    const seen = record(bus, bus.auth$);

    bus.publishAuth(guest);
    bus.publishAuth({ ...guest, user: { ...guest.user } });
    bus.publishAuth({ status: 'anonymous' });
    bus.publishAuth({ status: 'anonymous' });

    expect(seen).toEqual([{ status: 'anonymous' }, guest, { status: 'anonymous' }]);
  });
});

describe('cart$', () => {
  it('starts empty and replays the latest cart', () => {
    const bus = loadBus();
    expect(bus.getCart()).toEqual({ items: [], count: 0, total: 0 });

    bus.publishCart(cartOfOne);

    expect(record(bus, bus.cart$)).toEqual([cartOfOne]);
  });

  it('does not emit the same cart twice', () => {
    const bus = loadBus();
    const seen = record(bus, bus.cart$);

    bus.publishCart(cartOfOne);
    bus.publishCart(structuredCloneOf(cartOfOne));

    expect(seen).toHaveLength(2);
  });

  it('keeps its state safe from the publisher and from subscribers', () => {
    const bus = loadBus();
    const mine = structuredCloneOf(cartOfOne);
    bus.publishCart(mine);

    mine.items[0]!.quantity = 5;
    expect(bus.getCart().items[0]?.quantity).toBe(1);
    expect(() => {
      bus.getCart().items[0]!.quantity = 9;
    }).toThrow(TypeError);
  });
});

function structuredCloneOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

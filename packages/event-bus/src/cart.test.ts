import type * as CartBus from './cart';
import type { CartLine, CartState } from '@haveli/contracts';

const line: CartLine = {
  key: '7|Medium|Cheese',
  productId: 7,
  name: 'Dal Baati Churma',
  variant: 'Medium',
  addons: ['Cheese'],
  unitPrice: 530,
  quantity: 2,
};

function loadBus(): typeof CartBus {
  let bus: typeof CartBus | undefined;
  jest.isolateModules(() => {
    bus = jest.requireActual<typeof CartBus>('./cart');
  });
  return bus!;
}

describe('the cart outlives the page', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty when nothing is stored', () => {
    expect(loadBus().getCart()).toEqual({ items: [], count: 0, total: 0 });
  });

  it('keeps a published cart under the key "cart" and restores it, with count and total, on the next load', () => {
    const cart: CartState = { items: [line], count: 2, total: 1060 };
    loadBus().publishCart(cart);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([line]);
    expect(loadBus().getCart()).toEqual(cart);
  });

  it('forgets the stored cart once it is emptied', () => {
    const bus = loadBus();
    bus.publishCart({ items: [line], count: 2, total: 1060 });
    bus.publishCart({ items: [], count: 0, total: 0 });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('drops unreadable storage instead of failing', () => {
    localStorage.setItem('cart', '{not json');
    expect(loadBus().getCart().items).toEqual([]);
    localStorage.setItem(
      'cart',
      JSON.stringify([line, { key: 'x', quantity: -1 }, { ...line, key: 'y', addons: 'Cheese' }, 'junk']),
    );
    expect(loadBus().getCart()).toEqual({ items: [line], count: 2, total: 1060 });
  });
});

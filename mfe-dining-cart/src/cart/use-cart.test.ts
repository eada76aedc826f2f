import { cart$, getCart, publishCart } from '@haveli/event-bus';
import { act, renderHook } from '@testing-library/react';
import { EMPTY_CART, type CartLineInput } from './cart-store';
import { useCart } from './use-cart';

const thali: CartLineInput = {
  productId: 6,
  name: 'Dal Baati Churma',
  variant: 'Medium',
  addons: ['Cheese'],
  unitPrice: 640,
  quantity: 1,
};

beforeEach(() => publishCart(EMPTY_CART, { crossTab: false }));

describe('useCart', () => {
  it('publishes every change on the bus, which keeps the cart under the key "cart"', () => {
    const { result } = renderHook(() => useCart());

    act(() => result.current.addItem(thali));
    act(() => result.current.setItemQuantity('6:Medium:Cheese', 3));

    expect(result.current.cart).toMatchObject({ count: 3, total: 1920 });
    expect(getCart()).toEqual(result.current.cart);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([
      { ...thali, key: '6:Medium:Cheese', quantity: 3 },
    ]);

    act(() => result.current.removeItem('6:Medium:Cheese'));
    expect(result.current.cart).toEqual(EMPTY_CART);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('follows changes published elsewhere, such as another tab or the header', () => {
    const { result } = renderHook(() => useCart());

    act(() => publishCart({ items: [{ ...thali, key: '6:Medium:Cheese' }], count: 1, total: 640 }));

    expect(result.current.cart.count).toBe(1);
  });

  it('builds on the cart as the bus holds it, not on the last render', () => {
    const { result } = renderHook(() => useCart());
    const seen: number[] = [];
    const subscription = cart$.subscribe((cart) => seen.push(cart.count));

    act(() => {
      result.current.addItem(thali);
      result.current.addItem(thali);
    });
    subscription.unsubscribe();

    expect(getCart().items[0]?.quantity).toBe(2);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('empties the cart', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(thali));

    act(() => result.current.emptyCart());

    expect(getCart()).toEqual(EMPTY_CART);
  });
});

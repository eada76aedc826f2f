import type { CartLine } from './bus';
import {
  cartItemInputSchema,
  cartStateOf,
  cartTotals,
  foodUnitPrice,
  lineKey,
  type CartItem,
} from './commerce';

const line = (quantity: number, unitPrice: number, key = `k${unitPrice}`): CartLine => ({
  key,
  productId: 1,
  name: 'Dish',
  variant: 'Small',
  addons: [],
  unitPrice,
  quantity,
});

describe('foodUnitPrice', () => {
  it.each([
    ['Small', [], 450],
    ['Medium', [], 500],
    ['Large', [], 550],
    ['Small', ['Cheese'], 480],
    ['Small', ['Olives'], 470],
    ['Large', ['Cheese', 'Olives'], 600],
  ] as const)('prices a %s dish with %j at ₹%i', (variant, addons, price) => {
    expect(foodUnitPrice(450, variant, addons)).toBe(price);
  });
});

describe('lineKey', () => {
  it('names a line by product, variant and addons in any order', () => {
    const pizza = { productId: 7, variant: 'Large', addons: ['Olives', 'Cheese'] };
    expect(lineKey(pizza)).toBe('7:Large:Cheese+Olives');
    expect(lineKey({ ...pizza, addons: ['Cheese', 'Olives'] })).toBe(lineKey(pizza));
    expect(lineKey({ productId: 3, variant: 'Small', addons: [] })).toBe('3:Small:');
  });
});

describe('cartTotals', () => {
  it('counts units and sums price times quantity', () => {
    expect(cartTotals([])).toEqual({ count: 0, total: 0 });
    expect(cartTotals([line(1, 120), line(2, 550)])).toEqual({ count: 3, total: 1220 });
  });
});

describe('cartStateOf', () => {
  it("turns the server's cart into the bus cart, at the server's prices", () => {
    const item: CartItem = {
      id: 4,
      user_id: 7,
      product_id: 5,
      name: 'Laal Maas',
      image: '/api/images/food-laal-maas.svg',
      variant: 'Large',
      addons: ['Olives', 'Cheese'],
      quantity: 2,
      price: 930,
      status: 'pending',
    };

    expect(cartStateOf([item])).toEqual({
      items: [
        {
          key: '5:Large:Cheese+Olives',
          productId: 5,
          name: 'Laal Maas',
          variant: 'Large',
          addons: ['Cheese', 'Olives'],
          unitPrice: 930,
          quantity: 2,
          image: '/api/images/food-laal-maas.svg',
        },
      ],
      count: 2,
      total: 1860,
    });
  });
});

describe('cartItemInputSchema', () => {
  it('defaults to the Small variant without addons', () => {
    expect(cartItemInputSchema.parse({ product_id: 3, quantity: 2 })).toEqual({
      product_id: 3,
      quantity: 2,
      variant: 'Small',
      addons: [],
    });
  });

  it.each([
    [{ quantity: 1 }, 'Product id is required.'],
    [{ product_id: 3 }, 'Quantity is required.'],
    [{ product_id: 3, quantity: 100 }, 'Quantity must be a whole number from 1 to 99.'],
    [{ product_id: 3, quantity: 1, variant: 'Jumbo' }, 'Variant must be one of Small, Medium, Large.'],
    [{ product_id: 3, quantity: 1, addons: ['Olives', 'Olives'] }, 'Choose each addon at most once.'],
  ])('refuses %j: %s', (input, message) => {
    const result = cartItemInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

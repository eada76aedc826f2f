import type { CartLine } from './bus';
import {
  cartItemInputSchema,
  cartStateOf,
  cartTotals,
  choiceProblem,
  defaultOptionIds,
  dishUnitPrice,
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

const laalMaas = {
  menu_title: 'Laal Maas',
  price: 780,
  option_groups: [
    {
      id: 1,
      name: 'Size',
      min: 1,
      max: 1,
      values: [
        { id: 11, name: 'Small', price: 0 },
        { id: 12, name: 'Medium', price: 50 },
        { id: 13, name: 'Large', price: 100 },
      ],
    },
    {
      id: 2,
      name: 'Add-ons',
      min: 0,
      max: 2,
      values: [
        { id: 21, name: 'Cheese', price: 30 },
        { id: 22, name: 'Olives', price: 20 },
        { id: 23, name: 'Onion', price: 10 },
      ],
    },
  ],
};

describe('dishUnitPrice', () => {
  it.each([
    [[11], 780],
    [[12], 830],
    [[13, 21], 910],
    [[22, 13, 21], 930],
  ])('prices Laal Maas with options %j at ₹%i', (ids, price) => {
    expect(dishUnitPrice(laalMaas, ids)).toBe(price);
  });

  it('starts a dish at the first value of each required group', () => {
    expect(defaultOptionIds(laalMaas)).toEqual([11]);
  });
});

describe('choiceProblem', () => {
  it.each([
    [[], 'Choose a size for Laal Maas.'],
    [[11, 12], 'Choose only one size for Laal Maas.'],
    [[11, 21, 22, 23], 'Choose at most 2 add-ons for Laal Maas.'],
    [[11, 99], 'One of the options chosen is not offered with Laal Maas.'],
    [[11, 11], 'Choose each option of Laal Maas once.'],
  ])('refuses %j: %s', (ids, message) => {
    expect(choiceProblem(laalMaas, ids)).toBe(message);
  });

  it('accepts a size with up to two add-ons', () => {
    expect(choiceProblem(laalMaas, [13, 21, 22])).toBeNull();
  });
});

describe('lineKey', () => {
  it('names a line by product and option ids in any order', () => {
    expect(lineKey({ productId: 7, options: [13, 2], variant: '', addons: [] })).toBe('7:2+13');
    expect(lineKey({ productId: 7, options: [], variant: '', addons: [] })).toBe('7:');
  });

  it('names a line saved before options by product, variant and addons in any order', () => {
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
      options: [22, 13, 21],
      choices: [
        { group: 'Size', name: 'Large', price: 100 },
        { group: 'Add-ons', name: 'Cheese', price: 30 },
        { group: 'Add-ons', name: 'Olives', price: 20 },
      ],
      variant: 'Large',
      addons: ['Cheese', 'Olives'],
      quantity: 2,
      price: 930,
      status: 'pending',
    };

    expect(cartStateOf([item])).toEqual({
      items: [
        {
          key: '5:13+21+22',
          productId: 5,
          name: 'Laal Maas',
          variant: 'Large',
          addons: ['Cheese', 'Olives'],
          options: [13, 21, 22],
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
  it('takes option ids, or the names of a line saved before', () => {
    expect(cartItemInputSchema.parse({ product_id: 3, quantity: 2, options: [4, 9] })).toEqual({
      product_id: 3,
      quantity: 2,
      options: [4, 9],
    });
    expect(cartItemInputSchema.parse({ product_id: 3, quantity: 2, variant: 'Medium' })).toEqual({
      product_id: 3,
      quantity: 2,
      variant: 'Medium',
    });
  });

  it.each([
    [{ quantity: 1 }, 'Product id is required.'],
    [{ product_id: 3 }, 'Quantity is required.'],
    [{ product_id: 3, quantity: 100 }, 'Quantity must be a whole number from 1 to 99.'],
    [{ product_id: 3, quantity: 1, options: [4, 4] }, 'Choose each option at most once.'],
    [{ product_id: 3, quantity: 1, options: [0] }, 'Option id must be a positive whole number.'],
  ])('refuses %j: %s', (input, message) => {
    const result = cartItemInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

import {
  addLine,
  EMPTY_CART as empty,
  removeLine,
  setQuantity,
  updateLine,
  type CartLineInput,
} from './cart-store';
const chai: CartLineInput = {
  productId: 3,
  name: 'Masala Chai',
  variant: 'Small',
  addons: [],
  unitPrice: 120,
  quantity: 1,
};
const pizza: CartLineInput = {
  productId: 7,
  name: 'Jaipuri Pizza',
  variant: 'Large',
  addons: ['Olives', 'Cheese'],
  unitPrice: 550,
  quantity: 2,
};

describe('addLine', () => {
  it('adds a new line with its key and totals', () => {
    const cart = addLine(empty, pizza);

    expect(cart.items).toEqual([{ ...pizza, addons: ['Cheese', 'Olives'], key: '7:Large:Cheese+Olives' }]);
    expect(cart).toMatchObject({ count: 2, total: 1100 });
  });

  it('merges the same choices into one line', () => {
    const cart = addLine(addLine(empty, pizza), { ...pizza, addons: ['Cheese', 'Olives'], quantity: 1 });

    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
    expect(cart).toMatchObject({ count: 3, total: 1650 });
  });

  it('keeps different choices of one product apart', () => {
    const cart = addLine(addLine(empty, chai), { ...chai, variant: 'Medium', unitPrice: 170 });

    expect(cart.items.map((line) => line.key)).toEqual(['3:Small:', '3:Medium:']);
    expect(cart).toMatchObject({ count: 2, total: 290 });
  });

  it('holds at most 99 of one line, as the server does', () => {
    const cart = addLine(addLine(empty, { ...chai, quantity: 60 }), { ...chai, quantity: 60 });

    expect(cart.items[0]?.quantity).toBe(99);
    expect(addLine(empty, { ...chai, quantity: 150 }).items[0]?.quantity).toBe(99);
  });

  it('leaves the given cart untouched', () => {
    const before = addLine(empty, chai);
    addLine(before, chai);

    expect(before.items[0]?.quantity).toBe(1);
  });
});

describe('updateLine', () => {
  it('changes a line’s choices and quantity in place', () => {
    const cart = addLine(addLine(empty, chai), pizza);
    const edited = updateLine(cart, '3:Small:', {
      ...chai,
      variant: 'Large',
      addons: ['Cheese'],
      unitPrice: 250,
      quantity: 2,
    });

    expect(edited.items.map((line) => [line.key, line.quantity])).toEqual([
      ['3:Large:Cheese', 2],
      ['7:Large:Cheese+Olives', 2],
    ]);
    expect(edited).toMatchObject({ count: 4, total: 1600 });
  });

  it('merges into another line that already holds the new choices', () => {
    const cart = addLine(addLine(empty, chai), { ...chai, variant: 'Medium', unitPrice: 170 });
    const edited = updateLine(cart, '3:Medium:', { ...chai, quantity: 2 });

    expect(edited.items).toEqual([{ ...chai, key: '3:Small:', quantity: 3 }]);
    expect(edited).toMatchObject({ count: 3, total: 360 });
  });

  it('ignores a line that is not in the cart', () => {
    const cart = addLine(empty, chai);

    expect(updateLine(cart, '9:Small:', chai)).toBe(cart);
  });
});

describe('setQuantity', () => {
  it('sets the quantity and the totals', () => {
    const cart = setQuantity(addLine(empty, chai), '3:Small:', 4);

    expect(cart).toMatchObject({ count: 4, total: 480 });
  });

  it('stops at 99', () => {
    expect(setQuantity(addLine(empty, chai), '3:Small:', 100).items[0]?.quantity).toBe(99);
  });

  it.each([0, -1])('removes the line at quantity %i', (quantity) => {
    const cart = setQuantity(addLine(addLine(empty, chai), pizza), '3:Small:', quantity);

    expect(cart.items.map((line) => line.key)).toEqual(['7:Large:Cheese+Olives']);
    expect(cart).toMatchObject({ count: 2, total: 1100 });
  });
});

describe('removeLine', () => {
  it('removes the line and empties the totals with it', () => {
    expect(removeLine(addLine(empty, chai), '3:Small:')).toEqual(empty);
  });
});

import { deepEqual, frozenCopy } from './plain-data';

describe('deepEqual', () => {
  it.each([
    [{ status: 'anonymous' }, { status: 'anonymous' }],
    [
      { items: [{ key: 'a', addons: ['Cheese'] }], count: 1 },
      { count: 1, items: [{ key: 'a', addons: ['Cheese'] }] },
    ],
    [{ image: undefined, name: 'Tea' }, { name: 'Tea' }],
    [Number.NaN, Number.NaN],
  ])('finds %j equal to %j', (a, b) => {
    expect(deepEqual(a, b)).toBe(true);
  });

  it.each([
    [{ count: 1 }, { count: 2 }],
    [{ items: [1, 2] }, { items: [2, 1] }],
    [{ items: [] }, { items: {} }],
    [[1, undefined], [1]],
    [{ name: 'Tea' }, { name: 'Tea', image: 'tea.webp' }],
    [{ user: null }, { user: {} }],
    ['1', 1],
  ])('tells %j from %j', (a, b) => {
    expect(deepEqual(a, b)).toBe(false);
  });
});

describe('frozenCopy', () => {
  it('copies deeply and freezes every level, leaving the original alone', () => {
    const original = { items: [{ key: 'a', addons: ['Cheese'] }], count: 1 };
    const copy = frozenCopy(original);

    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(Object.isFrozen(copy.items[0]?.addons)).toBe(true);
    original.items[0]?.addons.push('Olives');
    expect(copy.items[0]?.addons).toEqual(['Cheese']);
  });
});

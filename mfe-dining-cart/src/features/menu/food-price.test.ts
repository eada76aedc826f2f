import { foodUnitPrice } from './food-price';

describe('foodUnitPrice', () => {
  it.each([
    ['Small', [], 450],
    ['Medium', [], 500],
    ['Large', [], 550],
    ['Small', ['Cheese'], 480],
    ['Large', ['Cheese', 'Olives'], 600],
  ] as const)('prices a %s dish with %j at ₹%i', (variant, addons, price) => {
    expect(foodUnitPrice(450, variant, addons)).toBe(price);
  });
});

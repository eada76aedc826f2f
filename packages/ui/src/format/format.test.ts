import { formatInr } from './currency';
import { formatDate } from './date';

describe('formatInr', () => {
  const intl = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });

  it('writes rupees as India does: the last three digits, then pairs', () => {
    expect(formatInr(8500)).toBe('₹8,500');
    expect(formatInr(125000)).toBe('₹1,25,000');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatInr(0)).toBe('₹0');
  });

  it.each([
    0,
    1,
    9,
    99,
    999,
    1000,
    8500,
    12500,
    99999,
    100000,
    999999,
    1000000,
    1234567,
    98765432,
    123456789012,
    0.4,
    0.5,
    1.49,
    2.5,
    8499.5,
    999.6,
    -1,
    -8500,
    -125000,
    -0.4,
    -0,
    2 ** 53 - 1,
    2 ** 53 + 2,
    1e21,
    NaN,
    Infinity,
    -Infinity,
  ])('prints %p exactly as Intl.NumberFormat en-IN does', (amount) => {
    expect(formatInr(amount)).toBe(intl.format(amount));
  });
});

describe('formatDate', () => {
  it('writes a day, a short month and a year, and nothing for what is not a date', () => {
    expect(formatDate('2026-12-05T10:00:00')).toBe('5 Dec 2026');
    expect(formatDate(new Date(2027, 0, 26, 12))).toBe('26 Jan 2027');
    expect(formatDate('2026-09-01T12:00:00')).toBe('1 Sept 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('prints every day of three years, and far years, exactly as Intl.DateTimeFormat en-IN does', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    const dates = [
      new Date(999, 11, 31),
      new Date(1000, 0, 1),
      new Date(9999, 11, 31),
      new Date(12000, 5, 1),
    ];
    for (let day = new Date(2026, 0, 1); day.getFullYear() < 2029; day.setDate(day.getDate() + 1)) {
      dates.push(new Date(day), new Date(day.getTime() + 23 * 3_600_000));
    }
    for (const date of dates) expect(formatDate(date)).toBe(intl.format(date));
    expect(formatDate('2026-03-31T23:59:59')).toBe(intl.format(new Date('2026-03-31T23:59:59')));
  });
});

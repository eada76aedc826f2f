import { formatInr } from './currency';
import { formatDate, formatDateTime } from './date';

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

  it.each([0, 999, 1000, 99999, 100000, 123456789012, 0.5, 1.49, 8499.5, -8500, -0, NaN, Infinity])(
    'prints %p exactly as Intl.NumberFormat en-IN does',
    (amount) => {
      expect(formatInr(amount)).toBe(intl.format(amount));
    },
  );
});

describe('formatDate', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

  it('writes a day, a short month and a year, and nothing for what is not a date', () => {
    expect(formatDate('2026-12-05T10:00:00Z')).toBe('5 Dec 2026');
    expect(formatDate(new Date(Date.UTC(2027, 0, 26, 12)))).toBe('26 Jan 2027');
    expect(formatDate('2026-09-01T12:00:00Z')).toBe('1 Sept 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(NaN))).toBe('');
  });

  it("gives the hotel's day in Jaipur, wherever the guest is", () => {
    // 20:00 in London is 01:30 the next morning in Jaipur.
    expect(formatDate('2026-12-05T20:00:00Z')).toBe('6 Dec 2026');
    expect(formatDate('2026-12-05T18:29:59Z')).toBe('5 Dec 2026');
  });

  it("shows a booking's calendar date as that very day", () => {
    expect(formatDate('2026-12-05')).toBe('5 Dec 2026');
    expect(formatDate('2027-01-01')).toBe('1 Jan 2027');
  });

  it('prints every half day of two years exactly as Intl.DateTimeFormat en-IN in Asia/Kolkata does', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 12 * 3_600_000) {
      expect(formatDate(new Date(time))).toBe(intl.format(time));
    }
  });
});

describe('the formatters', () => {
  it('are made on first use, once, not when the module loads', async () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      let fresh: { formatInr: typeof formatInr; formatDate: typeof formatDate } | undefined;
      await jest.isolateModulesAsync(async () => {
        fresh = { ...(await import('./currency')), ...(await import('./date')) };
      });
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateTimeFormat).not.toHaveBeenCalled();

      fresh!.formatInr(8500);
      fresh!.formatInr(125000);
      fresh!.formatDate('2026-12-05');
      fresh!.formatDate('2026-12-06');

      expect(numberFormat).toHaveBeenCalledTimes(1);
      expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    } finally {
      numberFormat.mockRestore();
      dateTimeFormat.mockRestore();
    }
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time on the hotel’s clock', () => {
    expect(formatDateTime('2026-11-23T14:45:00Z')).toBe('Mon, 23 Nov, 20:15');
    expect(formatDateTime('not a date')).toBe('');
  });
});

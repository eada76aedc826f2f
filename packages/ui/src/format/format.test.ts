import { formatDate, formatDateTime, formatWeekday } from './date';

describe('formatDate', () => {
  it.each([
    ['2027-01-22', '22 Jan 2027'],
    ['2026-12-05', '5 Dec 2026'],
    ['2026-09-01T12:00:00Z', '1 Sept 2026'],
    [new Date(Date.UTC(2027, 0, 26, 12)), '26 Jan 2027'],
  ])('shows %p as %p', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it.each([
    ['20:00 in London', '2026-12-05T20:00:00Z', '6 Dec 2026'],
    ['a moment before midnight in Jaipur', '2026-12-05T18:29:59Z', '5 Dec 2026'],
  ])("gives the hotel's day in Jaipur for %s", (_moment, value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it('shows nothing for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(NaN))).toBe('');
  });
});

describe('formatWeekday', () => {
  it.each([
    ['2027-01-22', 'Fri'],
    ['2027-01-23', 'Sat'],
    ['2026-12-05T20:00:00Z', 'Sun'],
  ])("gives %p's day of the week on the hotel's calendar: %p", (value, shown) => {
    expect(formatWeekday(value)).toBe(shown);
  });

  it('shows nothing for what is not a date', () => {
    expect(formatWeekday('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time on the hotel’s clock', () => {
    expect(formatDateTime('2026-11-23T14:45:00Z')).toBe('Mon, 23 Nov, 20:15');
  });

  it('shows nothing for what is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

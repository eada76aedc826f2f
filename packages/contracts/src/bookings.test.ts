import {
  addDays,
  HOTEL_TIME_ZONE,
  discountedPrice,
  hotelTimeNow,
  hotelToday,
  isIsoDate,
  nightsBetween,
} from './bookings';

describe("the hotel's calendar", () => {
  it('reads today and the time in Jaipur, not where the code runs', () => {
    // 20:00 UTC on 31 Dec is already 01:30 on 1 Jan in Jaipur (UTC+5:30).
    const newYearInJaipur = new Date('2026-12-31T20:00:00Z');
    expect(hotelToday(newYearInJaipur)).toBe('2027-01-01');
    expect(hotelTimeNow(newYearInJaipur)).toBe('01:30');
    expect(hotelToday(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12-31');
  });

  it('agrees with the time-zone database for Jaipur, hour by hour over years', () => {
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: HOTEL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: HOTEL_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Every 85 h 41 min from 2000 to 2040: the instants fall on every hour and minute of the day.
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += 97 * 60_000 * 53) {
      const instant = new Date(at);
      expect([hotelToday(instant), hotelTimeNow(instant)]).toEqual([
        day.format(instant),
        time.format(instant),
      ]);
    }
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', '2026-13-01', '2026-1-5', '05/01/2026', '', 20260105, null]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });

  it('counts nights across months and years', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('discountedPrice', () => {
  it('takes a percentage or a flat amount off, never below zero', () => {
    expect(discountedPrice(25_000, null)).toBe(25_000);
    expect(discountedPrice(25_000, { offer_type: 'percent', offer_value: 20 })).toBe(20_000);
    expect(discountedPrice(8_499, { offer_type: 'percent', offer_value: 15 })).toBe(7_224);
    expect(discountedPrice(8_500, { offer_type: 'flat', offer_value: 3_000 })).toBe(5_500);
    expect(discountedPrice(2_000, { offer_type: 'flat', offer_value: 5_000 })).toBe(0);
  });
});

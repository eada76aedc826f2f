import type { StaffReport } from '@haveli/contracts';
import { stringify } from 'csv-stringify/sync';

/** A name as a spreadsheet shows it, never runs it (a dish or coupon beginning like a formula stays text). */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rupees as a spreadsheet reads them: a plain number with two decimals. */
const amount = (rupees: number) => rupees.toFixed(2);

/**
 * The manager's report as CSV: one row per day (and the totals), then each breakdown under a heading of its
 * own, a blank row between. Written with csv-stringify (quoting, commas in names).
 */
export function reportCsv(report: StaffReport): string {
  const { totals } = report;
  const records: string[][] = [
    [
      'Date',
      'Closed',
      'Rooms available',
      'Rooms sold',
      'Occupancy %',
      'Room revenue',
      'ADR',
      'RevPAR',
      'Arrivals',
      'Departures',
      'No-shows',
      'Cancellations',
      'F&B revenue',
      'Bookings made',
      'Room nights booked',
    ],
    ...report.days.map((day) => [
      day.day,
      day.closed ? 'Yes' : 'No',
      String(day.rooms_available),
      String(day.rooms_sold),
      day.occupancy.toFixed(1),
      amount(day.room_revenue),
      amount(day.adr),
      amount(day.revpar),
      String(day.arrivals),
      String(day.departures),
      String(day.no_shows),
      String(day.cancellations),
      amount(day.fnb_revenue),
      String(day.bookings_made),
      String(day.room_nights_booked),
    ]),
    [
      'Total',
      '',
      String(totals.rooms_available),
      String(totals.rooms_sold),
      totals.occupancy.toFixed(1),
      amount(totals.room_revenue),
      amount(totals.adr),
      amount(totals.revpar),
      String(totals.arrivals),
      String(totals.departures),
      String(totals.no_shows),
      String(totals.cancellations),
      amount(totals.fnb_revenue),
      String(totals.bookings_made),
      String(totals.room_nights_booked),
    ],
    [],
    ['Rate plan', 'Room nights', 'Room revenue'],
    ...report.by_rate_plan.map((row) => [text(row.name), String(row.room_nights), amount(row.revenue)]),
    [],
    ['Channel', 'Room nights', 'Room revenue'],
    ...report.by_channel.map((row) => [text(row.name), String(row.room_nights), amount(row.revenue)]),
    [],
    ['Outlet', 'Orders', 'F&B revenue'],
    ...report.fnb_by_outlet.map((row) => [text(row.name), String(row.orders), amount(row.revenue)]),
    [],
    ['Dish', 'Quantity', 'F&B revenue'],
    ...report.fnb_by_dish.map((row) => [text(row.name), String(row.quantity), amount(row.revenue)]),
    [],
    ['Coupon', 'Uses', 'Discount'],
    ...report.coupons.map((row) => [text(row.code), String(row.uses), amount(row.discount)]),
  ];
  return stringify(records);
}

import { z } from 'zod';
import { rupeesSchema } from './money-schema';
import { isIsoDate } from './rules/bookings';

// The manager's night audit (the daily close) and reports. Amounts are rupees that may carry paise; the API
// counts them in paise.

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 366;

export const NIGHT_AUDIT_MESSAGES = {
  closed: (day: string, noShows: number) =>
    `${day} is closed: ${noShows === 1 ? '1 no-show' : `${noShows} no-shows`} marked, the day’s figures frozen.`,
  alreadyClosed: (day: string) => `${day} is already closed.`,
  notOver: (day: string) => `${day} is not over yet: a day closes after the hotel’s midnight.`,
  outOfOrder: (next: string) => `Days close in order: close ${next} first.`,
  nothingToClose: 'Every day up to yesterday is closed.',
} as const;

const isoDay = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine(isIsoDate, `${label} must be a real date.`);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = dayNumber(from); at <= dayNumber(to); at += 1)
    days.push(new Date(at * 86_400_000).toISOString().slice(0, 10));
  return days;
}

// ── Night audit ─────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/staff/night-audit: close a day (the next one to close unless given). */
// Strict: a body with anything else in it is a mistake, and closing a day is not undone.
export const nightAuditRequestSchema = z.strictObject(
  { day: isoDay('Day').optional() },
  { error: 'Send the day to close as { "day": "YYYY-MM-DD" }, or nothing to close the next day.' },
);
export type NightAuditRequest = z.infer<typeof nightAuditRequestSchema>;

/** The frozen figures of a closed day. */
export const dayFiguresSchema = z.object({
  day: z.string(),
  rooms_available: z.number().int(),
  rooms_sold: z.number().int(),
  /** Rooms sold ÷ rooms available, in per cent with one decimal. */
  occupancy: z.number(),
  /** Room revenue before GST. */
  room_revenue: rupeesSchema,
  /** Average daily rate: room revenue ÷ rooms sold. */
  adr: rupeesSchema,
  /** Revenue per available room: room revenue ÷ rooms available. */
  revpar: rupeesSchema,
  arrivals: z.number().int(),
  departures: z.number().int(),
  no_shows: z.number().int(),
  cancellations: z.number().int(),
  /** Food and drink sold that day, before GST. */
  fnb_revenue: rupeesSchema,
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const nightAuditSchema = z.object({
  day: z.string(),
  /** Who closed it: a manager's name, or null for the nightly schedule. */
  closed_by: z.string().nullable(),
  closed_at: z.string(),
  no_shows_marked: z.number().int(),
  /** Room nights of guests in house that night (posted to their folios at check-in). */
  nights_audited: z.number().int(),
  figures: dayFiguresSchema,
});
export type NightAudit = z.infer<typeof nightAuditSchema>;

export const nightAuditResponseSchema = z.object({ message: z.string(), data: nightAuditSchema });
export type NightAuditResponse = z.infer<typeof nightAuditResponseSchema>;

/** GET /api/staff/night-audit: the latest closes and the next day to close (null when none is over yet). */
export const nightAuditListSchema = z.object({
  next_day: z.string().nullable(),
  data: z.array(nightAuditSchema),
});
export type NightAuditList = z.infer<typeof nightAuditListSchema>;

// ── Reports ─────────────────────────────────────────────────────────────────────────────────────────────

export const reportQuerySchema = z
  .object({
    from: isoDay('From'),
    to: isoDay('To'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'To must be on or after From.' })
  .refine((query) => query.from > query.to || daysBetween(query.from, query.to).length <= REPORT_MAX_DAYS, {
    path: ['to'],
    message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const reportDaySchema = dayFiguresSchema.extend({
  /** Whether the figures are the night audit's frozen ones (else computed now). */
  closed: z.boolean(),
  /** Bookings made that day (for any dates), and their room nights. */
  bookings_made: z.number().int(),
  room_nights_booked: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

const revenueShare = z.object({ name: z.string(), room_nights: z.number().int(), revenue: rupeesSchema });

export const staffReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(reportDaySchema),
  totals: z.object({
    rooms_available: z.number().int(),
    rooms_sold: z.number().int(),
    occupancy: z.number(),
    room_revenue: rupeesSchema,
    adr: rupeesSchema,
    revpar: rupeesSchema,
    arrivals: z.number().int(),
    departures: z.number().int(),
    no_shows: z.number().int(),
    cancellations: z.number().int(),
    fnb_revenue: rupeesSchema,
    bookings_made: z.number().int(),
    room_nights_booked: z.number().int(),
  }),
  /** Room revenue of the range's nights by rate plan, and by where it was booked. */
  by_rate_plan: z.array(revenueShare),
  by_channel: z.array(revenueShare),
  /** Food and drink sold in the range, before GST. */
  fnb_by_outlet: z.array(z.object({ name: z.string(), orders: z.number().int(), revenue: rupeesSchema })),
  fnb_by_dish: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenue: rupeesSchema })),
  /** Coupons on bookings made in the range (cancelled bookings left out). */
  coupons: z.array(z.object({ code: z.string(), uses: z.number().int(), discount: rupeesSchema })),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

/** Occupancy in per cent with one decimal, ADR and RevPAR in paise, from a day's (or range's) counts. */
export function reportRatios(roomsAvailable: number, roomsSold: number, revenuePaise: number) {
  return {
    occupancy: roomsAvailable === 0 ? 0 : Math.round((roomsSold / roomsAvailable) * 1000) / 10,
    adrPaise: roomsSold === 0 ? 0 : Math.round(revenuePaise / roomsSold),
    revparPaise: roomsAvailable === 0 ? 0 : Math.round(revenuePaise / roomsAvailable),
  };
}

import { HOTEL_TIME_ZONE } from '@haveli/contracts';
import { lazily } from './lazily';

const days = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: HOTEL_TIME_ZONE,
    }),
);

/**
 * The one date format of the site, e.g. "5 Dec 2026", on the hotel's calendar (Jaipur): every guest, and
 * the pages written at build time, see the same day wherever they are. Accepts a date-time, or a
 * calendar date 'YYYY-MM-DD' (a booking's day), shown as that very day. Nothing for what is not a date.
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return days().format(date);
}

const weekdays = lazily(
  () => new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: HOTEL_TIME_ZONE }),
);

/** The day of the week of a date on the hotel's calendar, e.g. "Fri". Nothing for what is not a date. */
export function formatWeekday(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return weekdays().format(date);
}

const dayAndTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: HOTEL_TIME_ZONE,
    }),
);

/** A moment on the hotel's clock with its day, e.g. "Mon, 23 Nov, 20:15" (Jaipur time). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dayAndTime().format(date);
}

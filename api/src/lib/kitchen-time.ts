import { SLOT_MINUTES } from '@haveli/contracts';

/** The restaurants' rules as `dining_settings` holds them. */
export interface DiningSettings {
  time_zone: string;
  kitchen_opens: string;
  kitchen_closes: string;
  gst_percent: number;
  prep_minutes: number;
  delivery_minutes: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The hotel's calendar date ('YYYY-MM-DD') and minute of the day at `at`. */
export function localTime(at: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant of minute `minutes` of the hotel's day `date`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const seen = localTime(new Date(guess), timeZone);
  const seenAsUtc = Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * MINUTE;
  return new Date(guess - (seenAsUtc - guess));
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/**
 * The times a guest may ask for, today and tomorrow in the hotel's time zone: every SLOT_MINUTES within
 * kitchen hours, from the kitchen's preparation time after `now`.
 */
export function orderSlots(settings: DiningSettings, now: Date): Date[] {
  const earliest = now.getTime() + settings.prep_minutes * MINUTE;
  const today = localTime(now, settings.time_zone).date;
  const slots: Date[] = [];
  for (const date of [today, nextDay(today)]) {
    for (
      let at = minutesOf(settings.kitchen_opens);
      at <= minutesOf(settings.kitchen_closes);
      at += SLOT_MINUTES
    ) {
      const slot = zonedInstant(date, at, settings.time_zone);
      if (slot.getTime() >= earliest) slots.push(slot);
    }
  }
  return slots;
}

/** Whether the kitchen takes orders now: within its hours, with time to cook before it closes. */
export function kitchenOpen(settings: DiningSettings, now: Date): boolean {
  const { minutes } = localTime(now, settings.time_zone);
  return (
    minutes >= minutesOf(settings.kitchen_opens) &&
    minutes + settings.prep_minutes <= minutesOf(settings.kitchen_closes)
  );
}

/**
 * When an order placed now for "as soon as possible" is ready: after the preparation time, or, while the
 * kitchen is closed, that long after it opens.
 */
export function asapReadyAt(settings: DiningSettings, now: Date): Date {
  if (kitchenOpen(settings, now)) return new Date(now.getTime() + settings.prep_minutes * MINUTE);
  const { date, minutes } = localTime(now, settings.time_zone);
  const opensOn = minutes < minutesOf(settings.kitchen_opens) ? date : nextDay(date);
  const opening = zonedInstant(opensOn, minutesOf(settings.kitchen_opens), settings.time_zone);
  return new Date(opening.getTime() + settings.prep_minutes * MINUTE);
}

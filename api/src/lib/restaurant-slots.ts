import { slotStartsAt, type RestaurantService } from '@haveli/contracts';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD' date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The start times of a day's sittings: each service is cut into sittings of `slotMinutes`, one after another,
 * and a sitting must end by the time the service closes.
 */
export function sittingsOf(services: readonly RestaurantService[], slotMinutes: number): string[] {
  const times: string[] = [];
  for (const service of [...services].sort((a, b) => a.opens.localeCompare(b.opens))) {
    const closes = minutesOf(service.closes);
    for (let start = minutesOf(service.opens); start + slotMinutes <= closes; start += slotMinutes) {
      times.push(timeOf(start));
    }
  }
  return times;
}

/** The sittings of `date` a guest may still ask for at `now`: not closer than the lead time. */
export function bookableSittings(
  date: string,
  services: readonly RestaurantService[],
  slotMinutes: number,
  leadMinutes: number,
  now: Date,
): string[] {
  const day = services.filter((service) => service.weekday === isoWeekday(date));
  const earliest = now.getTime() + leadMinutes * 60_000;
  return sittingsOf(day, slotMinutes).filter((time) => slotStartsAt(date, time) >= earliest);
}

export interface SlotTable {
  id: number;
  seats: number;
}

export interface SlotParty {
  party_size: number;
  /** The table of a confirmed party; null while the request is pending. */
  table_id: number | null;
}

/**
 * Whether every party of a slot can have a table of its own that seats it: confirmed parties keep their
 * tables, and the pending ones, largest first, each take the smallest free table that seats them. Because
 * a table that seats a party seats every smaller one, this greedy choice finds a seating whenever one exists.
 */
export function canSeatEveryone(tables: readonly SlotTable[], parties: readonly SlotParty[]): boolean {
  const taken = new Set(parties.flatMap((party) => (party.table_id === null ? [] : [party.table_id])));
  const free = tables
    .filter((table) => !taken.has(table.id))
    .map((table) => table.seats)
    .sort((a, b) => a - b);
  const waiting = parties
    .filter((party) => party.table_id === null)
    .map((party) => party.party_size)
    .sort((a, b) => b - a);
  for (const size of waiting) {
    const index = free.findIndex((seats) => seats >= size);
    if (index < 0) return false;
    free.splice(index, 1);
  }
  return true;
}

export interface SlotClosure {
  reason: string;
  from_time: string | null;
  until_time: string | null;
  /** The tables it holds; empty: the whole restaurant. */
  table_ids: number[];
}

/** Whether a closure of the day touches the sitting that begins at `time` and lasts `slotMinutes`. */
const touches = (closure: SlotClosure, time: string, slotMinutes: number) =>
  closure.from_time === null ||
  closure.until_time === null ||
  (minutesOf(closure.from_time) < minutesOf(time) + slotMinutes &&
    minutesOf(time) < minutesOf(closure.until_time));

/**
 * The sitting at `time` as the day's closures leave it: the closure shutting the whole restaurant then (or
 * null), and the tables still open.
 */
export function openAt<T extends SlotTable>(
  tables: readonly T[],
  closures: readonly SlotClosure[],
  time: string,
  slotMinutes: number,
): { closedBy: SlotClosure | null; tables: T[] } {
  const touching = closures.filter((closure) => touches(closure, time, slotMinutes));
  const closedBy = touching.find((closure) => closure.table_ids.length === 0) ?? null;
  if (closedBy) return { closedBy, tables: [] };
  const held = new Set(touching.flatMap((closure) => closure.table_ids));
  return { closedBy: null, tables: tables.filter((table) => !held.has(table.id)) };
}

import type { StaffFloor, StaffTableBooking } from '@haveli/contracts';
import type { BadgeTone } from '@haveli/ui';

export const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** How each state reads on the floor, in words beside its colour. */
export const STATE_BADGES: Record<StaffTableBooking['status'], { text: string; tone: BadgeTone }> = {
  Pending: { text: 'Waiting for a table', tone: 'warning' },
  Confirmed: { text: 'Booked', tone: 'info' },
  Seated: { text: 'Seated', tone: 'success' },
  Finished: { text: 'Finished', tone: 'neutral' },
  'No-show': { text: 'No-show', tone: 'danger' },
  Declined: { text: 'Declined', tone: 'neutral' },
  Cancelled: { text: 'Cancelled', tone: 'neutral' },
};

const holds = (booking: StaffTableBooking) => booking.status === 'Confirmed' || booking.status === 'Seated';

/** The parties holding a table on the day, by time. */
export const partiesAt = (floor: StaffFloor, tableId: number) =>
  floor.bookings.filter((booking) => holds(booking) && booking.table_id === tableId);

/** The parties of the day not holding a table: waiting, done, cancelled. */
export const otherParties = (floor: StaffFloor) => floor.bookings.filter((booking) => !holds(booking));

/** A table's state now, in words: someone sits there, it is booked later, or it is free all day. */
export function tableState(floor: StaffFloor, tableId: number): { text: string; tone: BadgeTone } {
  const parties = partiesAt(floor, tableId);
  if (parties.some((party) => party.status === 'Seated')) return { text: 'Seated', tone: 'success' };
  if (parties.length > 0) return { text: 'Booked', tone: 'info' };
  return { text: 'Free', tone: 'neutral' };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a closure of the day holds `tableId` during the sitting at `time`. */
function held(floor: StaffFloor, tableId: number, time: string) {
  return floor.closures.some(
    (closure) =>
      (closure.tables.length === 0 || closure.tables.some((table) => table.id === tableId)) &&
      (closure.from_time === null ||
        closure.until_time === null ||
        (minutesOf(closure.from_time) < minutesOf(time) + floor.restaurant.slot_minutes &&
          minutesOf(time) < minutesOf(closure.until_time))),
  );
}

/** The tables a party could have at `time`: big enough, not held by a closure, nobody else's then. */
export function freeTablesFor(floor: StaffFloor, time: string, partySize: number, except?: number) {
  return floor.tables.filter(
    (table) =>
      table.id !== except &&
      table.seats >= partySize &&
      !held(floor, table.id, time) &&
      !floor.bookings.some(
        (booking) => holds(booking) && booking.table_id === table.id && booking.time === time,
      ),
  );
}

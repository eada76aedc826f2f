import { addDays, hotelToday } from '@haveli/contracts';

/** A date `days` from today in Jaipur, as a date input holds it. */
export const inDays = (days: number) => addDays(hotelToday(), days);

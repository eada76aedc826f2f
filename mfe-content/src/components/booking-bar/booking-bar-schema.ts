import { availabilityQuerySchema } from '@haveli/contracts';
import { z } from 'zod';
import { ROOM_COUNT_OPTIONS, ROOM_STATUS_OPTIONS } from './guest-options';

/** The availability rules of the API (contracts), plus what only the bar itself uses. */
export const bookingBarSchema = availabilityQuerySchema.and(
  z.object({
    room_status: z.enum(ROOM_STATUS_OPTIONS.map((option) => option.value) as ['available', 'all']),
    // The bar's own select; the availability query's count (a number, `room_count`) is sent from it.
    rooms: z.enum(ROOM_COUNT_OPTIONS),
  }),
);
export type BookingBarInput = z.input<typeof bookingBarSchema>;
export type BookingBarValues = z.output<typeof bookingBarSchema>;

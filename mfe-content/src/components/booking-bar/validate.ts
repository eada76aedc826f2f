import { type BookingBarInput, type BookingBarValues } from './booking-bar-schema';

export type BookingBarErrors = Partial<Record<keyof BookingBarInput, string>>;

/**
 * Checks the bar against the API's availability rules plus its own fields. The bar sits on the home page's
 * first screen; its rules (zod, ~25 KB gzip) load the first time the guest searches, not with the page, and
 * the bar needs no form library: six fields, one message each.
 */
export async function validateBookingBar(
  input: BookingBarInput,
): Promise<{ values: BookingBarValues | null; errors: BookingBarErrors }> {
  const { bookingBarSchema } = await import('./booking-bar-schema');
  const result = bookingBarSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const errors: BookingBarErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BookingBarInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { values: null, errors };
}

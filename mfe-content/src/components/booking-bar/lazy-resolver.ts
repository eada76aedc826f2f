import { type Resolver } from 'react-hook-form';
import { type BookingBarInput, type BookingBarValues } from './booking-bar-schema';

/**
 * The booking bar sits on the home page's first screen; its rules (zod, ~25 KB gzip) load the first
 * time the guest searches, not with the page.
 */
export const bookingBarResolver: Resolver<BookingBarInput, unknown, BookingBarValues> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { bookingBarSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./booking-bar-schema'),
  ]);
  return zodResolver(bookingBarSchema)(values, context, options);
};

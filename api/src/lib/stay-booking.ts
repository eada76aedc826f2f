import {
  type BillingDetails,
  BOOKING_MESSAGES,
  hotelToday,
  STAY_MESSAGES,
  type StayRequests,
} from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { StayBookingRow } from '../repositories/stays-repository';
import { now } from './clock';
import type { NoticeActor } from './guest-notices';
import { badRequest, HttpError } from './http-errors';
import { cancellationFee } from './stay-pricing';
import { priceAsk, type StayAsk } from './stays';

/**
 * The one way a guest books, changes and cancels a stay, whichever route they call (stays/bookings or the
 * spec's reservationHotel aliases): the quote's price, the stay rules, the cap, the coupon's limits.
 */

/** The guest's stay mails, written when they leave from the booking as it is then. */
export const STAY_MAIL_KINDS = {
  confirmed: 'stay.confirmed',
  changed: 'stay.changed',
  cancelled: 'stay.cancelled',
} as const;

/** Queues the booking's mail of `kind` in the transaction of the change it reports. */
export const mailAbout =
  (app: FastifyInstance, kind: keyof typeof STAY_MAIL_KINDS, data: Record<string, unknown> = {}) =>
  (tx: Db, reference: string): Promise<void> =>
    app.mail.enqueueComposed(tx, { kind: STAY_MAIL_KINDS[kind], data: { ...data, reference } });

const conflict = (message: string) => new HttpError(409, message);

export interface GuestStayBooking {
  userId: number;
  guestName: string;
  ask: StayAsk;
  requests: StayRequests;
  /** The company for a B2B GST invoice; none for the guest's own. */
  billing?: BillingDetails | null;
}

/** Prices the stay as the quote does and books it with its confirmation mail; its reference, or a 4xx. */
export async function bookStay(app: FastifyInstance, booking: GuestStayBooking): Promise<string> {
  const repo = app.repositories.stays;
  const { ask } = booking;
  const priced = await priceAsk(repo, ask);
  const outcome = await repo.book(
    {
      userId: booking.userId,
      roomTypeId: ask.roomTypeId,
      guestName: booking.guestName,
      checkIn: ask.checkIn,
      checkOut: ask.checkOut,
      adults: ask.adults,
      childAges: ask.childAges,
      parties: priced.parties,
      ratePlan: ask.ratePlan,
      offer: priced.offer,
      requests: booking.requests,
      billing: booking.billing ?? null,
      price: priced.quote.price,
      policy: priced.quote.policy,
      maxUpcomingStays: app.config.maxUpcomingStays,
      today: hotelToday(now()),
    },
    mailAbout(app, 'confirmed'),
  );
  app.mail.wake();
  if (!outcome.booked) {
    throw {
      cap: conflict(STAY_MESSAGES.cap(app.config.maxUpcomingStays)),
      'coupon-used-up': badRequest(STAY_MESSAGES.couponUsedUp),
      'coupon-used-by-guest': badRequest(STAY_MESSAGES.couponUsedByGuest),
      'no-room-free': conflict(STAY_MESSAGES.notEnoughRooms),
    }[outcome.reason];
  }
  return outcome.reference;
}

/**
 * A guest may change or cancel only a stay that has not begun: still booked (no room checked in) and not
 * past its arrival day. A 400 or 409 saying why not.
 */
export function assertNotBegun(booking: StayBookingRow, at: Date): void {
  if (booking.state === 'cancelled' || booking.state === 'no_show') {
    throw badRequest(BOOKING_MESSAGES.alreadyCancelled);
  }
  if (booking.state !== 'booked') throw conflict(STAY_MESSAGES.stayBegun);
  if (booking.check_in < hotelToday(at)) throw badRequest(STAY_MESSAGES.notUpcoming);
}

/**
 * A stay records no payment: it is settled at the hotel, so what has been paid for it is nothing, and a
 * refund is never promised.
 */
const PAID_FOR_A_STAY = 0;

/** What the guest's own cancel costs now under the booking's policy, and what of the paid is refunded. */
export function guestCancelTerms(booking: StayBookingRow) {
  const at = now();
  assertNotBegun(booking, at);
  const fee = Math.min(booking.total, cancellationFee(booking.policy, at));
  return { at, fee, refund: Math.max(0, PAID_FOR_A_STAY - fee) };
}

/**
 * The guest's cancel of their own stay, under its policy's fee, with the mail and the notice; a 4xx if they
 * may not. `by` is 'hotel' when staff cancel it through a guest's route, so the mail says who did.
 */
export async function cancelStayForGuest(
  app: FastifyInstance,
  booking: StayBookingRow,
  by: NoticeActor = 'guest',
) {
  const terms = guestCancelTerms(booking);
  if (
    !(await app.repositories.stays.cancel(
      booking,
      terms.fee,
      terms.at,
      mailAbout(app, 'cancelled', { by }),
      by,
    ))
  ) {
    const current = await app.repositories.stays.find(booking.reference);
    if (current) assertNotBegun(current, terms.at);
    throw badRequest(BOOKING_MESSAGES.alreadyCancelled);
  }
  app.mail.wake();
  return terms;
}

import {
  type BillingDetails,
  BOOKING_MESSAGES,
  hotelToday,
  STAY_MESSAGES,
  type StayRequests,
  type ValidStayBookingRequest,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { foliosRepository } from '../repositories/folios-repository';
import { paymentsRepository } from '../repositories/payments-repository';
import type { StayBookingRow } from '../repositories/stays-repository';
import { now } from './clock';
import type { NoticeActor } from './guest-notices';
import { badRequest, HttpError } from './http-errors';
import { settleCancelledStay } from './refunds';
import { cancelFeeNow } from './stay-pricing';
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
  /** Paid at the hotel (a booking the staff make): no payment hold, whatever the plan's deposit. */
  payAtHotel?: boolean;
  /** More to write in the booking's transaction, e.g. who on the staff made it. */
  alsoInTransaction?: (tx: Db, reference: string) => Promise<void>;
}

/** The stay a booking request asks for, as the engine reads it: a guest's own, or one the front desk makes. */
export const askOf = (
  body: Pick<
    ValidStayBookingRequest,
    'room_type_id' | 'check_in' | 'check_out' | 'adults' | 'child_ages' | 'rooms' | 'rate_plan' | 'coupon'
  >,
): StayAsk => ({
  roomTypeId: body.room_type_id,
  checkIn: body.check_in,
  checkOut: body.check_out,
  adults: body.adults,
  childAges: body.child_ages,
  rooms: body.rooms,
  ratePlan: body.rate_plan,
  coupon: body.coupon,
});

/** Prices the stay as the quote does and books it with its confirmation mail; its reference, or a 4xx. */
export async function bookStay(app: FastifyInstance, booking: GuestStayBooking): Promise<string> {
  const repo = app.repositories.stays;
  const { ask } = booking;
  const priced = await priceAsk(repo, ask);
  const payBy =
    priced.quote.policy.deposit > 0 && !booking.payAtHotel
      ? new Date(now().getTime() + app.config.stayPaymentHoldSeconds * 1000)
      : null;
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
      payBy,
      price: priced.quote.price,
      policy: priced.quote.policy,
      maxUpcomingStays: app.config.maxUpcomingStays,
      today: hotelToday(now()),
    },
    async (tx, reference) => {
      // A plan paid (or with a deposit paid) at booking holds the rooms while the guest pays: the mail says
      // so, and the hold's end is queued with the booking.
      if (payBy) await app.stayHolds.hold(tx, reference, payBy);
      await booking.alsoInTransaction?.(tx, reference);
      await mailAbout(app, 'confirmed')(tx, reference);
    },
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

/** What the guest's own cancel costs now under the booking's policy, and what of the paid comes back. */
export async function guestCancelTerms(app: FastifyInstance, booking: StayBookingRow) {
  const at = now();
  assertNotBegun(booking, at);
  const fee = cancelFeeNow(booking, at);
  const paid = await paymentsRepository(app.db).unrefunded(booking.id);
  return { at, fee, paid: toRupees(paid), refund: toRupees(Math.max(0, paid - toPaise(fee))) };
}

/**
 * In a cancel's transaction: the fee kept out of what was paid and the rest refunded (see
 * settleCancelledStay), then the cancel's mail, which says both. Returns the step, and what it refunded.
 */
export function cancelledStayMoney(
  app: FastifyInstance,
  fee: number,
  by: number | null,
  mail: (tx: Db, reference: string) => Promise<void>,
) {
  const outcome = { refundedPaise: 0 };
  const step = async (tx: Db, reference: string) => {
    const stay = await foliosRepository(tx).stayOf({ reference });
    if (!stay) throw new Error(`Booking ${reference} has no stay to settle`);
    outcome.refundedPaise = await settleCancelledStay(app, tx, stay, {
      feeRupees: fee,
      by,
      day: hotelToday(now()),
    });
    await mail(tx, reference);
  };
  return { step, outcome };
}

/**
 * The guest's cancel of their own stay, under its policy's fee, with its refund, the mail and the notice; a
 * 4xx if they may not. `by` is 'hotel' when staff cancel it through a guest's route, so the mail says who did.
 */
export async function cancelStayForGuest(
  app: FastifyInstance,
  booking: StayBookingRow,
  by: NoticeActor = 'guest',
) {
  const terms = await guestCancelTerms(app, booking);
  const money = cancelledStayMoney(app, terms.fee, null, mailAbout(app, 'cancelled', { by }));
  if (!(await app.repositories.stays.cancel(booking, terms.fee, terms.at, money.step, by))) {
    const current = await app.repositories.stays.find(booking.reference);
    if (current) assertNotBegun(current, terms.at);
    throw badRequest(BOOKING_MESSAGES.alreadyCancelled);
  }
  app.mail.wake();
  app.refunds.wake();
  return { ...terms, refund: toRupees(money.outcome.refundedPaise) };
}

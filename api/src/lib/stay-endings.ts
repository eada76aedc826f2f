import { toRupees } from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { StayBookingRow } from '../repositories/stays-repository';
import { audit } from './audit';
import { cancelledStayMoney, mailAbout } from './stay-booking';

export interface HotelEnding {
  fee: number;
  reason: string;
  action: 'stay.cancel' | 'stay.no_show';
}

/**
 * Ends a booked stay on the hotel's side, for `fee`: the reason kept, the policy's fee charged through the
 * folio and the rest refunded, the guest told as of their own cancel (the notification, from the hotel, and
 * the same mail), the action audited, all in the cancel's transaction. `by` is the member of staff, or null
 * for the nightly close. False when the stay was no longer booked.
 */
export async function endStayForHotel(
  app: FastifyInstance,
  row: StayBookingRow,
  at: Date,
  { fee, reason, action }: HotelEnding,
  by: number | null,
): Promise<boolean> {
  const money = cancelledStayMoney(app, fee, by, mailAbout(app, 'cancelled', { by: 'hotel' }));
  const alongside = async (tx: Db, reference: string) => {
    await app.repositories.frontdesk.setCancelReason(tx, reference, reason);
    await money.step(tx, reference);
    await audit(tx, by, {
      action,
      entity: 'stay',
      id: reference,
      before: { status: 'Confirmed' },
      after: { status: 'Cancelled', fee, reason, refunded: toRupees(money.outcome.refundedPaise) },
    });
  };
  const ending = action === 'stay.no_show' ? 'no_show' : 'cancelled';
  if (!(await app.repositories.stays.cancel(row, fee, at, alongside, 'hotel', ending))) return false;
  app.mail.wake();
  app.refunds.wake();
  return true;
}

/** The no-show's fee: the policy's fee after its deadline, never more than the stay. */
export const noShowFee = (row: StayBookingRow): number => Math.min(row.total, row.policy.fee_after_deadline);

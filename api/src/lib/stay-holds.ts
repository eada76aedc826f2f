import { hotelToday, toPaise } from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { foliosRepository } from '../repositories/folios-repository';
import { paymentsRepository } from '../repositories/payments-repository';
import { now } from './clock';
import { refundStay } from './refunds';
import { mailAbout } from './stay-booking';

/** Why a held booking was released, kept on it as its cancel reason. */
export const RELEASED_REASON = 'Not paid while the booking was held: the room was released.';

/**
 * After money arrives for a stay, in the transaction that took it: a held booking whose deposit (the whole
 * stay on a non-refundable plan) is paid is held no longer and gets its confirmation; money that reaches a
 * stay already ended (a payment completed just after its hold was released) goes straight back the way it
 * came.
 */
export async function afterPayment(app: FastifyInstance, tx: Db, stayBookingId: number): Promise<void> {
  const [booking] = await tx.query<{ reference: string; state: string }>(
    'SELECT reference, state FROM stay_bookings WHERE id = $1 FOR UPDATE',
    [stayBookingId],
  );
  if (!booking) return;
  const folios = foliosRepository(tx);
  const stay = await folios.stayOf({ reference: booking.reference });
  if (!stay) return;
  const due = toPaise((await folios.view(stay)).due);
  if ((booking.state === 'cancelled' || booking.state === 'no_show') && due < 0) {
    await refundStay(app, tx, stay, {
      amountPaise: -due,
      reason: 'The booking had ended when the payment arrived.',
      by: null,
      day: hotelToday(now()),
    });
    return;
  }
  if ((await paymentsRepository(tx).depositLeft(stayBookingId)) === 0) {
    await tx.query('UPDATE stay_bookings SET pay_by = NULL WHERE id = $1', [stayBookingId]);
    await mailAbout(app, 'confirmed')(tx, booking.reference);
  }
}

import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { now } from '../../lib/clock';
import { mailAbout } from '../../lib/stay-booking';
import { RELEASED_REASON } from '../../lib/stay-holds';
import { paymentsRepository } from '../../repositories/payments-repository';

/** The pg-boss queue that releases held bookings left unpaid. */
export const STAY_HOLDS_QUEUE = 'stay-holds';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Held bookings: `stayHolds.hold(tx, reference, until)` in the booking's transaction queues its release
     * for `until`; any process's worker releases it then unless it was paid.
     */
    stayHolds: { hold(tx: Db, reference: string, until: Date): Promise<void> };
  }
}

/** Thrown inside a release whose booking was paid meanwhile: the release is rolled back. */
class PaidMeanwhile extends Error {}

/**
 * The stay-holds queue and this process's worker. A release cancels the booking with no fee (nothing was
 * paid), says why, and mails the guest; a booking paid meanwhile, or with a UPI transfer waiting for the desk,
 * is left held (the latter is looked at again a hold later).
 */
export default fp(
  async (app) => {
    const { boss, track, ensureQueue } = app.jobs;
    const holdSeconds = app.config.stayPaymentHoldSeconds;
    const hold = async (db: Db, reference: string, until: Date) => {
      await boss.send(
        STAY_HOLDS_QUEUE,
        { reference },
        { db, startAfter: until, retryLimit: 5, retryDelay: 30, retryBackoff: true },
      );
    };
    const release = async (reference: string) => {
      const booking = await app.repositories.stays.find(reference);
      if (!booking || booking.state !== 'booked' || booking.pay_by === null) return;
      const at = now();
      if (new Date(booking.pay_by) > at) return hold(app.db, reference, new Date(booking.pay_by));
      if ((await paymentsRepository(app.db).pendingOf(booking.id)).length > 0)
        return hold(app.db, reference, new Date(at.getTime() + holdSeconds * 1000));
      const alongside = async (tx: Db) => {
        // The cancel waited for any payment taking the row: one that ended the hold wins.
        const [still] = await tx.query<{ held: boolean }>(
          'SELECT pay_by IS NOT NULL AS held FROM stay_bookings WHERE id = $1',
          [booking.id],
        );
        if (!still?.held) throw new PaidMeanwhile();
        await tx.query('UPDATE stay_bookings SET cancel_reason = $2, pay_by = NULL WHERE id = $1', [
          booking.id,
          RELEASED_REASON,
        ]);
        await mailAbout(app, 'cancelled', { by: 'released' })(tx, reference);
      };
      await app.repositories.stays.cancel(booking, 0, at, alongside, 'hotel').catch((error: unknown) => {
        if (!(error instanceof PaidMeanwhile)) throw error;
      });
      app.mail.wake();
    };
    await ensureQueue(STAY_HOLDS_QUEUE);
    await boss.work<{ reference: string }>(
      STAY_HOLDS_QUEUE,
      // A hold ends within a few seconds of its time: no need to ask the database more often.
      { batchSize: 1, pollingIntervalSeconds: 5 },
      async ([job]) => {
        if (job) await track(release(job.data.reference));
      },
    );
    app.decorate('stayHolds', { hold });
    app.addHook('onClose', async () => {
      await boss.offWork(STAY_HOLDS_QUEUE);
      await app.jobs.settle();
    });
  },
  { name: 'stay-holds', dependencies: ['jobs', 'mail', 'repositories'] },
);

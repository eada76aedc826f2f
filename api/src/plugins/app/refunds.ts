import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { paymentsRepository } from '../../repositories/payments-repository';

/** The pg-boss queue through which refunds of online payments reach the provider. */
export const PROVIDER_REFUNDS_QUEUE = 'provider-refunds';

/** Tries before a refund is left for the desk to pay back another way; pg-boss waits longer between each. */
const RETRY_LIMIT = 8;
const RETRY_DELAY_SECONDS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refunds of online payments leave through this queue: `refunds.enqueue(tx, ids)` inside the transaction
     * that recorded them, so a refund is sent if and only if it was recorded, and retried until the provider
     * has it.
     */
    refunds: { enqueue(tx: Db, refundIds: readonly number[]): Promise<void>; wake(): void };
  }
}

/**
 * The provider-refunds queue and this process's worker. Each job hands one recorded refund to the provider with
 * our id as its receipt: a retry after a lost answer finds the refund made rather than making a second.
 */
export default fp(
  async (app) => {
    const { boss, track, ensureQueue } = app.jobs;
    const send = async (refundId: number) => {
      const payments = paymentsRepository(app.db);
      const refund = await payments.providerRefund(refundId);
      if (!refund || refund.status !== 'pending' || refund.provider_refund_id) return;
      const provider = app.config.payments;
      if (!provider || !refund.payment_reference)
        throw new Error(`Refund ${refundId} cannot reach the payment provider: none is configured`);
      const made = await provider.refund(refund.payment_reference, {
        amountPaise: refund.amount_paise,
        receipt: `haveli-refund-${refund.id}`,
      });
      await payments.providerRefunded(refund.id, { providerRefundId: made.refundId, status: made.status });
    };
    await ensureQueue(PROVIDER_REFUNDS_QUEUE);
    const workerId = await boss.work<{ refundId: number }>(
      PROVIDER_REFUNDS_QUEUE,
      // Woken at once by the process that records a refund (`wake`); the poll finds the others' retries.
      { batchSize: 1, pollingIntervalSeconds: 5, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        await track(
          send(job.data.refundId).catch(async (error: unknown) => {
            // The last try failed too: the refund goes on the desk's list, to be paid back another way.
            if (job.retryCount >= job.retryLimit)
              await paymentsRepository(app.db).providerRefundFailed(job.data.refundId);
            throw error;
          }),
        );
      },
    );
    app.decorate('refunds', {
      enqueue: async (tx: Db, refundIds: readonly number[]) => {
        for (const refundId of refundIds)
          await boss.send(
            PROVIDER_REFUNDS_QUEUE,
            { refundId },
            { db: tx, retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, retryBackoff: true },
          );
      },
      wake: () => boss.notifyWorker(workerId),
    });
    app.addHook('onClose', async () => {
      await boss.offWork(PROVIDER_REFUNDS_QUEUE);
      await app.jobs.settle();
    });
  },
  { name: 'refunds', dependencies: ['jobs'] },
);

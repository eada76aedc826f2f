import type { FastifyInstance } from 'fastify';

/**
 * Runs work once the answer has gone, so that neither the answer nor its time tells what the work found
 * (whether an email has an account). A failure is logged with `failure`; closing the app waits for the work
 * still running, before the database and the mail queue close (hooks of plugins registered after them).
 */
export function afterAnswer(app: FastifyInstance, failure: string): (work: () => Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all([...running]);
  });
  return (work) => {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => running.delete(job));
    running.add(job);
  };
}

import fp from 'fastify-plugin';
import { jobQueueSchema, startJobQueue, type JobQueue } from '../../lib/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's pg-boss, on the API's database, which the mail and image-variant queues share. */
    jobs: JobQueue;
  }
}

/**
 * Starts pg-boss for the queues of the plugins registered after this one. Closing the app stops it after their
 * workers (their close hooks run first) and before the database closes.
 */
export default fp(
  async (app) => {
    const jobs = await startJobQueue({
      db: app.db,
      schema: jobQueueSchema(app.config.database),
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);

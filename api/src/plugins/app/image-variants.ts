import fp from 'fastify-plugin';
import sharp from 'sharp';
import { startImageVariantsQueue, type ImageVariantsQueue } from '../../lib/image-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes an uploaded photo's variants through the job queue: `imageVariants.make({ fileId, name }, waitMs)`. */
    imageVariants: ImageVariantsQueue;
  }
}

/**
 * The image-variants queue (on the process's pg-boss, `app.jobs`) and this process's worker, which makes one
 * photo at a time into variants in the file store. libvips gets one thread: a photo then takes one core, and
 * the other requests of a small server (sign-ins, bookings) keep the rest.
 */
export default fp(
  async (app) => {
    sharp.concurrency(1);
    const queue = await startImageVariantsQueue({ jobs: app.jobs, files: app.files });
    app.decorate('imageVariants', queue);
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'image-variants', dependencies: ['jobs', 'files'] },
);

import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip or brotli for responses over 1 KiB when the client accepts it. */
export default fp(
  async (app) => {
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'compress' },
);

import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller bodies gain less than the encoding costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** gzip or brotli for responses over 1 KiB when the client accepts it. */
export default fp(
  async (app) => {
    await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);

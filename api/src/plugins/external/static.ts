import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { IMAGES_DIR } from '../../paths';

/** The site's images, shipped in api/public/images, cached by browsers and CDNs for 30 days. */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: IMAGES_DIR,
      prefix: '/api/images/',
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '30d',
    });
  },
  { name: 'static-images' },
);

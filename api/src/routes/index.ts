import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth';
import healthRoutes from './health';
import webRoutes from './web';

/** Everything the API serves lives under /api (registered with that prefix by app.ts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(webRoutes, { prefix: '/web' });
};

export default routes;

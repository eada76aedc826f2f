import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haveli/contracts';
import { z } from 'zod';
import { HttpError } from '../lib/http-errors';

const healthSchema = z.object({ status: z.literal('ok') });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Ready to serve: the database answers',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;

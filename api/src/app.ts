import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from './config';
import accessPlugin from './plugins/app/access';
import authPlugin from './plugins/app/auth';
import dbPlugin from './plugins/app/db';
import errorHandler from './plugins/app/error-handler';
import passwordsPlugin from './plugins/app/passwords';
import publicCache, { PublicCache } from './plugins/app/public-cache';
import rateLimits from './plugins/app/rate-limits';
import repositoriesPlugin from './plugins/app/repositories';
import transport from './plugins/app/transport';
import xsrf from './plugins/app/xsrf';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import redis from './plugins/external/redis';
import staticImages from './plugins/external/static';
import swagger from './plugins/external/swagger';
import routes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  /** Settings are read from these variables (default process.env); see config.ts. */
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
}

/** Largest request body accepted; larger ones get 413. */
export const BODY_LIMIT = 1024 * 1024;

/** The whole API, not yet listening: the server and the tests both start from here. */
export async function buildApp({ env = process.env, logger = false }: BuildAppOptions = {}) {
  const config = loadConfig(env);
  const publicReads = new PublicCache();
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Creating an embedded database takes several seconds, more on a busy machine: avvio's 10 s is too short.
    pluginTimeout: 120_000,
    // Fastify's own HTTP server, with one step before Fastify: the public cache answers the repeated
    // reads it can answer whole. (app.inject() goes to Fastify directly: the plugin's hook answers those.)
    serverFactory: (handler) => {
      const server = createServer((request: IncomingMessage, response: ServerResponse) => {
        if (!publicReads.answerFirst(request, response)) return handler(request, response);
        // Pino's methods for levels that are off do nothing.
        app.log.info({ url: request.url, statusCode: response.statusCode }, 'answered from the public cache');
      });
      // As Fastify sets up the server it makes itself (its defaults).
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON bodies only: other types, text/plain included, get 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);

  await app.register(errorHandler);
  // Before any plugin that adds routes: it sees each route registered and guards it by its access rule.
  await app.register(accessPlugin);

  await app.register(helmet);
  await app.register(transport);
  await app.register(xsrf);
  // The cache answers the repeated reads the server did not answer first in its onRequest hook, with the
  // headers that the three plugins above set there; no hook registered after it runs for those reads. It
  // compresses what it keeps itself.
  await app.register(publicCache, { cache: publicReads });
  await app.register(compress);
  await app.register(swagger);
  await app.register(staticImages);
  await app.register(multipart);

  await app.register(dbPlugin);
  await app.register(passwordsPlugin);
  await app.register(authPlugin);
  await app.register(repositoriesPlugin);
  await app.register(redis);
  await app.register(rateLimits);

  await app.register(routes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from './config';
import accessPlugin from './plugins/app/access';
import addressLinks from './plugins/app/address-links';
import authPlugin from './plugins/app/auth';
import dbPlugin from './plugins/app/db';
import drain from './plugins/app/drain';
import errorHandler from './plugins/app/error-handler';
import filesPlugin from './plugins/app/files';
import expectContinue from './plugins/app/expect-continue';
import httpCaching from './plugins/app/http-caching';
import idempotency from './plugins/app/idempotency';
import imageVariants from './plugins/app/image-variants';
import jobs from './plugins/app/jobs';
import liveEvents from './plugins/app/live-events';
import mailPlugin from './plugins/app/mail';
import refunds from './plugins/app/refunds';
import stayHolds from './plugins/app/stay-holds';
import nightAudit from './plugins/app/night-audit';
import testClock from './plugins/app/test-clock';
import passwordsPlugin from './plugins/app/passwords';
import publicContent from './plugins/app/public-content';
import rateLimits from './plugins/app/rate-limits';
import repositoriesPlugin from './plugins/app/repositories';
import transport from './plugins/app/transport';
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
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Creating an embedded database takes several seconds, more on a busy machine: avvio's 10 s is too short.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON bodies only: other types, text/plain included, get 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);

  await app.register(errorHandler);
  await app.register(testClock);
  // Before any plugin that adds routes: it sees each route registered and guards it by its access rule.
  await app.register(accessPlugin);

  await app.register(helmet);
  await app.register(transport);
  // Before compress: the ETag is computed on the JSON itself.
  await app.register(httpCaching);
  // Before compress too: it records answers as JSON. Its hooks use the database, opened below.
  await app.register(idempotency);
  await app.register(compress);
  await app.register(swagger);
  await app.register(staticImages);
  await app.register(multipart);
  await app.register(expectContinue);

  await app.register(dbPlugin);
  await app.register(filesPlugin);
  await app.register(jobs);
  await app.register(mailPlugin);
  await app.register(refunds);
  await app.register(imageVariants);
  await app.register(liveEvents);
  await app.register(passwordsPlugin);
  await app.register(authPlugin);
  await app.register(repositoriesPlugin);
  await app.register(stayHolds);
  await app.register(nightAudit);
  await app.register(redis);
  await app.register(publicContent);
  await app.register(addressLinks);
  await app.register(rateLimits);

  // After every plugin holding a resource: at shutdown it waits for requests in flight before they close.
  await app.register(drain);
  await app.register(routes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

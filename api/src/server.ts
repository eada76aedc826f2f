import { buildApp } from './app';

const DEFAULT_PORT = 3100;
const DEFAULT_HOST = '127.0.0.1';

async function start(): Promise<void> {
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'closing');
      // Closing the app closes the database too; PGlite must be closed explicitly to flush its data folder.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({
      port: Number(process.env.PORT ?? DEFAULT_PORT),
      host: process.env.HOST ?? DEFAULT_HOST,
    });
  } catch (error) {
    await app.close();
    throw error;
  }
}

start().catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});

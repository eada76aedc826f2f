import fp from 'fastify-plugin';
import { mailTransport } from '../../lib/mail';
import { startMailQueue, type MailComposer, type MailQueue } from '../../lib/mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mail leaves through this queue: `mail.enqueue(tx, message)` inside the transaction of the change, or
     * `mail.enqueueComposed(tx, { kind, data })` for a mail written when it leaves by the composer a route
     * plugin gave with `mail.define(kind, composer)`.
     */
    mail: MailQueue & { define(kind: string, composer: MailComposer): void };
  }
}

/**
 * The mail queue (on the process's pg-boss, `app.jobs`) and this process's worker, which delivers through SMTP
 * (`SMTP_URL`) or to the outbox folder.
 * Closing the app stops the worker before the database closes.
 */
export default fp(
  async (app) => {
    const settings = app.config.mail;
    const transport = mailTransport(settings);
    const composers = new Map<string, MailComposer>();
    const queue = await startMailQueue({
      jobs: app.jobs,
      transport: {
        async send(message, id) {
          try {
            await transport.send(message, id);
          } catch (error) {
            app.log.warn({ err: error, mail: id }, 'mail not delivered; the queue will try again');
            throw error;
          }
        },
      },
      retryDelaySeconds: settings.retryDelaySeconds,
      composers,
    });
    app.decorate('mail', {
      ...queue,
      define(kind: string, composer: MailComposer) {
        if (composers.has(kind)) throw new Error(`The mail "${kind}" is defined twice`);
        composers.set(kind, composer);
      },
    });
    app.addHook('onClose', async () => {
      await queue.stop();
      transport.close?.();
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);

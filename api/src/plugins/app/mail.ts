import fp from 'fastify-plugin';
import { mailTransport } from '../../lib/mail';
import { mailQueueSchema, startMailQueue, type MailQueue } from '../../lib/mail-queue';
import { ORDER_MAIL_TEMPLATES } from '../../mail/order-mails';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail leaves through this queue: `mail.enqueue(tx, message)` inside the transaction of the change. */
    mail: MailQueue;
  }
}

/**
 * The mail queue (pg-boss in the API's database) and this process's worker, which delivers through SMTP
 * (`SMTP_URL`) or to the outbox folder.
 * Closing the app stops the worker before the database closes.
 */
export default fp(
  async (app) => {
    const settings = app.config.mail;
    const transport = mailTransport(settings);
    const queue = await startMailQueue({
      db: app.db,
      schema: mailQueueSchema(app.config.database),
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
      templates: { ...ORDER_MAIL_TEMPLATES },
      onError: (error) => app.log.error({ err: error }, 'mail queue error'),
    });
    app.decorate('mail', queue);
    app.addHook('onClose', async () => {
      await queue.stop();
      transport.close?.();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);

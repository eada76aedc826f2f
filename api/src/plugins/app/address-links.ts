import { ADDRESS_LINK_PARAM, ADDRESS_LINK_TTL_MINUTES } from '@haveli/contracts';
import fp from 'fastify-plugin';
import { afterAnswer } from '../../lib/after-answer';
import { now } from '../../lib/clock';
import { newOneTimeToken } from '../../lib/one-time-token';
import { addressLinkMail } from '../../mail/address-link-mail';

declare module 'fastify' {
  interface FastifyInstance {
    addressLinks: {
      /**
       * Mails the owner of `email` a one-time link that makes the address of the device it is opened on one
       * the account is known at (POST auth/address-link). Returns at once: the account is looked up after
       * the answer, so that neither the answer nor its time tells whether the email has one. Nothing is sent
       * for an email without an account or for a disabled account.
       */
      offer(email: string): void;
    };
  }
}

/**
 * The links that let an account's owner sign in from a new place once failed sign-ins from elsewhere have used
 * up the account's allowance for new addresses (plugins/app/rate-limits.ts decides when, and how often a mail
 * may go).
 */
export default fp(
  async (app) => {
    const runAfterAnswer = afterAnswer(app, 'new-place sign-in link not issued');

    const sendLink = async (email: string) => {
      const owner = await app.repositories.users.findCredentialsByEmail(email);
      if (!owner || owner.disabled) return;
      const { token, hash } = newOneTimeToken();
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ADDRESS_LINK_TTL_MINUTES * 60_000);
      const { siteUrl } = app.config.mail;
      const mail = await addressLinkMail({
        name: owner.name,
        link: `${siteUrl}/login?${ADDRESS_LINK_PARAM}=${token}`,
        minutes: ADDRESS_LINK_TTL_MINUTES,
        siteUrl,
      });
      await app.repositories.addressLinks.issue(owner.id, hash, issuedAt, expiresAt, (tx) =>
        app.mail.enqueue(tx, { to: owner.email, ...mail }),
      );
      app.mail.wake();
    };

    app.decorate('addressLinks', {
      offer(email: string) {
        runAfterAnswer(() => sendLink(email));
      },
    });
  },
  { name: 'address-links', dependencies: ['db', 'mail', 'repositories'] },
);

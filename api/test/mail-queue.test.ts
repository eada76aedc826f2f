import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { jobQueueSchema } from '../src/lib/job-queue';
import { signUpGuest } from './helpers/guest-accounts';
import { describeEachDatabase } from './helpers/test-app';

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails sent to `to`; with a subject, only those (a new guest also gets a welcome mail). */
const mailsIn = (outbox: string, to: string, subject?: string): SentMail[] =>
  existsSync(outbox)
    ? readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as SentMail)
        .filter((mail) => mail.to === to && (subject === undefined || mail.subject === subject))
    : [];

async function eventually<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    assert.ok(Date.now() < deadline, `${what} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const RESET_SUBJECT = 'Reset your Haveli password';

let addresses = 0;
const newAddress = () => `198.51.100.${(addresses += 1)}`;

const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'haveli-mail-queue-')), 'outbox');

describeEachDatabase(
  'mail queue',
  (ctx) => {
    const forgot = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': newAddress() },
        payload: { email },
      });
    const mailJobs = () =>
      ctx.app.db.query<{ state: string; retry_count: number; to: string; subject: string }>(
        `SELECT state, retry_count, data->'message'->>'to' AS to, data->'message'->>'subject' AS subject
       FROM ${jobQueueSchema(ctx.app.config.database)}.job WHERE name = 'mail'`,
      );

    it('retries a mail the transport refused, with back-off, and delivers it once', async () => {
      // The outbox folder is a plain file for a while: delivering fails, as with a mail server that is down.
      rmSync(outbox, { recursive: true, force: true });
      writeFileSync(outbox, 'not a folder');
      const guest = await signUpGuest(ctx, 'Retry Guest');
      assert.equal((await forgot(guest.email)).statusCode, 200);

      await eventually('a refused delivery waiting for its retry', async () =>
        (await mailJobs()).find(
          (job) => job.to === guest.email && job.state === 'retry' && job.subject === RESET_SUBJECT,
        ),
      );

      rmSync(outbox);
      const [mail] = await eventually('the mail after the retry', () => {
        const mails = mailsIn(outbox, guest.email, RESET_SUBJECT);
        return mails.length > 0 ? mails : undefined;
      });
      assert.equal(mail?.subject, RESET_SUBJECT);
      const done = await eventually('the job completed', async () =>
        (await mailJobs()).find(
          (job) => job.to === guest.email && job.state === 'completed' && job.subject === RESET_SUBJECT,
        ),
      );
      assert.ok(done.retry_count >= 1, 'delivered by a retry');
      assert.equal(mailsIn(outbox, guest.email, RESET_SUBJECT).length, 1);
    });

    it('queues a mail in the caller’s transaction: sent after the commit, never after a rollback', async () => {
      const message = (to: string) => ({ to, subject: 'Queue test', text: 'Namaste' });
      const rolledBack = `rolled-back-${ctx.kind}@example.in`;
      const committed = `committed-${ctx.kind}@example.in`;
      await assert.rejects(
        ctx.app.db.transaction(async (tx) => {
          await ctx.app.mail.enqueue(tx, message(rolledBack));
          throw new Error('the change failed');
        }),
        /the change failed/,
      );
      await ctx.app.db.transaction((tx) => ctx.app.mail.enqueue(tx, message(committed)));
      ctx.app.mail.wake();

      await eventually('the committed mail', () =>
        mailsIn(outbox, committed).length === 1 ? true : undefined,
      );
      assert.deepEqual(
        (await mailJobs()).filter((job) => job.to === rolledBack),
        [],
        'no job left by the rolled-back transaction',
      );
      assert.equal(mailsIn(outbox, rolledBack).length, 0);
    });
  },
  { env: { MAIL_OUTBOX_DIR: outbox, MAIL_RETRY_DELAY_SECONDS: '1' } },
);

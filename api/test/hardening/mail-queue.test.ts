import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { describeOnPostgres, unlessTesting } from '../helpers/test-app';
import { freshSchema, startApi, type ApiProcess } from './api-process';
import { registerGuest } from './guest-client';

/** The reset mails in the outbox, by addressee. */
function mailsByAddressee(outbox: string): Map<string, number> {
  const counts = new Map<string, number>();
  if (!existsSync(outbox) || !statSync(outbox).isDirectory()) return counts;
  for (const file of readdirSync(outbox).filter((name) => name.endsWith('.json'))) {
    const { to, subject } = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
      to: string;
      subject: string;
    };
    // A new guest's welcome mail goes through the same queue; this counts the reset mails only.
    if (subject === 'Reset your Haveli password') counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

async function eventually(what: string, done: () => boolean, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!done()) {
    assert.ok(Date.now() < deadline, `${what} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits a few worker polls longer, in which a second copy of any mail would have appeared. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5000));

/** How many different mails a process's log says it could not deliver. */
const refusedMails = (log: string) =>
  new Set(
    log
      .split('\n')
      .filter((line) => line.includes('mail not delivered'))
      .map((line) => /"mail":"([^"]+)"/.exec(line)?.[1]),
  ).size;

let addresses = 0;
const forgotPassword = (api: ApiProcess, email: string) =>
  fetch(`${api.url}/api/auth/forgot-password`, {
    method: 'POST',
    // Each request from an address of its own: the per-address limit stays out of the way.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(addresses += 1)}` },
    body: JSON.stringify({ email }),
  });

/**
 * The process that queued a reset mail is killed with SIGKILL after the commit and before the mail left (its
 * outbox is a plain file, so delivering fails as with a mail server that is down). The process started next on
 * the same database delivers the mail, exactly once.
 */
async function killedBeforeSending(databaseEnv: NodeJS.ProcessEnv): Promise<void> {
  const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'haveli-mail-kill-')), 'outbox');
  const env = { ...databaseEnv, MAIL_OUTBOX_DIR: outbox, MAIL_RETRY_DELAY_SECONDS: '1' };
  writeFileSync(outbox, 'not a folder');
  const first = await startApi(env);
  let second: ApiProcess | undefined;
  try {
    const guest = await registerGuest(first.url, 'mail-kill');
    assert.equal((await forgotPassword(first, guest.email)).status, 200);
    // The welcome mail and the reset mail each refused once: neither is in the killed process's hands then.
    await eventually('both mails refused', () => refusedMails(first.output()) >= 2);
    await first.kill();

    rmSync(outbox);
    second = await startApi(env);
    // Its next try may be a few backoffs away when the killed process had tried it more than once.
    await eventually('the mail after the restart', () => mailsByAddressee(outbox).has(guest.email), 90);
    await settle();
    assert.equal(mailsByAddressee(outbox).get(guest.email), 1);
  } finally {
    await first.kill();
    await second?.stop();
  }
}

describe('mail queue across API processes', () => {
  it(
    'PGlite: a process killed after the commit and before sending sends the mail once after a restart',
    { skip: unlessTesting('pglite') },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'haveli-mail-pglite-'));
      try {
        await killedBeforeSending({ PGLITE_DIR: path.join(dir, 'pglite') });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  describeOnPostgres('on PostgreSQL', () => {
    it('a process killed after the commit and before sending: the next process sends the mail once', async () => {
      const database = freshSchema();
      try {
        await killedBeforeSending(database.env);
      } finally {
        await database.drop();
      }
    });

    it('two processes share the queue: each mail queued through either is delivered once', async () => {
      const database = freshSchema();
      const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-mail-two-'));
      const env = { ...database.env, MAIL_OUTBOX_DIR: outbox };
      const apis: ApiProcess[] = [];
      try {
        // One after the other: the first creates the schemas.
        apis.push(await startApi(env));
        apis.push(await startApi(env));
        const [first, second] = apis as [ApiProcess, ApiProcess];
        const guests = await Promise.all(
          Array.from({ length: 10 }, (_, index) => registerGuest(first.url, `mail-two-${index}`)),
        );
        const answers = await Promise.all(
          guests.map((guest, index) => forgotPassword(index % 2 === 0 ? first : second, guest.email)),
        );
        assert.deepEqual(
          answers.map((answer) => answer.status),
          guests.map(() => 200),
        );

        await eventually('every mail', () =>
          guests.every((guest) => mailsByAddressee(outbox).has(guest.email)),
        );
        await settle();
        const counts = mailsByAddressee(outbox);
        assert.deepEqual(
          guests.map((guest) => counts.get(guest.email)),
          guests.map(() => 1),
        );
      } finally {
        await Promise.all(apis.map((api) => api.stop()));
        await database.drop();
      }
    });
  });
});

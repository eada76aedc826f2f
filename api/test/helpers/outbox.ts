import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A mail as the outbox transport keeps it (its `.json` twin). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** The site address the mail tests run with: every link of a mail must point here. */
export const TEST_SITE_URL = 'https://haveli.example';

/** An outbox folder of a test file's own, and the env that points the API at it. */
export function testOutbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'haveli-outbox-'));
  /** The mails sent to `to` in the order they were queued; with `subject`, only those whose subject matches. */
  const mailsTo = (to: string, subject?: string | RegExp): SentMail[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SentMail)
          .filter(
            (mail) =>
              mail.to === to &&
              (subject === undefined ||
                (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))),
          )
      : [];
  /** Those mails once there are at least `count` (mail leaves after the commit, from the queue's worker). */
  const mailsAfter = async (to: string, count: number, subject?: string | RegExp): Promise<SentMail[]> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mails = mailsTo(to, subject);
      if (mails.length >= count) return mails;
      assert.ok(Date.now() < deadline, `${count} mail(s) to ${to} within 15 s, got ${mails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { dir, env: { MAIL_OUTBOX_DIR: dir, SITE_URL: TEST_SITE_URL }, mailsTo, mailsAfter };
}

/** Every link of a mail's HTML points at the site, and there are at least `min` of them. */
export function assertLinksToSite(mail: SentMail, min = 2) {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  assert.ok(links.length >= min, `at least ${min} links in the mail`);
  for (const href of links) assert.ok(href === TEST_SITE_URL || href.startsWith(`${TEST_SITE_URL}/`), href);
}

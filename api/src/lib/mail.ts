import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from '../paths';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How the API sends mail; the password reset flow is its only sender so far. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_FROM = 'Haveli Jaipur <no-reply@haveli.example>';

/**
 * Development and test delivery: each message becomes `<time>-<id>.eml` (open it in any mail client) and a
 * `.json` twin (for scripts and tests) in the outbox folder.
 */
export function outboxTransport(dir: string): MailTransport {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const eml = [
        `From: ${MAIL_FROM}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${sentAt.toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
      ].join('\r\n');
      await writeFile(path.join(dir, `${name}.eml`), eml, { mode: 0o600 });
      await writeFile(
        path.join(dir, `${name}.json`),
        JSON.stringify({ from: MAIL_FROM, ...message, sentAt: sentAt.toISOString() }, null, 2),
        { mode: 0o600 },
      );
    },
  };
}

export interface MailSettings {
  outboxDir: string;
  /** The site's public address, for links in mails. */
  siteUrl: string;
}

/**
 * Mail settings from the environment: MAIL_OUTBOX_DIR (default `<repo>/.data/outbox`) and SITE_URL (default
 * http://localhost:3000). SMTP_URL is refused rather than ignored: this build delivers to the outbox only, and
 * a production server that silently kept its reset mails in a folder would lock guests out.
 */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  if (env.SMTP_URL) {
    throw new Error(
      'SMTP_URL is set, but this build can only write mail to the outbox folder (MAIL_OUTBOX_DIR).',
    );
  }
  return {
    outboxDir: path.resolve(env.MAIL_OUTBOX_DIR || path.join(DATA_DIR, 'outbox')),
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  };
}

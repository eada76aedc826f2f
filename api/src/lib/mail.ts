import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from '../paths';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How the API delivers mail. The mail queue calls it, after the change a mail reports has been committed. */
export interface MailTransport {
  /**
   * Delivers `message` once per `id`: called again with the same id (a retry after a crash between delivering
   * and recording it), it must not deliver a second copy.
   */
  send(message: MailMessage, id: string): Promise<void>;
}

const DEFAULT_RETRY_DELAY_SECONDS = 30;

export const MAIL_FROM = 'Haveli Jaipur <no-reply@haveli.example>';

/**
 * Development and test delivery: each message becomes `<id>.eml` (open it in any mail client) and a `.json`
 * twin (for scripts and tests) in the outbox folder. The `.json` is written last and whole (renamed into
 * place), so once it is there the message counts as delivered and a second send with the same id does nothing.
 */
export function outboxTransport(dir: string): MailTransport {
  return {
    async send(message, id) {
      if (!/^[\w.-]+$/.test(id)) throw new Error(`A mail id must be usable as a file name, got "${id}"`);
      const json = path.join(dir, `${id}.json`);
      if (await exists(json)) return;
      await mkdir(dir, { recursive: true });
      const sentAt = new Date();
      const eml = [
        `From: ${MAIL_FROM}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${sentAt.toUTCString()}`,
        `Message-ID: <${id}@haveli.example>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
      ].join('\r\n');
      await writeFile(path.join(dir, `${id}.eml`), eml, { mode: 0o600 });
      const partial = `${json}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(
        partial,
        JSON.stringify({ from: MAIL_FROM, ...message, sentAt: sentAt.toISOString() }, null, 2),
        { mode: 0o600 },
      );
      await rename(partial, json);
    },
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface MailSettings {
  outboxDir: string;
  /** The site's public address, for links in mails. */
  siteUrl: string;
  /** Wait before the first retry of a mail that could not be delivered; each later retry waits about twice longer. */
  retryDelaySeconds: number;
}

/**
 * Mail settings from the environment: MAIL_OUTBOX_DIR (default `<repo>/.data/outbox`), SITE_URL (default
 * http://localhost:3000) and MAIL_RETRY_DELAY_SECONDS (default 30). SMTP_URL is refused rather than ignored: this build delivers to the outbox only, and
 * a production server that silently kept its reset mails in a folder would lock guests out.
 */
export function mailSettings(env: NodeJS.ProcessEnv): MailSettings {
  if (env.SMTP_URL) {
    throw new Error(
      'SMTP_URL is set, but this build can only write mail to the outbox folder (MAIL_OUTBOX_DIR).',
    );
  }
  return {
    outboxDir: path.resolve(env.MAIL_OUTBOX_DIR || path.join(DATA_DIR, 'outbox')),
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    retryDelaySeconds: retryDelaySeconds(env.MAIL_RETRY_DELAY_SECONDS),
  };
}

function retryDelaySeconds(raw: string | undefined): number {
  if (!raw) return DEFAULT_RETRY_DELAY_SECONDS;
  const seconds = Number(raw);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new Error(`MAIL_RETRY_DELAY_SECONDS must be a positive whole number, got "${raw}"`);
  }
  return seconds;
}

import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { DATA_DIR } from '../paths';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded (a mail job is JSON). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML version (templates in `src/mail`); mail clients show it, the text is for the rest. */
  html?: string;
  /** Files the mail carries: a booking's PDF confirmation and its calendar entry. */
  attachments?: MailAttachment[];
}

/** How the API delivers mail. The mail queue calls it, after the change a mail reports has been committed. */
export interface MailTransport {
  /**
   * Delivers `message` once per `id`: called again with the same id (a retry after a crash between delivering
   * and recording it), it must not deliver a second copy.
   */
  send(message: MailMessage, id: string): Promise<void>;
  /** Lets go of connections (SMTP); called once the queue's worker has stopped. */
  close?(): void;
}

const DEFAULT_RETRY_DELAY_SECONDS = 30;

export const MAIL_FROM = 'Haveli Jaipur <no-reply@haveli.example>';

/** The message as nodemailer sends it: the id is its Message-ID, so a mail client can tell a copy. */
const envelopeOf = (message: MailMessage, id: string) => ({
  from: MAIL_FROM,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html ? { html: message.html } : {}),
  ...(message.attachments
    ? {
        attachments: message.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
          encoding: 'base64',
        })),
      }
    : {}),
  messageId: `<${id}@haveli.example>`,
});

const assertFileNameId = (id: string) => {
  if (!/^[\w.-]+$/.test(id)) throw new Error(`A mail id must be usable as a file name, got "${id}"`);
};

/**
 * Development and test delivery: each message becomes `<id>.eml` (the whole MIME message nodemailer would
 * send, text and HTML: open it in any mail client) and a `.json` twin (for scripts and tests) in the outbox
 * folder. The `.json` is written last and whole (renamed into place), so once it is there the message counts
 * as delivered and a second send with the same id does nothing.
 */
export function outboxTransport(dir: string): MailTransport {
  return {
    async send(message, id) {
      assertFileNameId(id);
      const json = path.join(dir, `${id}.json`);
      if (await exists(json)) return;
      await mkdir(dir, { recursive: true });
      const sentAt = new Date();
      const eml = await new MailComposer({ ...envelopeOf(message, id), date: sentAt }).compile().build();
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

/**
 * Production delivery through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`; add
 * `?pool=true` to keep connections open), by nodemailer. The mail queue calls it once per mail; a process that dies after the
 * server took a mail and before the queue recorded it sends it again on retry, with the same Message-ID, which
 * mail clients use to hide the copy (SMTP itself has no way to refuse it).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message, id) {
      await transporter.sendMail(envelopeOf(message, id));
    },
    close: () => transporter.close(),
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface MailSettings {
  outboxDir: string;
  /** Where mail goes in production; unset, it goes to the outbox folder. */
  smtpUrl?: string;
  /** The site's public address, for links in mails. */
  siteUrl: string;
  /** Wait before the first retry of a mail that could not be delivered; each later retry waits about twice longer. */
  retryDelaySeconds: number;
}

/**
 * Mail settings from the environment: SMTP_URL (an `smtp:` or `smtps:` URL; unset, mail goes to the outbox
 * folder), MAIL_OUTBOX_DIR (default `<repo>/.data/outbox`), SITE_URL (default http://localhost:3000) and
 * MAIL_RETRY_DELAY_SECONDS (default 30).
 */
export function mailSettings(env: NodeJS.ProcessEnv): MailSettings {
  return {
    outboxDir: path.resolve(env.MAIL_OUTBOX_DIR || path.join(DATA_DIR, 'outbox')),
    ...(env.SMTP_URL ? { smtpUrl: smtpUrl(env.SMTP_URL) } : {}),
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    retryDelaySeconds: retryDelaySeconds(env.MAIL_RETRY_DELAY_SECONDS),
  };
}

/** The mail transport the settings ask for. */
export const mailTransport = (settings: MailSettings): MailTransport =>
  settings.smtpUrl ? smtpTransport(settings.smtpUrl) : outboxTransport(settings.outboxDir);

function smtpUrl(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:pass@smtp.example.com',
    );
  }
  return raw;
}

function retryDelaySeconds(raw: string | undefined): number {
  if (!raw) return DEFAULT_RETRY_DELAY_SECONDS;
  const seconds = Number(raw);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new Error(`MAIL_RETRY_DELAY_SECONDS must be a positive whole number, got "${raw}"`);
  }
  return seconds;
}

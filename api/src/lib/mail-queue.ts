import PgBoss from 'pg-boss';
import type { DatabaseConfig } from '../config';
import { isDatabaseError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import type { MailMessage, MailTransport } from './mail';
import type { RenderedMail } from '../mail/render';

/** The pg-boss queue every API process sends its mail through. */
export const MAIL_QUEUE = 'mail';

/**
 * Retries of a mail the transport refused: with the default 30 s delay the first comes after 30–60 s and each
 * later one waits about twice as long (pg-boss's exponential back-off with jitter), 4–8 h in all.
 */
const RETRY_LIMIT = 9;
/** A mail whose sending has not ended within this time (its process died) is tried again. */
const SEND_TIMEOUT_SECONDS = 5 * 60;
/** Errors of processes creating pg-boss's schema or queue at once: unique violation, deadlock. */
const STARTUP_RACES = [PG_UNIQUE_VIOLATION, '40P01'];
/** How often an idle worker asks the database for mail; a mail queued by this process wakes it at once. */
const POLLING_INTERVAL_SECONDS = 2;

/**
 * A mail its worker renders after the commit, from a template of `MailQueueOptions.templates` and its props
 * (plain JSON): rendering takes tens of milliseconds that the queuing transaction need not hold its locks for.
 */
export interface TemplatedMail {
  to: string;
  template: string;
  props: unknown;
}

/** Renders a template's props (as queued) into a mail. */
export type MailTemplate = (props: unknown) => Promise<RenderedMail>;

interface MailJob {
  /** A mail rendered when it was queued, or one to render before it is sent. */
  message?: MailMessage;
  templated?: TemplatedMail;
  /** When the mail was queued: the start of its outbox file name, so that the outbox sorts by time. */
  queuedAt: string;
}

/**
 * Mail that leaves through a durable queue in the API's database, shared by every API process: queued in the
 * transaction of the change it reports (so it exists exactly when that change does), and delivered after the
 * commit by whichever process's worker takes it first, with retries and back-off.
 */
export interface MailQueue {
  /**
   * Queues `message` in the caller's transaction `tx` (from `db.transaction`): it is sent once that
   * transaction commits, and never if it rolls back.
   */
  enqueue(tx: Db, message: MailMessage): Promise<void>;
  /** As `enqueue`, for a mail rendered from its template by the worker that sends it. */
  enqueueTemplate(tx: Db, mail: TemplatedMail): Promise<void>;
  /** Delivers queued mail now rather than at the worker's next look, once the enqueuing transaction is committed. */
  wake(): void;
  /** Stops taking mail and waits (a few seconds at most) for the mail being delivered. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  db: Db;
  /** The PostgreSQL schema pg-boss keeps its tables in (see `mailQueueSchema`). */
  schema: string;
  transport: MailTransport;
  retryDelaySeconds: number;
  /** The templates of `enqueueTemplate`, by name. */
  templates?: Record<string, MailTemplate>;
  /** Errors of the queue's own work (polling, maintenance, a refused delivery); it carries on after each. */
  onError(error: Error): void;
}

/**
 * Where pg-boss keeps its tables: `pgboss` (its default), or `<DATABASE_SCHEMA>_jobs` beside a schema of the
 * API's own, so that separate sites (and test runs) on one server have separate queues.
 */
export function mailQueueSchema(database: DatabaseConfig): string {
  if (database.kind === 'pglite' || !database.schema) return 'pgboss';
  const schema = `${database.schema}_jobs`;
  // pg-boss's limit on its schema's name.
  if (schema.length > 50) throw new Error('DATABASE_SCHEMA must be at most 45 characters long');
  return schema;
}

/**
 * Starts pg-boss on the API's own database connection (`db.executeSql`): on PostgreSQL its pool, on PGlite the
 * embedded database itself, whose queries never interleave with a transaction in progress. pg-boss creates or
 * migrates its schema at start, safely when several processes start at once.
 */
export async function startMailQueue(options: MailQueueOptions): Promise<MailQueue> {
  // What the queue has under way (its queries, a delivery in hand), so that stopping can wait for all of it.
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    underWay.add(promise);
    promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  };
  const rendered = async (mail: TemplatedMail | undefined): Promise<MailMessage> => {
    const template = mail && options.templates?.[mail.template];
    if (!mail || !template) throw new Error(`No mail template "${mail?.template}"`);
    return { to: mail.to, ...(await template(mail.props)) };
  };
  const boss = await startBoss({
    ...options,
    db: { ...options.db, executeSql: (sql, params) => track(options.db.executeSql(sql, params)) },
  });
  const workerId = await boss.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
    async ([job]) => {
      if (!job) return;
      const message = job.data.message ?? (await track(rendered(job.data.templated)));
      // The id names the outbox file (or, with SMTP, the Message-ID): a retry never makes a second copy.
      await track(options.transport.send(message, `${job.data.queuedAt.replace(/[:.]/g, '-')}-${job.id}`));
    },
  );
  const send = async (tx: Db, job: MailJob) => {
    await boss.send(MAIL_QUEUE, job, {
      db: tx,
      retryLimit: RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: SEND_TIMEOUT_SECONDS,
    });
  };
  return {
    enqueue: (tx, message) => send(tx, { message, queuedAt: new Date().toISOString() }),
    async enqueueTemplate(tx, templated) {
      if (!options.templates?.[templated.template])
        throw new Error(`No mail template "${templated.template}"`);
      await send(tx, { templated, queuedAt: new Date().toISOString() });
    },
    wake: () => boss.notifyWorker(workerId),
    async stop() {
      // pg-boss's graceful stop waits only for jobs already fetched: a fetch still under way could hand its job
      // to the worker after the stop, which then marked it done on a closed database. The worker is stopped
      // first, and the stop waits until nothing the queue began is under way across a turn of the event loop
      // (a delivery's end is followed by its job's completion query).
      await boss.offWork(MAIL_QUEUE);
      do {
        await Promise.allSettled(underWay);
        await new Promise((resolve) => setImmediate(resolve));
      } while (underWay.size > 0);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * Starts pg-boss and creates the mail queue, each if needed. Processes that find neither at the same moment all
 * try to create them: pg-boss serialises the schema's creation with an advisory lock, yet a waiter can still
 * fail on PostgreSQL's unique catalog index (an advisory lock does not refresh its catalog cache), and two
 * queue creations can deadlock. The loser's error is harmless: starting again finds what the winner made.
 */
async function startBoss(options: MailQueueOptions): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: options.db,
      schema: options.schema,
      // No cron jobs: the clock and schedule monitors would poll for nothing.
      schedule: false,
    });
    boss.on('error', options.onError);
    try {
      await boss.start();
      if (!(await boss.getQueue(MAIL_QUEUE))) await boss.createQueue(MAIL_QUEUE);
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      const race = STARTUP_RACES.some((code) => isDatabaseError(error, code));
      if (!race || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}

import type { Db } from '../db/db';
import type { JobQueue } from './job-queue';
import type { MailMessage, MailTransport } from './mail';

/** The pg-boss queue every API process sends its mail through. */
export const MAIL_QUEUE = 'mail';

/**
 * Retries of a mail the transport refused: with the default 30 s delay the first comes after 30–60 s and each
 * later one waits about twice as long (pg-boss's exponential back-off with jitter), 4–8 h in all.
 */
const RETRY_LIMIT = 9;
/** A mail whose sending has not ended within this time (its process died) is tried again. */
const SEND_TIMEOUT_SECONDS = 5 * 60;
/** How often an idle worker asks the database for mail; a mail queued by this process wakes it at once. */
const POLLING_INTERVAL_SECONDS = 2;

/**
 * A mail written when it leaves, from what the database holds then (a booking's details, its PDF): the
 * transaction of the change records only which mail it is, so it stays short and holds its locks no longer.
 */
export interface ComposedMail {
  /** Which composer writes it, e.g. 'stay.confirmed'. */
  kind: string;
  /** What the composer needs to find the rest, e.g. `{ reference: 'HVL-…' }`. */
  data: Record<string, unknown>;
}

/** Writes a composed mail as it is about to leave; null when there is nothing to send any more. */
export type MailComposer = (data: Record<string, unknown>) => Promise<MailMessage | null>;

interface MailJob {
  /** A mail written in full when it was queued… */
  message?: MailMessage;
  /** …or one written when it leaves. */
  compose?: ComposedMail;
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
  /** Queues a mail written when it leaves (`ComposedMail`), in the caller's transaction like `enqueue`. */
  enqueueComposed(tx: Db, mail: ComposedMail): Promise<void>;
  /** Delivers queued mail now rather than at the worker's next look, once the enqueuing transaction is committed. */
  wake(): void;
  /** Stops taking mail and waits (a few seconds at most) for the mail being delivered. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  jobs: JobQueue;
  transport: MailTransport;
  retryDelaySeconds: number;
  /** The composers of composed mails, by kind (a kind without one is retried until one is there). */
  composers: ReadonlyMap<string, MailComposer>;
}

/** Creates the mail queue on the process's pg-boss (`jobs`) and starts this process's worker, which delivers. */
export async function startMailQueue(options: MailQueueOptions): Promise<MailQueue> {
  const { boss, track } = options.jobs;
  const compose = async (mail: ComposedMail | undefined): Promise<MailMessage | null> => {
    const composer = mail && options.composers.get(mail.kind);
    if (!composer) throw new Error(`No composer for the mail "${mail?.kind}"`);
    return composer(mail.data);
  };
  await options.jobs.ensureQueue(MAIL_QUEUE);
  const workerId = await boss.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
    async ([job]) => {
      if (!job) return;
      const message = job.data.message ?? (await track(compose(job.data.compose)));
      if (!message) return;
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
    enqueueComposed: (tx, mail) => send(tx, { compose: mail, queuedAt: new Date().toISOString() }),
    wake: () => boss.notifyWorker(workerId),
    async stop() {
      await boss.offWork(MAIL_QUEUE);
      await options.jobs.settle();
    },
  };
}

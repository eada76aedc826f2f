import PgBoss from 'pg-boss';
import type { DatabaseConfig } from '../config';
import { isDatabaseError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';

/** Errors of processes creating pg-boss's schema or a queue at once: unique violation, deadlock. */
const STARTUP_RACES = [PG_UNIQUE_VIOLATION, '40P01'];

/**
 * The one pg-boss of an API process, on the API's database, shared by its queues (mail, image variants): each
 * queue creates its queue and its worker on `boss`, and runs the work it does outside pg-boss's own queries
 * through `track`, so that stopping waits for it.
 */
export interface JobQueue {
  boss: PgBoss;
  /** Creates the queue `name` unless it exists, safely when several processes start at once. */
  ensureQueue(name: string): Promise<void>;
  /** Returns `promise`, counted as under way until it settles. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Waits until nothing tracked (a query, a job in hand) is under way across a turn of the event loop. */
  settle(): Promise<void>;
  /** Settles, then stops pg-boss: the queues' workers are stopped first (`boss.offWork`, then `settle`). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  /** The PostgreSQL schema pg-boss keeps its tables in (see `jobQueueSchema`). */
  schema: string;
  /** Errors of the queues' own work (polling, maintenance, a failed job); they carry on after each. */
  onError(error: Error): void;
}

/**
 * Where pg-boss keeps its tables: `pgboss` (its default), or `<DATABASE_SCHEMA>_jobs` beside a schema of the
 * API's own, so that separate sites (and test runs) on one server have separate queues.
 */
export function jobQueueSchema(database: DatabaseConfig): string {
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
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    underWay.add(promise);
    promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  };
  const boss = await startBoss({
    ...options,
    db: { ...options.db, executeSql: (sql, params) => track(options.db.executeSql(sql, params)) },
  });
  const settle = async () => {
    // pg-boss's graceful stop waits only for jobs already fetched: a fetch still under way could hand its job
    // to a stopped worker, which then marked it done on a closed database. A job's end is followed by its
    // completion query, hence the turn of the event loop.
    do {
      await Promise.allSettled(underWay);
      await new Promise((resolve) => setImmediate(resolve));
    } while (underWay.size > 0);
  };
  return {
    boss,
    ensureQueue: (name) =>
      retryingRaces(async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name);
      }),
    track,
    settle,
    async stop() {
      await settle();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * Runs `work`, again after a startup race: processes that find neither pg-boss's schema nor a queue at the same
 * moment all try to create them. pg-boss serialises the schema's creation with an advisory lock, yet a waiter
 * can still fail on PostgreSQL's unique catalog index (an advisory lock does not refresh its catalog cache), and
 * two queue creations can deadlock. The loser's error is harmless: trying again finds what the winner made.
 */
async function retryingRaces<T>(work: () => Promise<T>, undo?: () => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      await undo?.();
      const race = STARTUP_RACES.some((code) => isDatabaseError(error, code));
      if (!race || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}

async function startBoss(options: JobQueueOptions): Promise<PgBoss> {
  let boss: PgBoss | undefined;
  return retryingRaces(
    async () => {
      boss = new PgBoss({
        db: options.db,
        schema: options.schema,
        // No cron jobs: the clock and schedule monitors would poll for nothing.
        schedule: false,
      });
      boss.on('error', options.onError);
      await boss.start();
      return boss;
    },
    async () => {
      await boss?.stop({ graceful: false }).catch(() => undefined);
    },
  );
}

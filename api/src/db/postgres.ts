import pg from 'pg';
import {
  assertChannelName,
  isDatabaseError,
  parseDate,
  parseInt8,
  parseNumeric,
  PG_DUPLICATE_SCHEMA,
  PG_UNIQUE_VIOLATION,
  type Db,
  type ListenHandlers,
} from './db';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const typeParsers = new pg.TypeOverrides();
typeParsers.setTypeParser(pg.types.builtins.INT8, parseInt8);
typeParsers.setTypeParser(pg.types.builtins.DATE, parseDate);
typeParsers.setTypeParser(pg.types.builtins.NUMERIC, parseNumeric);

/** A node-postgres pool; `schema` becomes every connection's search_path (used to isolate test runs). */
export async function createPostgresDb(url: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`The database schema must be a lower-case SQL identifier, got "${schema}"`);
  }
  const connection = {
    connectionString: url,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool(connection);
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  if (schema) await createSchema(pool, schema);

  return {
    ...queries(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(transactionDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    // Named, so that an operator (or a test) can find the listening connection in pg_stat_activity.
    listen: (channel, handlers) =>
      listenOn({ ...connection, application_name: `haveli-listen-${schema ?? 'public'}` }, channel, handlers),
    close: () => pool.end(),
  };
}

/** How long a lost LISTEN connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a client of its own (a pooled one would go back to the pool and stop listening), taken again after
 * a loss (server restart, network): what was NOTIFYed meanwhile is lost to it, so `onListening` tells the caller
 * to catch up.
 */
async function listenOn(
  connection: pg.ClientConfig,
  channel: string,
  { onNotify, onListening }: ListenHandlers,
): Promise<() => Promise<void>> {
  assertChannelName(channel);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const relisten = () => {
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        console.error('PostgreSQL LISTEN connection failed; trying again', error);
        if (!stopped) relisten();
      });
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    relisten();
  };
  const connect = async () => {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', (error) => {
      console.error('PostgreSQL LISTEN connection lost', error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    onListening?.();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}

/** Two processes starting at once may both try to create the schema: the loser's error is harmless. */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    if (!isDatabaseError(error, PG_UNIQUE_VIOLATION) && !isDatabaseError(error, PG_DUPLICATE_SCHEMA))
      throw error;
  }
}

function transactionDb(client: pg.PoolClient): Db {
  const db: Db = {
    ...queries(client),
    transaction: (fn) => fn(db),
    listen: () => Promise.reject(new Error('Listen on the database, not in a transaction.')),
    close: () => Promise.reject(new Error('Close the database, not a transaction.')),
  };
  return db;
}

function queries(target: pg.Pool | pg.PoolClient): Pick<Db, 'query' | 'exec' | 'executeSql'> {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
    async executeSql(sql: string, params: readonly unknown[] = []) {
      // Several statements give one result each (node-postgres types the call as if it were always one).
      const results = (await target.query(sql, params.length > 0 ? [...params] : undefined)) as
        pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(results) ? results.at(-1) : results;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
  };
}

import pg from 'pg';
import {
  isDatabaseError,
  parseDate,
  parseInt8,
  PG_DUPLICATE_SCHEMA,
  PG_UNIQUE_VIOLATION,
  type Db,
} from './db';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const typeParsers = new pg.TypeOverrides();
typeParsers.setTypeParser(pg.types.builtins.INT8, parseInt8);
typeParsers.setTypeParser(pg.types.builtins.DATE, parseDate);

/** A node-postgres pool; `schema` becomes every connection's search_path (used to isolate test runs). */
export async function createPostgresDb(url: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`The database schema must be a lower-case SQL identifier, got "${schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
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
    close: () => pool.end(),
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
      return { rows: (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [] };
    },
  };
}

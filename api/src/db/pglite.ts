import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLITE_IN_MEMORY } from '../config';
import { assertChannelName, parseDate, parseInt8, parseNumeric, type Db } from './db';

/** The extensions every database of the API's has (its data folders and the templates made for them). */
export const PGLITE_EXTENSIONS = {
  // The exclusion constraint on hotel stays (migration 0007) needs it, as on a PostgreSQL server.
  btree_gist,
};

const PARSERS = { [types.INT8]: parseInt8, [types.DATE]: parseDate, [types.NUMERIC]: parseNumeric };

/** `template`: a dump of a data folder that an in-memory database starts from (see DatabaseConfig). */
export async function createPgliteDb(dataDir: string, template?: string): Promise<Db> {
  if (dataDir !== PGLITE_IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: PARSERS,
    extensions: PGLITE_EXTENSIONS,
    ...(template && dataDir === PGLITE_IN_MEMORY ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  return pgliteDb(pglite);
}

/** An in-memory database prepared by `prepare` (e.g. migrated and seeded), as a dump to start others from. */
export async function dumpPreparedPglite(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const pglite = await PGlite.create(PGLITE_IN_MEMORY, { parsers: PARSERS, extensions: PGLITE_EXTENSIONS });
  try {
    await prepare(pgliteDb(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

function pgliteDb(pglite: PGlite): Db {
  return {
    ...queries(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(transactionDb(tx))),
    async listen(channel, { onNotify, onListening }) {
      assertChannelName(channel);
      const unlisten = await pglite.listen(channel, onNotify);
      onListening?.();
      return () => unlisten();
    },
    close: () => pglite.close(),
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    ...queries(tx),
    transaction: (fn) => fn(db),
    listen: () => Promise.reject(new Error('Listen on the database, not in a transaction.')),
    close: () => Promise.reject(new Error('Close the database, not a transaction.')),
  };
  return db;
}

function queries(target: Pick<Transaction, 'query' | 'exec'>): Pick<Db, 'query' | 'exec' | 'executeSql'> {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    // PGlite's query() prepares its statement, so several statements (without parameters) go through exec().
    async executeSql(sql: string, params: readonly unknown[] = []) {
      const last = params.length > 0 ? await target.query(sql, [...params]) : (await target.exec(sql)).at(-1);
      const rows = last?.rows ?? [];
      return { rows, rowCount: last?.affectedRows || rows.length };
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './db';

export interface Migration {
  version: string;
  sql: string;
}

/** The `.sql` files of the migrations folder, in file-name order (`0001_initial.sql`, `0002_…`). */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      version: path.basename(file, '.sql'),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Serialises work across every process starting on the same database and schema: the lock is held until the
 * surrounding transaction ends.
 */
export async function lockSchema(tx: Db, purpose: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1 || '.' || coalesce(current_schema(), '')))`, [
    `haveli.${purpose}`,
  ]);
}

/** Applies the migrations not yet in schema_migrations, all in one transaction; returns their versions. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockSchema(tx, 'migrations');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}

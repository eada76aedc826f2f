import type { DatabaseConfig } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite';
import { createPostgresDb } from './postgres';

export function createDb(config: DatabaseConfig): Promise<Db> {
  return config.kind === 'postgres'
    ? createPostgresDb(config.url, config.schema)
    : createPgliteDb(config.dataDir, config.template);
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { embeddedDatabaseBefore, unlessTesting } from './helpers/test-app';

/** Migration 0015 on a database made before it: admins become managers, guests stay guests. */
describe('migration 0015 on an embedded database made before it', { skip: unlessTesting('pglite') }, () => {
  let db: Db;
  before(async () => {
    db = await embeddedDatabaseBefore('0015');
    await db.exec(`
      INSERT INTO users (name, email, password_hash, role) VALUES
        ('Old Staff', 'staff@haveli.example', 'x', 'admin'),
        ('Old Guest', 'guest@example.in', 'x', 'user');
    `);
    await migrate(db);
  });
  after(() => db.close());

  it('makes every admin a manager and keeps guests', async () => {
    const roles = await db.query<{ email: string; role: string }>(
      'SELECT email, role FROM users ORDER BY id',
    );
    assert.deepEqual(roles, [
      { email: 'staff@haveli.example', role: 'manager' },
      { email: 'guest@example.in', role: 'user' },
    ]);
  });

  it('refuses the old role and any role it does not know', async () => {
    for (const role of ['admin', 'chef']) {
      await assert.rejects(
        db.query("INSERT INTO users (name, email, password_hash, role) VALUES ('X', $1, 'x', $2)", [
          `${role}@example.in`,
          role,
        ]),
        /users_role_check/,
      );
    }
  });
});

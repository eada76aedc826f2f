import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { hashPassword } from '../../src/lib/password';
import { openEventStream, type EventStream } from '../helpers/event-stream';
import { describeOnPostgres, withClient } from '../helpers/test-app';
import { freshSchema, startApi, type ApiProcess } from './api-process';

const PASSWORD = 'Haveli#Two2026';

/** Two API processes on one PostgreSQL schema: what one process ends, the other refuses at once. */
describeOnPostgres('sessions over two API processes on PostgreSQL', () => {
  const database = freshSchema();
  const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-sessions-outbox-'));
  let first: ApiProcess;
  let second: ApiProcess;
  before(async () => {
    const env = { ...database.env, MAIL_OUTBOX_DIR: outbox, SITE_URL: 'https://haveli.example' };
    // One after the other: the first creates the schema.
    first = await startApi(env);
    second = await startApi(env);
  });
  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database.drop();
  });

  const call = (api: ApiProcess, method: string, url: string, authorization?: string, body?: object) =>
    fetch(`${api.url}${url}`, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  let accounts = 0;
  const register = async (api: ApiProcess) => {
    accounts += 1;
    const email = `two-${accounts}-${Date.now()}@example.in`;
    const created = await call(api, 'POST', '/api/auth/register', undefined, {
      name: 'Two',
      email,
      password: PASSWORD,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const authorization = await signIn(api, email, PASSWORD);
    const { id } = (await (await call(api, 'GET', '/api/auth/me', authorization)).json()) as { id: number };
    return { id, email, authorization };
  };
  const signIn = async (api: ApiProcess, email: string, password: string) => {
    const response = await call(api, 'POST', '/api/auth/login', undefined, { email, password });
    assert.equal(response.status, 200, await response.clone().text());
    return `Bearer ${((await response.json()) as { data: { token: string } }).data.token}`;
  };
  const meStatus = async (api: ApiProcess, authorization: string) =>
    (await call(api, 'GET', '/api/auth/me', authorization)).status;

  it('a logout on one process ends the session on the other', async () => {
    const guest = await register(first);
    assert.equal(await meStatus(second, guest.authorization), 200);
    assert.equal((await call(second, 'POST', '/api/auth/logout', guest.authorization)).status, 204);
    assert.equal(await meStatus(first, guest.authorization), 401);
    assert.equal(await meStatus(second, guest.authorization), 401);
  });

  /** Whether the server ends `stream` within `ms`. */
  const endsWithin = (stream: EventStream, ms: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      stream.ended.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]).finally(() => clearTimeout(timer));
  };

  it('a logout on one process ends the event stream open on the other within seconds', async () => {
    const guest = await register(first);
    const stream = await openEventStream(second.url, guest.authorization);
    const bystander = await openEventStream(second.url, (await register(second)).authorization);
    try {
      assert.equal(stream.status, 200);
      assert.equal((await call(first, 'POST', '/api/auth/logout', guest.authorization)).status, 204);
      assert.ok(await endsWithin(stream, 5000), 'the stream on the other process ended');
      assert.equal((await openEventStream(second.url, guest.authorization)).status, 401);
      assert.ok(!(await endsWithin(bystander, 300)), "another guest's stream goes on");
    } finally {
      stream.close();
      bystander.close();
    }
  });

  it('a password reset through one process ends the sessions the other honoured', async () => {
    const guest = await register(first);
    assert.equal(
      (await call(first, 'POST', '/api/auth/forgot-password', undefined, { email: guest.email })).status,
      200,
    );
    let token: string | undefined;
    for (let wait = 0; !token && wait < 200; wait += 1) {
      const mail = readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .map(
          (file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string },
        )
        .find((sent) => sent.to === guest.email && sent.text.includes('/reset-password?token='));
      token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(token, 'a reset mail');
    const reset = await call(second, 'POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'Brand#New2026',
    });
    assert.equal(reset.status, 200);
    assert.equal(await meStatus(first, guest.authorization), 401);
    assert.equal(await meStatus(first, await signIn(first, guest.email, 'Brand#New2026')), 200);
  });

  it('a role taken away or an account disabled in the database counts on both processes at once', async () => {
    const email = `staff-${Date.now()}@haveli.example`;
    await withClient(async (client) => {
      await client.query(`SET search_path TO ${database.schema}`);
      await client.query(
        "INSERT INTO users (name, email, password_hash, role) VALUES ('Staff', $1, $2, 'editor')",
        [email, await hashPassword(PASSWORD)],
      );
    });
    const staff = await signIn(first, email, PASSWORD);
    for (const api of [first, second]) assert.equal((await call(api, 'GET', '/api/faqs', staff)).status, 200);
    await withClient((client) =>
      client.query(`UPDATE ${database.schema}.users SET role = 'user' WHERE email = $1`, [email]),
    );
    for (const api of [first, second]) assert.equal((await call(api, 'GET', '/api/faqs', staff)).status, 403);
    await withClient((client) =>
      client.query(`UPDATE ${database.schema}.users SET disabled_at = now() WHERE email = $1`, [email]),
    );
    for (const api of [first, second]) assert.equal(await meStatus(api, staff), 401);
  });
});

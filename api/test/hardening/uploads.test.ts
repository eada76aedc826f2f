import assert from 'node:assert/strict';
import { it } from 'node:test';
import { RESUME_SIZE_MESSAGE, staffImageSchema } from '@haveli/contracts';
import sharp from 'sharp';
import { signUp } from '../helpers/guest-accounts';
import { documents, multipartBody } from '../helpers/multipart';
import { describeEachDatabase, withClient } from '../helpers/test-app';
import { describeOnTwoProcesses } from './api-process';
import { POSTING, samplePng } from './fixtures';
import { registerStaff } from './guest-client';

/** A real PDF header followed by an HTML page: a browser sniffing it could run the script. */
const POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>window.__xss=1</script></body></html>\n%%EOF\n');
const APPLICANT = {
  posting: POSTING,
  name: 'Neha Gupta',
  email: 'neha@example.in',
  phone: '+91 98290 12345',
};

describeEachDatabase(
  'uploads: checked by content, stored under generated ids, never served back as HTML',
  (ctx) => {
    const apply = async (name: string, type: string, data: Buffer) => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/apply',
        ...(await multipartBody(APPLICANT, { field: 'resume', name, type, data })),
      });
      assert.equal(created.statusCode, 201, created.body);
      return (created.json() as { data: { id: number } }).data.id;
    };
    const storedIds = async () =>
      (await ctx.app.db.query<{ id: string }>('SELECT id FROM stored_files')).map((row) => row.id);

    it('stores a hostile file name as data only, and hands the file back as an attachment of its real type', async () => {
      const id = await apply('../../../public/index.html', 'text/html', POLYGLOT);
      const stored = await storedIds();
      assert.ok(
        stored.every((file) => /^[0-9a-f-]{36}$/.test(file)),
        stored.join(', '),
      );

      const admin = await signUp(ctx.app, 'admin');
      const download = await ctx.app.inject({
        url: `/api/career-applications/${id}/resume`,
        headers: { authorization: admin.authorization },
      });
      assert.equal(download.statusCode, 200);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.equal(download.headers['content-disposition'], `attachment; filename="application-${id}.pdf"`);
      assert.equal(download.headers['x-content-type-options'], 'nosniff');
      assert.match(String(download.headers['content-security-policy']), /default-src 'none'/);
      assert.deepEqual(download.rawPayload, POLYGLOT);
    });

    it('hands back a resume of several chunks whole, and answers a missing file with 404', async () => {
      const big = Buffer.concat([documents.pdf, Buffer.alloc(3 * 1024 * 1024 + 17, 0x41)]);
      const id = await apply('cv.pdf', 'application/pdf', big);
      const admin = await signUp(ctx.app, 'admin');
      const download = () =>
        ctx.app.inject({
          url: `/api/career-applications/${id}/resume`,
          headers: { authorization: admin.authorization },
        });
      assert.deepEqual((await download()).rawPayload, big);

      await ctx.app.db.query(
        'DELETE FROM stored_files WHERE id = (SELECT resume_file FROM career_applications WHERE id = $1)',
        [id],
      );
      const missing = await download();
      assert.equal(missing.statusCode, 404);
      assert.match(String(missing.headers['content-type']), /^application\/json/);
    });

    it('serves nothing from the file store or outside the images folder', async () => {
      const [stored] = await storedIds();
      for (const url of [
        '/api/images/..%2F..%2F..%2F.data%2Fjwt-secret',
        '/api/images/%2e%2e/%2e%2e/package.json',
        `/api/images/${stored ?? 'resume.pdf'}`,
        '/api/uploads/',
      ]) {
        const response = await ctx.app.inject(url);
        assert.ok([403, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
        assert.doesNotMatch(response.body, /%PDF|window\.__xss/);
        assert.match(String(response.headers['content-type']), /^application\/json/);
      }
    });
  },
);

describeOnTwoProcesses('a resume uploaded through one API process downloads through another', (context) => {
  it('uploads through A, downloads through B', { timeout: 60_000 }, async () => {
    const [a, b] = context.apis();
    const body = await multipartBody(APPLICANT, {
      field: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
      data: POLYGLOT,
    });
    const created = await fetch(`${a.url}/api/career/apply`, {
      method: 'POST',
      headers: body.headers,
      body: body.payload,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    const authorization = await registerStaff(b.url, context.schema);
    const download = await fetch(`${b.url}/api/career-applications/${id}/resume`, {
      headers: { authorization },
    });
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), POLYGLOT);
  });

  it(
    'answers a form longer than the limit with 413 over HTTP, storing nothing',
    { timeout: 60_000 },
    async () => {
      const [a] = context.apis();
      const storedFiles = () =>
        withClient(async (client) => {
          const sql = `SELECT count(*)::int AS count FROM ${context.schema}.stored_files`;
          return (await client.query<{ count: number }>(sql)).rows[0]?.count;
        });
      const before = await storedFiles();
      const body = await multipartBody(APPLICANT, {
        field: 'resume',
        name: 'cv.pdf',
        type: 'application/pdf',
        data: Buffer.concat([POLYGLOT, Buffer.alloc(7 * 1024 * 1024, 0x20)]),
      });
      const refused = await fetch(`${a.url}/api/career/apply`, {
        method: 'POST',
        headers: body.headers,
        body: body.payload,
      });
      assert.equal(refused.status, 413);
      assert.equal(
        ((await refused.json()) as { fields: Record<string, string> }).fields.resume,
        RESUME_SIZE_MESSAGE,
      );
      assert.equal(await storedFiles(), before, 'no file stored');
    },
  );

  it('a staff photo uploaded through A, its variants served by B', { timeout: 60_000 }, async () => {
    const [a, b] = context.apis();
    const authorization = await registerStaff(a.url, context.schema);
    const body = await multipartBody(
      {},
      { field: 'image', name: 'room.png', type: 'image/png', data: await samplePng(900, 600) },
    );
    const created = await fetch(`${a.url}/api/staff/images`, {
      method: 'POST',
      headers: { ...body.headers, authorization },
      body: body.payload,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const image = staffImageSchema.parse(await created.json());
    for (const url of [image.url, `/api/images/uploads/${image.name}-400.avif`]) {
      const served = await fetch(`${b.url}${url}`);
      assert.equal(served.status, 200, url);
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const { width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      assert.equal(width, url === image.url ? 800 : 400);
    }
  });
});

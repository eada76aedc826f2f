import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { signUp } from '../helpers/guest-accounts';
import { multipartBody } from '../helpers/multipart';
import { describeEachDatabase } from '../helpers/test-app';
import { POSTING } from './fixtures';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'haveli-uploads-hardening-'));
after(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** A real PDF header followed by an HTML page: a browser sniffing it could run the script. */
const POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>window.__xss=1</script></body></html>\n%%EOF\n');

describeEachDatabase(
  'uploads: checked by content, stored under generated names, never served back as HTML',
  (ctx) => {
    it('stores a hostile file name as data only, and hands the file back as an attachment of its real type', async () => {
      const body = await multipartBody(
        { posting: POSTING, name: 'Neha Gupta', email: 'neha@example.in', phone: '+91 98290 12345' },
        { field: 'resume', name: '../../../public/index.html', type: 'text/html', data: POLYGLOT },
      );
      const created = await ctx.app.inject({ method: 'POST', url: '/api/career/apply', ...body });
      assert.equal(created.statusCode, 201, created.body);
      const { id } = (created.json() as { data: { id: number } }).data;

      const stored = readdirSync(uploadsDir);
      assert.ok(
        stored.every((file) => /^resume-[0-9a-f-]{36}\.(pdf|docx?)$/.test(file)),
        stored.join(', '),
      );
      assert.ok(!stored.some((file) => file.includes('html')));

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

    it('serves nothing from the uploads folder or outside the images folder', async () => {
      for (const url of [
        '/api/images/..%2F..%2F..%2F.data%2Fjwt-secret',
        '/api/images/%2e%2e/%2e%2e/package.json',
        `/api/images/${readdirSync(uploadsDir)[0] ?? 'resume.pdf'}`,
        '/api/uploads/',
      ]) {
        const response = await ctx.app.inject(url);
        assert.ok([403, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
        assert.doesNotMatch(response.body, /%PDF|window\.__xss/);
        assert.match(String(response.headers['content-type']), /^application\/json/);
      }
    });
  },
  { env: { UPLOADS_DIR: uploadsDir } },
);

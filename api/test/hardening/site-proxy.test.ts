import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { apiProxy } from '../../../scripts/lib/api-proxy.mjs';
import { documents, multipartBody } from '../helpers/multipart';
import { unlessTesting } from '../helpers/test-app';
import { startApi, type ApiProcess } from './api-process';

const CONTACT = {
  subject: 'Room',
  name: 'Meera',
  email: 'meera@example.in',
  number: '9829012345',
  message: 'Hello there.',
};

// The proxy is the same whatever the API's database: run once, beside the embedded one `npm start` uses.
describe(
  "the site's server passes the API's answers through unchanged",
  { skip: unlessTesting('pglite') },
  () => {
    let api: ApiProcess;
    let site: Server;
    let siteUrl = '';
    before(async () => {
      api = await startApi({ PGLITE_DIR: 'memory://' });
      site = createServer(apiProxy(Number(new URL(api.url).port)));
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    });
    after(async () => {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      await api.stop();
    });

    it('gives a 12 MB body the API refuses its 413, every time, and the next request still works', async () => {
      const body = JSON.stringify({ ...CONTACT, message: 'x'.repeat(12 * 1024 * 1024) });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await fetch(`${siteUrl}/api/contact/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        assert.equal(response.status, 413);
        assert.equal(((await response.json()) as { statusCode: number }).statusCode, 413);
      }
      const accepted = await fetch(`${siteUrl}/api/contact/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CONTACT),
      });
      assert.equal(accepted.status, 201, await accepted.text());
    });

    it('passes a refusal given before the body was read, and uploads, through', async () => {
      const big = 'x'.repeat(12 * 1024 * 1024);
      const refused = await fetch(`${siteUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      assert.equal(refused.status, 401);
      const upload = await multipartBody(
        {
          posting: 'career-front-office-associate',
          name: 'Neha Gupta',
          email: 'neha.gupta@example.in',
          phone: '+91 98290 12345',
        },
        { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: documents.pdf },
      );
      const applied = await fetch(`${siteUrl}/api/career/apply`, {
        method: 'POST',
        headers: upload.headers,
        body: upload.payload,
      });
      assert.equal(applied.status, 201, await applied.text());
    });

    it('passes other statuses and bodies as they are', async () => {
      for (const [path, status] of [
        ['/api/health', 200],
        ['/api/no-such-route', 404],
        ['/api/auth/me', 401],
      ] as const) {
        const direct = await fetch(`${api.url}${path}`);
        const proxied = await fetch(`${siteUrl}${path}`);
        assert.equal(proxied.status, status);
        assert.equal(proxied.status, direct.status);
        assert.equal(proxied.headers.get('content-type'), direct.headers.get('content-type'));
        assert.deepEqual(await proxied.json(), await direct.json());
      }
    });
  },
);

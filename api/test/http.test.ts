import assert from 'node:assert/strict';
import { it } from 'node:test';
import { UNEXPECTED_ERROR_MESSAGE } from '@haveli/contracts';
import { BODY_LIMIT } from '../src/app';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const LOGIN = '/api/auth/login';

describeEachDatabase(
  'HTTP behaviour',
  (ctx) => {
    const post = (payload: string, contentType = 'application/json') =>
      ctx.app.inject({ method: 'POST', url: LOGIN, payload, headers: { 'content-type': contentType } });

    it('reports health once the database answers', async () => {
      const response = await ctx.app.inject('/api/health');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok' });
    });

    it('answers unknown routes under /api, and elsewhere, with a 404 in the error shape', async () => {
      for (const url of [
        '/api/nothing-here',
        '/api/web/room',
        '/api/web/room/get_with_pagination/extra',
        '/',
      ]) {
        const body = expectApiError(await ctx.app.inject(url), 404);
        assert.equal(body.error, 'Not Found');
      }
      expectApiError(
        await ctx.app.inject({ method: 'DELETE', url: '/api/web/faq/get_with_pagination' }),
        404,
      );
      expectApiError(await ctx.app.inject({ method: 'GET', url: LOGIN }), 404);
    });

    it('answers malformed JSON with 400', async () => {
      for (const payload of ['{"email": ', '{email: "x"}', 'null x', '\u0000']) {
        assert.equal(expectApiError(await post(payload), 400).message, 'The request body is not valid JSON.');
      }
    });

    it('answers a JSON body that is not an object, or an empty one, with 400', async () => {
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const body = expectApiError(await post(payload), 400);
        assert.equal(body.message, 'The request body must be a JSON object.', payload);
      }
      expectApiError(await post(''), 400);
      const noBody = await ctx.app.inject({ method: 'POST', url: LOGIN });
      assert.equal(expectApiError(noBody, 400).message, 'The request body must be a JSON object.');
    });

    it('answers an unsupported content type with 415', async () => {
      expectApiError(await post('email=a@b.c&password=x', 'application/x-www-form-urlencoded'), 415);
      expectApiError(await post('hello', 'text/plain'), 415);
    });

    it(`answers a body over ${BODY_LIMIT} bytes with 413`, async () => {
      const payload = JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(BODY_LIMIT) });
      assert.equal(expectApiError(await post(payload), 413).message, 'The request body is too large.');
    });

    it('answers a real fault with a 500 that reveals nothing', async () => {
      const body = expectApiError(await ctx.app.inject('/api/test-only/fault'), 500);
      assert.equal(body.message, UNEXPECTED_ERROR_MESSAGE);
      assert.doesNotMatch(JSON.stringify(body), /secret detail/);
    });

    it('sends security headers: CSP none for the API, its own CSP for the docs', async () => {
      const api = await ctx.app.inject('/api/web/faq/get_with_pagination');
      assert.match(String(api.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(api.headers['x-content-type-options'], 'nosniff');
      assert.match(String(api.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(api.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
      const overTls = await ctx.app.inject({
        url: '/api/web/faq/get_with_pagination',
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.match(String(overTls.headers['strict-transport-security']), /max-age=\d+/);
      const notFound = await ctx.app.inject('/api/nowhere');
      assert.match(String(notFound.headers['content-security-policy']), /default-src 'none'/);

      const docs = await ctx.app.inject('/api/docs/');
      assert.equal(docs.statusCode, 200);
      assert.match(String(docs.headers['content-type']), /text\/html/);
      assert.match(String(docs.headers['content-security-policy']), /script-src 'self'/);
    });

    it('serves an OpenAPI document generated from the schemas', async () => {
      const response = await ctx.app.inject('/api/docs/json');
      assert.equal(response.statusCode, 200);
      const document = response.json() as { openapi: string; paths: Record<string, unknown> };
      assert.match(document.openapi, /^3\./);
      for (const path of [
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/web/room/get_with_pagination',
        '/api/web/foodItem/get_with_pagination',
        '/api/web/faq/get_with_pagination',
        '/api/web/page/cat/{categoryId}',
        '/api/web/page/slug/{slug}',
        '/api/health',
      ]) {
        assert.ok(document.paths[path], path);
      }
      assert.ok(!Object.keys(document.paths).some((path) => path.includes('test-only')));
    });

    it('compresses large responses for clients that accept it', async () => {
      const response = await ctx.app.inject({
        url: '/api/web/page/get_with_pagination?limit=100',
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'gzip');
    });
  },
  {
    setup: (app) =>
      app.get('/api/test-only/fault', { config: { access: 'public' }, schema: { hide: true } }, async () => {
        throw new Error('secret detail of a broken dependency');
      }),
  },
);

import assert from 'node:assert/strict';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachDatabase } from './helpers/test-app';

/** Each test reads its own URL, so that its first read is the cache's first too. */
const faqs = (limit: number) => `/api/web/faq/get_with_pagination?page=1&limit=${limit}`;
/** Several kilobytes of JSON: worth compressing. */
const pages = (limit: number) => `/api/web/page/get_with_pagination?page=1&limit=${limit}`;
/** A few hundred bytes: sent as they are. */
const BRANDS = '/api/web/brand/get_with_pagination?page=1&limit=5';
const SLOW = '/api/web/test-only/slow';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/132.0' };

const contactMessage = {
  subject: 'Room',
  name: 'Meera',
  email: 'meera@example.in',
  number: '9829012345',
  message: 'Hello there.',
};

/** The headers of an answer, without those that differ between any two answers (date, a new cookie). */
function lastingHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, 'set-cookie': _cookie, ...headers } = response.headers;
  return headers;
}

interface HttpAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real connection, with only the headers given (fetch would add its own). */
function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Headers that describe the answer, not the connection or the moment. */
function answerHeaders(headers: IncomingHttpHeaders | LightMyRequestResponse['headers']) {
  const {
    date: _date,
    connection: _connection,
    'keep-alive': _keepAlive,
    'set-cookie': _cookie,
    ...rest
  } = headers;
  return rest;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

/** A public read whose handler can be held until the test lets it answer. */
let slowValue = 'old';
let holdNextSlowRead = false;
let releaseSlowRead: (() => void) | undefined;

describeEachDatabase(
  'public content cache',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
    const setFirstAnswer = (answer: string) =>
      ctx.app.db.query('UPDATE faqs SET answer = $1 WHERE id = (SELECT min(id) FROM faqs)', [answer]);
    const firstAnswer = (response: LightMyRequestResponse) =>
      (response.json() as { data: Array<{ answer: string }> }).data[0]?.answer;
    const write = () =>
      ctx.app.inject({ method: 'POST', url: '/api/contact/create', payload: contactMessage });

    it('answers a repeated read with the same body and headers, security headers included', async () => {
      const first = await get(faqs(3));
      const again = await get(faqs(3));
      assert.equal(first.statusCode, 200);
      assert.equal(again.statusCode, 200);
      assert.equal(again.body, first.body);
      assert.deepEqual(lastingHeaders(again), lastingHeaders(first));
      assert.match(String(again.headers.etag), /^"[\w-]+"$/);
      assert.equal(again.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
      assert.match(String(again.headers['content-type']), /^application\/json/);
      assert.match(String(again.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(again.headers['x-content-type-options'], 'nosniff');
      assert.equal(again.headers['x-frame-options'], 'SAMEORIGIN');
    });

    it('gives cookieless browsers an XSRF cookie and TLS clients HSTS on repeated reads too', async () => {
      await get(faqs(4));
      const a = await get(faqs(4), BROWSER);
      const b = await get(faqs(4), BROWSER);
      assert.match(String(a.headers['set-cookie']), /^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Strict$/);
      assert.notEqual(a.headers['set-cookie'], b.headers['set-cookie'], 'each browser its own token');
      const kept = await get(faqs(4), { ...BROWSER, cookie: 'XSRF-TOKEN=abc' });
      assert.equal(kept.headers['set-cookie'], undefined);
      assert.equal((await get(faqs(4))).headers['set-cookie'], undefined, 'a script keeps no cookie');
      const overTls = await get(faqs(4), { ...BROWSER, 'x-forwarded-proto': 'https' });
      assert.match(String(overTls.headers['strict-transport-security']), /max-age=\d+/);
      assert.match(String(overTls.headers['set-cookie']), /; Secure$/);
      assert.equal((await get(faqs(4))).headers['strict-transport-security'], undefined);
    });

    it('keeps content for later reads until a write through the API empties it', async () => {
      const before = await get(faqs(5));
      // Another process (or staff in psql) changes the content: this process keeps answering from memory.
      await setFirstAnswer('Changed elsewhere.');
      assert.equal((await get(faqs(5))).body, before.body);
      assert.equal((await write()).statusCode, 201);
      const after = await get(faqs(5));
      assert.equal(firstAnswer(after), 'Changed elsewhere.');
      assert.notEqual(after.headers.etag, before.headers.etag);
      assert.equal((await get(faqs(5))).body, after.body);
    });

    it('answers 304 without a body to a client holding the current ETag', async () => {
      const { etag } = (await get(faqs(6))).headers;
      assert.ok(typeof etag === 'string');
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
        const response = await get(faqs(6), { 'if-none-match': ifNoneMatch });
        assert.equal(response.statusCode, 304, ifNoneMatch);
        assert.equal(response.body, '');
        assert.equal(response.headers.etag, etag);
        assert.equal(response.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
        assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
      }
      assert.equal((await get(faqs(6), { 'if-none-match': '"stale"' })).statusCode, 200);

      // Emptied by a write, the cache still answers 304 while the content is unchanged…
      await write();
      assert.equal((await get(faqs(6), { 'if-none-match': etag })).statusCode, 304);
      // …and 200 with the new content once it has changed.
      await setFirstAnswer('Changed again.');
      await write();
      const changed = await get(faqs(6), { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.equal(firstAnswer(changed), 'Changed again.');
    });

    it('sends brotli or gzip as the client accepts, each decoding to the same JSON', async () => {
      const plain = await get(pages(20));
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.body.length > 1024, 'large enough to be worth compressing');
      const cases: Array<[string, string | undefined]> = [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['deflate', undefined],
        ['identity', undefined],
      ];
      const etags = new Map<string | undefined, unknown>();
      for (const [acceptEncoding, expected] of cases) {
        // The first of each is the cache's first of that encoding; the second comes from memory.
        for (const attempt of ['first', 'again']) {
          const response = await get(pages(20), { 'accept-encoding': acceptEncoding });
          const label = `${acceptEncoding} (${attempt})`;
          assert.equal(response.statusCode, 200, label);
          assert.equal(response.headers['content-encoding'], expected, label);
          assert.equal(response.headers.vary, 'Accept-Encoding', label);
          assert.equal(Number(response.headers['content-length']), response.rawPayload.length, label);
          assert.deepEqual(JSON.parse(decoded(response)), plain.json(), label);
          if (etags.has(expected)) assert.equal(response.headers.etag, etags.get(expected), label);
          etags.set(expected, response.headers.etag);
        }
      }
      assert.equal(new Set(etags.values()).size, 3, 'each encoding has its own ETag');

      // An ETag names one encoding: a client that now takes another one gets it in full.
      const asGzip = await get(pages(20), {
        'accept-encoding': 'gzip',
        'if-none-match': String(etags.get('gzip')),
      });
      assert.equal(asGzip.statusCode, 304);
      const asBrotli = await get(pages(20), {
        'accept-encoding': 'br',
        'if-none-match': String(etags.get('gzip')),
      });
      assert.equal(asBrotli.statusCode, 200);
      assert.equal(asBrotli.headers['content-encoding'], 'br');
    });

    it('sends small bodies uncompressed whatever the client accepts', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await get(BRANDS, { 'accept-encoding': 'gzip, br' });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], undefined);
        assert.ok(response.body.length < 1024);
      }
    });

    it('does not keep what a read got from before a write that finished while it was answering', async () => {
      slowValue = 'old';
      holdNextSlowRead = true;
      const early = get(SLOW);
      while (!releaseSlowRead) await new Promise((resolve) => setImmediate(resolve));
      slowValue = 'new';
      assert.equal((await write()).statusCode, 201);
      releaseSlowRead();
      assert.deepEqual((await early).json(), { value: 'old' });
      assert.deepEqual((await get(SLOW)).json(), { value: 'new' });
    });

    it('answers repeated reads over HTTP before Fastify, as Fastify answers them', async () => {
      const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${origin}${faqs(7)}`;
      const answeredFirst = () => ctx.app.publicCache.answeredFirst;

      const first = await httpGet(url);
      const before = answeredFirst();
      const again = await httpGet(url);
      assert.equal(answeredFirst(), before + 1, 'the repeated read never reached Fastify');
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.body, first.body);
      assert.deepEqual(answerHeaders(again.headers), answerHeaders(first.headers));
      // The same headers as the plugin's hook gives (app.inject goes through Fastify), security ones included.
      assert.deepEqual(answerHeaders(again.headers), answerHeaders((await get(faqs(7))).headers));
      assert.match(String(again.headers['content-security-policy']), /default-src 'none'/);

      const asBrotli = await httpGet(url, { 'accept-encoding': 'br' });
      assert.equal(asBrotli.headers['content-encoding'], 'br');
      assert.deepEqual(brotliDecompressSync(asBrotli.body), first.body);
      const notModified = await httpGet(url, { 'if-none-match': String(first.headers.etag) });
      assert.equal(notModified.statusCode, 304);
      assert.equal(notModified.body.length, 0);
      assert.equal(answeredFirst(), before + 3);

      // Answers that need the request go on to Fastify: a cookieless browser's cookie, HSTS over TLS.
      const browser = await httpGet(url, BROWSER);
      assert.match(String(browser.headers['set-cookie']), /^XSRF-TOKEN=/);
      const overTls = await httpGet(url, { 'x-forwarded-proto': 'https' });
      assert.match(String(overTls.headers['strict-transport-security']), /max-age=\d+/);
      assert.equal(answeredFirst(), before + 3);
      assert.deepEqual(browser.body, first.body);

      // A write empties it for this path too.
      await setFirstAnswer('Changed for every path.');
      assert.equal((await write()).statusCode, 201);
      const afterWrite = await httpGet(url);
      assert.equal(JSON.parse(afterWrite.body.toString('utf8')).data[0].answer, 'Changed for every path.');
    });

    it('leaves failed reads and other routes alone', async () => {
      const bad = await get('/api/web/faq/get_with_pagination?limit=abc');
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.headers.etag, undefined);
      assert.equal((await get('/api/web/faq/get_with_pagination?limit=abc')).statusCode, 400);
      const health = await get('/api/health');
      assert.equal(health.headers.etag, undefined);
    });
  },
  {
    setup: (app) =>
      app.get(SLOW, { config: { access: 'public' }, schema: { hide: true } }, async () => {
        const value = slowValue;
        if (holdNextSlowRead) {
          holdNextSlowRead = false;
          await new Promise<void>((resolve) => {
            releaseSlowRead = resolve;
          });
          releaseSlowRead = undefined;
        }
        return { value };
      }),
  },
);

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signUp } from '../helpers/guest-accounts';
import { describeEachDatabase } from '../helpers/test-app';
import { describeOnTwoProcesses } from './api-process';
import { registerStaff } from './guest-client';

const FAQS = '/api/web/faq/get_with_pagination?page=1&limit=50';
/** Several kilobytes of JSON: compressed when the client accepts it. */
const PAGES = '/api/web/page/get_with_pagination?page=1&limit=20';
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/132.0',
  'sec-fetch-mode': 'cors',
};
const STRONG_ETAG = /^"[^"]+"$/;

describeEachDatabase('HTTP caching of public and personal answers', (ctx) => {
  it('gives a public read a strong ETag and a Cache-Control that makes every cache revalidate, and no cookie', async () => {
    for (const url of [FAQS, PAGES, '/api/web/room/get_with_pagination?page=1&limit=10']) {
      const first = await ctx.app.inject({ url, headers: BROWSER });
      assert.equal(first.statusCode, 200);
      assert.match(String(first.headers.etag), STRONG_ETAG);
      assert.equal(first.headers['cache-control'], 'public, no-cache');
      assert.equal(first.headers['set-cookie'], undefined, 'no cookie on an answer any cache may keep');

      const again = await ctx.app.inject({
        url,
        headers: { ...BROWSER, 'if-none-match': String(first.headers.etag) },
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, first.headers.etag);
      assert.equal(again.headers['cache-control'], 'public, no-cache');
    }
  });

  it('revalidates compressed answers too', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const first = await ctx.app.inject({ url: PAGES, headers });
    assert.equal(first.headers['content-encoding'], 'br');
    assert.match(String(first.headers.etag), STRONG_ETAG);
    const again = await ctx.app.inject({
      url: PAGES,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('answers a revalidation after a staff edit with the new content at once', async () => {
    const staff = await signUp(ctx.app, 'admin');
    const first = await ctx.app.inject({ url: FAQS });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: '/api/faqs/1',
      headers: { authorization: staff.authorization },
      payload: { answer: 'Check-in is at two in the afternoon.' },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const again = await ctx.app.inject({
      url: FAQS,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 200);
    assert.notEqual(again.headers.etag, first.headers.etag);
    assert.match(again.body, /Check-in is at two in the afternoon\./);
  });

  it('marks personal answers no-store', async () => {
    const guest = await signUp(ctx.app);
    const authorization = guest.authorization;
    for (const url of [
      '/api/auth/me',
      '/api/user/me',
      `/api/user/${guest.id}`,
      `/api/orders/user/${guest.id}`,
      `/api/cart/user/${guest.id}`,
      `/api/reservationHotel/user/${guest.id}`,
      `/api/reservationRestaurant/user/${guest.id}`,
      `/api/feedback/user/${guest.id}`,
    ]) {
      const response = await ctx.app.inject({ url, headers: { ...BROWSER, authorization } });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(response.headers['set-cookie'], undefined, url);
    }
    // A refusal is not kept either, even on a public route.
    const missing = await ctx.app.inject({ url: '/api/web/page/no-such-page' });
    assert.equal(missing.headers['cache-control'], 'no-store');
  });
});

describeOnTwoProcesses(
  'a staff edit through one API process is seen through another within 1 s',
  (context) => {
    it('edits through B, reads through A', { timeout: 60_000 }, async () => {
      const [a, b] = context.apis();
      const authorization = await registerStaff(b.url, context.schema);
      // Both processes answer the list after every write above (one that kept it would now answer from memory).
      for (const api of [a, b, a, b]) {
        assert.doesNotMatch(
          await (await fetch(`${api.url}${FAQS}`)).text(),
          /Breakfast is served on the terrace/,
        );
      }

      const edited = await fetch(`${b.url}/api/faqs/1`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ answer: 'Breakfast is served on the terrace.' }),
      });
      assert.equal(edited.status, 200, await edited.text());
      const editedAt = Date.now();

      let seen = false;
      while (!seen && Date.now() - editedAt <= 1000) {
        seen = /Breakfast is served on the terrace/.test(await (await fetch(`${a.url}${FAQS}`)).text());
      }
      assert.ok(seen, 'process A shows the edit made through process B within 1 s');
    });
  },
);

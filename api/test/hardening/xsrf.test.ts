import assert from 'node:assert/strict';
import { it } from 'node:test';
import { XSRF_MESSAGE } from '../../src/plugins/app/xsrf';
import { signUp } from '../helpers/guest-accounts';
import { expectApiError } from '../helpers/http';
import { describeEachDatabase } from '../helpers/test-app';

const message = {
  subject: 'Room',
  name: 'Meera',
  email: 'meera@example.in',
  number: '9829012345',
  message: 'Hello there.',
};

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

describeEachDatabase('XSRF double-submit check and cookies', (ctx) => {
  const count = async () =>
    (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]?.n;
  const contact = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact/create', headers, payload: message });

  it('gives a browser without one a readable, SameSite=Strict XSRF-TOKEN cookie', async () => {
    const response = await ctx.app.inject({ url: '/api/web/faq/get_with_pagination', headers: BROWSER });
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Strict$/);
    assert.doesNotMatch(cookie, /HttpOnly/i, 'the page must read it');

    const overTls = await ctx.app.inject({
      url: '/api/health',
      headers: { ...BROWSER, 'x-forwarded-proto': 'https' },
    });
    assert.match(String(overTls.headers['set-cookie']), /; Secure$/);

    const again = await ctx.app.inject({
      url: '/api/health',
      headers: { ...BROWSER, cookie: 'XSRF-TOKEN=abc' },
    });
    assert.equal(again.headers['set-cookie'], undefined, 'a browser keeps its token');

    // A browser that hides its User-Agent still sends Fetch Metadata.
    const fetchMetadata = {
      'user-agent': 'Private',
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
    };
    const hidden = await ctx.app.inject({ url: '/api/health', headers: fetchMetadata });
    assert.match(String(hidden.headers['set-cookie']), /^XSRF-TOKEN=/);
  });

  it('gives no cookie to scripts and tools, which would not keep it', async () => {
    for (const userAgent of ['curl/8.5.0', 'node', 'python-requests/2.32', '']) {
      const response = await ctx.app.inject({ url: '/api/health', headers: { 'user-agent': userAgent } });
      assert.equal(response.headers['set-cookie'], undefined, userAgent);
    }
  });

  it('refuses a write that carries the cookie without the same value in the header, changing nothing', async () => {
    const before = await count();
    for (const headers of <Array<Record<string, string>>>[
      { cookie: 'XSRF-TOKEN=token-one' },
      { cookie: 'XSRF-TOKEN=token-one', 'x-xsrf-token': 'token-two' },
      { cookie: 'theme=dark; XSRF-TOKEN=token-one', 'x-xsrf-token': '' },
    ]) {
      assert.equal(expectApiError(await contact(headers), 403).message, XSRF_MESSAGE);
    }
    const guest = await signUp(ctx.app);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { authorization: guest.authorization, cookie: 'XSRF-TOKEN=t' },
      payload: { name: 'Forged' },
    });
    expectApiError(profile, 403);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/reservationHotel/1',
      headers: { authorization: guest.authorization, cookie: 'XSRF-TOKEN=t' },
    });
    expectApiError(cancel, 403);
    assert.equal(await count(), before);
  });

  it('lets a write through with a matching header, and writes of clients without the cookie', async () => {
    const before = await count();
    assert.equal(
      (await contact({ cookie: 'XSRF-TOKEN=tok%2Fen', 'x-xsrf-token': 'tok/en' })).statusCode,
      201,
    );
    assert.equal((await contact({})).statusCode, 201);
    assert.equal(await count(), (before ?? 0) + 2);
    const read = await ctx.app.inject({ url: '/api/health', headers: { cookie: 'XSRF-TOKEN=x' } });
    assert.equal(read.statusCode, 200, 'reads never need the header');
  });

  it('sends the security headers on every API answer', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/api/images/hero.svg']) {
      const response = await ctx.app.inject(url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.ok(response.headers['referrer-policy'], url);
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/, url);
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN', url);
    }
  });
});

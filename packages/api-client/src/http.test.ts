import { STORAGE_KEYS } from '@haveli/contracts';
import { configureApiClient, http, urlOf } from './http';
import { mockApi } from './testing/mock-api';
import { resetBrowser } from './testing/reset';

beforeEach(resetBrowser);
afterEach(resetBrowser);

describe('http', () => {
  it('talks JSON to /api with a 15 s timeout', async () => {
    const sent = mockApi();

    await http.get('web/faq/get_with_pagination');

    expect(sent[0]).toMatchObject({ baseURL: '/api', timeout: 15_000 });
    expect(sent[0]?.headers.Accept).toBe('application/json');
  });

  it('keeps every URL under the API base, so credentials never leave for another host', () => {
    expect(urlOf({ baseURL: '/api', url: 'https://elsewhere.example/collect' })).toBe(
      '/api/https://elsewhere.example/collect',
    );
    expect(urlOf({ baseURL: 'http://localhost:4000/api/', url: '/auth/me' })).toBe(
      'http://localhost:4000/api/auth/me',
    );
  });

  it('writes the query into the URL, leaving out values that are not set', () => {
    expect(
      urlOf({
        baseURL: '/api',
        url: 'availability',
        params: { check_in: '2030-01-02', guests: 2, coupon: undefined, page: null, all: true },
      }),
    ).toBe('/api/availability?check_in=2030-01-02&guests=2&all=true');
    expect(urlOf({ baseURL: '/api', url: 'web/faq/get_with_pagination', params: {} })).toBe(
      '/api/web/faq/get_with_pagination',
    );
    expect(urlOf({ baseURL: '/api', url: 'faqs?sort=new', params: { q: 'late check-out & spa' } })).toBe(
      '/api/faqs?sort=new&q=late+check-out+%26+spa',
    );
    expect(
      urlOf({
        baseURL: '/api',
        url: 'orders',
        params: { ids: [1, 2], from: new Date(Date.UTC(2030, 0, 2)), range: { min: 1 } },
      }),
    ).toBe('/api/orders?ids%5B%5D=1&ids%5B%5D=2&from=2030-01-02T00%3A00%3A00.000Z&range=%7B%22min%22%3A1%7D');
  });

  it('takes another base from configureApiClient, for a remote running standalone', async () => {
    const sent = mockApi();
    configureApiClient({ baseURL: 'http://localhost:4000/api' });
    try {
      await http.get('auth/me');
    } finally {
      configureApiClient({ baseURL: '/api' });
    }

    expect(sent[0]?.baseURL).toBe('http://localhost:4000/api');
  });

  it('sends objects as JSON and FormData as it is, leaving its Content-Type to the browser', async () => {
    const sent = mockApi();
    const form = new FormData();
    form.append('name', 'Asha');

    await http.post('feedback/submit', { rating: 5 });
    await http.post('career/apply', form);
    await http.post('reservationHotel/42/cancel');

    expect(sent[0]).toMatchObject({ data: '{"rating":5}', headers: { 'Content-Type': 'application/json' } });
    expect(sent[1]?.data).toBe(form);
    expect(sent[1]?.headers).not.toHaveProperty('Content-Type');
    expect(sent[2]?.data).toBeUndefined();
    expect(sent[2]?.headers).not.toHaveProperty('Content-Type');
  });

  it('hands back a JSON answer parsed, and any other answer as text', async () => {
    mockApi((request) =>
      request.url === 'health' ? { status: 200, data: 'ok' } : { status: 200, data: { total: 3 } },
    );

    await expect(http.get('faqs')).resolves.toEqual({ status: 200, data: { total: 3 } });
    await expect(http.get('health')).resolves.toEqual({ status: 200, data: 'ok' });
  });
});

describe('in the browser', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends each request with fetch, its method in capitals (fetch leaves patch as it is)', async () => {
    const fetchSpy = jest.fn(async () => ({ status: 200, text: async () => '{"ok":true}' }));
    // A fresh copy of the client, without the fake server that mockApi installs in the shared one.
    let fresh: { http: typeof http } | undefined;
    await jest.isolateModulesAsync(async () => {
      fresh = await import('./http');
    });
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    document.cookie = 'XSRF-TOKEN=xsrf; path=/';

    const answer = await fresh!.http.request({ method: 'patch', url: 'cart/1', data: { quantity: 2 } });

    expect(answer).toEqual({ status: 200, data: { ok: true } });
    expect(fetchSpy).toHaveBeenCalledWith('/api/cart/1', {
      method: 'PATCH',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'xsrf' },
      body: '{"quantity":2}',
      signal: expect.any(AbortSignal),
    });
  });
});

describe('the Authorization header', () => {
  it('carries the token kept in local storage', async () => {
    const sent = mockApi();
    localStorage.setItem(STORAGE_KEYS.token, 'remembered-token');

    await http.get('auth/me');

    expect(sent[0]?.headers.Authorization).toBe('Bearer remembered-token');
  });

  it('carries the token kept in session storage', async () => {
    const sent = mockApi();
    sessionStorage.setItem(STORAGE_KEYS.token, 'tab-token');

    await http.get('auth/me');

    expect(sent[0]?.headers.Authorization).toBe('Bearer tab-token');
  });

  it('prefers local storage over session storage (SPEC §9)', async () => {
    const sent = mockApi();
    localStorage.setItem(STORAGE_KEYS.token, 'remembered-token');
    sessionStorage.setItem(STORAGE_KEYS.token, 'tab-token');

    await http.get('auth/me');

    expect(sent[0]?.headers.Authorization).toBe('Bearer remembered-token');
  });

  it('is absent when nobody is signed in', async () => {
    const sent = mockApi();

    await http.get('web/room/get_with_pagination');

    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('is left out when the call says so', async () => {
    const sent = mockApi();
    localStorage.setItem(STORAGE_KEYS.token, 'remembered-token');

    await http.post('contact/create', {}, { headers: { Authorization: false } });

    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
  });
});

describe('the X-XSRF-TOKEN header', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=xsrf%2Bvalue; path=/';
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'carries the XSRF-TOKEN cookie on %s',
    async (method) => {
      const sent = mockApi();

      await http.request({ method, url: 'cart/1', data: {} });

      expect(sent[0]?.headers['X-XSRF-TOKEN']).toBe('xsrf+value');
    },
  );

  it.each(['get', 'head', 'options'] as const)('is absent on %s', async (method) => {
    const sent = mockApi();

    await http.request({ method, url: 'cart/1' });

    expect(sent[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('is absent when the cookie is', async () => {
    resetBrowser();
    const sent = mockApi();

    await http.post('contact/create', {});

    expect(sent[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });
});

import { STORAGE_KEYS } from '@haveli/contracts';
import { configureApiClient, http } from './http';
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

  it('keeps every URL under the API base, so credentials never leave for another host', async () => {
    const sent = mockApi();
    localStorage.setItem(STORAGE_KEYS.token, 'remembered-token');

    await http.get('https://elsewhere.example/collect');

    expect(sent[0]?.fullUrl).toBe('/api/https://elsewhere.example/collect');
  });

  it('writes the query into the URL, leaving out values that are not set', async () => {
    const sent = mockApi();

    await http.get('availability', {
      params: { check_in: '2030-01-02', guests: 2, coupon: undefined, page: null, all: true },
    });
    await http.get('faqs?sort=new', { params: { q: 'late check-out & spa' } });

    expect(sent.map((request) => request.fullUrl)).toEqual([
      '/api/availability?check_in=2030-01-02&guests=2&all=true',
      '/api/faqs?sort=new&q=late+check-out+%26+spa',
    ]);
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

    await expect(http.get('faqs')).resolves.toMatchObject({ status: 200, data: { total: 3 } });
    await expect(http.get('health')).resolves.toMatchObject({ status: 200, data: 'ok' });
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

  it('never goes to another origin, e.g. a standalone remote asking an API on another port', async () => {
    const sent = mockApi();
    configureApiClient({ baseURL: 'http://localhost:4000/api' });
    try {
      await http.post('contact/create', {});
    } finally {
      configureApiClient({ baseURL: '/api' });
    }

    expect(sent[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('is absent when the cookie is', async () => {
    resetBrowser();
    const sent = mockApi();

    await http.post('contact/create', {});

    expect(sent[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });
});

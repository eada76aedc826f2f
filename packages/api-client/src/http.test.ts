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
    expect(sent[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('keeps every URL under the API base, so credentials never leave for another host', () => {
    expect(http.getUri({ url: 'https://elsewhere.example/collect' })).toBe(
      '/api/https://elsewhere.example/collect',
    );
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
});

describe('the Authorization header', () => {
  it('carries the token kept in local storage', async () => {
    const sent = mockApi();
    localStorage.setItem(STORAGE_KEYS.token, 'remembered-token');

    await http.get('auth/me');

    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer remembered-token');
  });

  it('carries the token kept in session storage', async () => {
    const sent = mockApi();
    sessionStorage.setItem(STORAGE_KEYS.token, 'tab-token');

    await http.get('auth/me');

    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tab-token');
  });

  it('prefers local storage over session storage (SPEC §9)', async () => {
    const sent = mockApi();
    localStorage.setItem(STORAGE_KEYS.token, 'remembered-token');
    sessionStorage.setItem(STORAGE_KEYS.token, 'tab-token');

    await http.get('auth/me');

    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer remembered-token');
  });

  it('is absent when nobody is signed in', async () => {
    const sent = mockApi();

    await http.get('web/room/get_with_pagination');

    expect(sent[0]?.headers.has('Authorization')).toBe(false);
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

      expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf+value');
    },
  );

  it.each(['get', 'head', 'options'] as const)('is absent on %s', async (method) => {
    const sent = mockApi();

    await http.request({ method, url: 'cart/1' });

    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('is absent when the cookie is', async () => {
    resetBrowser();
    const sent = mockApi();

    await http.post('contact/create', {});

    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

import { readToken, signIn } from '@haveli/api-client';
import { mockApi, type Reply } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { ShellRequest } from '@haveli/contracts';
import { getAuth, requests$, subscribeTo } from '@haveli/event-bus';
import { login } from './login';
import { logout } from './logout';
import { register } from './register';

beforeEach(resetBrowser);

describe('auth calls', () => {
  it('login posts the credentials and handles its own 401', async () => {
    const answer = { success: true, data: { token: 'token', full_name: 'Asha Rao' } };
    const sent = mockApi(() => ({ status: 200, data: answer }));
    const body = { email: 'asha@example.com', password: 'correct horse', remember: false };

    await expect(login(body)).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'post', url: 'auth/login', skipAuthRedirect: true });
    expect(JSON.parse(sent[0]?.data as string)).toEqual(body);
  });

  it('register posts the form', async () => {
    const answer = { success: true, data: { name: 'Asha Rao', email: 'asha@example.com' } };
    const sent = mockApi(() => ({ status: 201, data: answer }));
    const body = { name: 'Asha Rao', email: 'asha@example.com', password: 'correct horse' };

    await expect(register(body)).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'post', url: 'auth/register' });
    expect(sent[0]?.skipAuthRedirect).toBeUndefined();
  });
});

describe('logout', () => {
  let shellRequests: ShellRequest[];
  let stopListening: () => void;
  beforeEach(() => {
    shellRequests = [];
    stopListening = subscribeTo(requests$, (request) => shellRequests.push(request));
  });
  afterEach(() => stopListening());

  it('asks the API to end the session with the guest token, and signs out here', async () => {
    const token = makeToken(guestClaims());
    signIn(token, 'Asha Rao', true);
    const sent = mockApi(() => ({ status: 204 }));

    await logout();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'post', url: 'auth/logout' });
    expect(sent[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(readToken()).toBeNull();
  });

  it.each<[string, Reply]>([
    ['an API without the endpoint (404)', { status: 404, data: { statusCode: 404, message: 'Not Found' } }],
    [
      'a session the API already ended (401)',
      { status: 401, data: { statusCode: 401, message: 'Please log in.' } },
    ],
    ['no network', 'network-error'],
  ])('still signs out here with %s, without an error or a detour', async (_case, reply) => {
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    mockApi(() => reply);

    await expect(logout()).resolves.toBeUndefined();

    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(readToken()).toBeNull();
    expect(shellRequests).toEqual([]);
  });

  it('asks nothing of the API when nobody is signed in', async () => {
    const sent = mockApi();

    await logout();

    expect(sent).toEqual([]);
  });
});

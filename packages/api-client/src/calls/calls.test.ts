import type { Paged, RoomType, ShellRequest } from '@haveli/contracts';
import { getAuth, requests$, subscribeTo } from '@haveli/event-bus';
import { signIn } from '../session';
import { readToken } from '../storage';
import { mockApi, type Reply } from '../testing/mock-api';
import { resetBrowser } from '../testing/reset';
import { guestClaims, makeToken } from '../testing/tokens';
import { getMe, login, logout, register } from './auth';
import { getFaqs } from './faqs';
import { getFoodItems } from './food-items';
import { getRooms } from './rooms';

beforeEach(resetBrowser);

describe('paged lists', () => {
  it.each([
    ['getRooms', getRooms, 'web/room/get_with_pagination'],
    ['getFoodItems', getFoodItems, 'web/foodItem/get_with_pagination'],
    ['getFaqs', getFaqs, 'web/faq/get_with_pagination'],
  ])('%s asks %s for one page', async (_name, call, path) => {
    const page: Paged<unknown> = { data: [], total: 12 };
    const sent = mockApi(() => ({ status: 200, data: page }));
    const { signal } = new AbortController();

    await expect(call({ page: 2, limit: 5 }, { signal })).resolves.toEqual(page);
    expect(sent[0]).toMatchObject({ method: 'get', url: path, params: { page: 2, limit: 5 }, signal });
  });

  it('hands back the rooms as the API sent them', async () => {
    const room: RoomType = {
      id: 1,
      image: '/images/rooms/maharaja-suite.webp',
      title: 'Maharaja Suite',
      room_type: 'Suite',
      short_desc: 'A palace suite overlooking the courtyard.',
      room_base_price: 18000,
    };
    mockApi(() => ({ status: 200, data: { data: [room], total: 1 } }));

    await expect(getRooms({ page: 1, limit: 5 })).resolves.toEqual({ data: [room], total: 1 });
  });
});

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

  it('getMe reads the signed-in user', async () => {
    const me = { id: 7, name: 'Asha Rao', email: 'asha@example.com', role: 'user' };
    const sent = mockApi(() => ({ status: 200, data: me }));

    await expect(getMe()).resolves.toEqual(me);
    expect(sent[0]).toMatchObject({ method: 'get', url: 'auth/me' });
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

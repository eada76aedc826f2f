import { EMAIL_TAKEN_MESSAGE, UNEXPECTED_ERROR_MESSAGE, type ShellRequest } from '@haveli/contracts';
import { getAuth, requests$, subscribeTo } from '@haveli/event-bus';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
import { http } from './http';
import { signIn } from './session';
import { readToken } from './storage';
import { mockApi } from './testing/mock-api';
import { resetBrowser } from './testing/reset';
import { guestClaims, makeToken } from './testing/tokens';

let shellRequests: ShellRequest[];
let stopListening: () => void;

beforeEach(() => {
  resetBrowser();
  shellRequests = [];
  stopListening = subscribeTo(requests$, (request) => shellRequests.push(request));
});
afterEach(() => {
  stopListening();
  resetBrowser();
});

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => new Error('The call succeeded.'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw error;
  return error;
}

describe('a failed call', () => {
  it('rejects with the server message and field errors of a 400', async () => {
    const fields = { email: 'Enter a valid email.', pincode: 'Enter a valid pincode.' };
    mockApi(() => ({
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: 'Check the form.', fields },
    }));

    const error = await failureOf(http.post('auth/register', {}));

    expect(error).toMatchObject({ status: 400, message: 'Check the form.', fields });
    expect(error.message).not.toBe(EMAIL_TAKEN_MESSAGE);
  });

  it('says the email is taken only when the server says so', async () => {
    mockApi(() => ({
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: EMAIL_TAKEN_MESSAGE },
    }));

    await expect(failureOf(http.post('auth/register', {}))).resolves.toMatchObject({
      status: 409,
      message: EMAIL_TAKEN_MESSAGE,
      fields: undefined,
    });
  });

  it('signs out and asks the shell for /login on a 401', async () => {
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    mockApi(() => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'Please log in.' },
    }));

    const error = await failureOf(http.get('auth/me'));

    expect(error).toMatchObject({ status: 401, message: 'Please log in.' });
    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(readToken()).toBeNull();
    expect(shellRequests).toEqual([{ type: 'navigate', to: '/login' }]);
  });

  it('leaves a failed login to the login form: no sign-out, no navigation', async () => {
    const token = makeToken(guestClaims());
    signIn(token, 'Asha Rao', true);
    mockApi(() => ({
      status: 401,
      data: {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Login failed. Please check your credentials.',
      },
    }));

    const error = await failureOf(
      http.post(
        'auth/login',
        { email: 'asha@example.com', password: 'wrong-password' },
        { skipAuthRedirect: true },
      ),
    );

    expect(error).toMatchObject({ status: 401, message: 'Login failed. Please check your credentials.' });
    expect(shellRequests).toEqual([]);
    expect(getAuth().status).toBe('authenticated');
    expect(readToken()).toBe(token);
  });

  it('reports a network failure as status 0 with a friendly message', async () => {
    mockApi(() => 'network-error');

    const error = await failureOf(http.get('web/faq/get_with_pagination'));

    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(error.cause).toMatchObject({ code: 'ERR_NETWORK', cause: expect.any(TypeError) });
  });

  it('gives up after 15 s without an answer, as a network failure', async () => {
    jest.useFakeTimers();
    try {
      mockApi(() => 'timeout');
      let settled = false;
      const failure = failureOf(http.get('web/faq/get_with_pagination')).finally(() => (settled = true));

      await jest.advanceTimersByTimeAsync(14_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);

      const error = await failure;
      expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
      expect(error.cause).toMatchObject({ code: 'ETIMEDOUT', message: 'timeout of 15000ms exceeded' });
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a 500 without a body', { status: 500 }],
    ['a 502 from a proxy, in HTML', { status: 502, data: '<html><body>Bad Gateway</body></html>' }],
    [
      'a 503 with an empty message',
      { status: 503, data: { statusCode: 503, error: 'Unavailable', message: ' ' } },
    ],
  ])('gives the generic message for %s', async (_case, reply) => {
    mockApi(() => reply);

    await expect(failureOf(http.get('web/room/get_with_pagination'))).resolves.toMatchObject({
      status: reply.status,
      message: UNEXPECTED_ERROR_MESSAGE,
    });
    expect(shellRequests).toEqual([]);
  });

  it('keeps the request and its status as the cause, for logs', async () => {
    mockApi(() => ({ status: 500 }));

    const error = await failureOf(http.get('web/room/get_with_pagination', { params: { page: 2 } }));

    expect(error.cause).toMatchObject({
      message: 'Request failed with status code 500',
      config: { method: 'get', url: 'web/room/get_with_pagination', params: { page: 2 } },
    });
  });

  it('lets a cancellation through as it is, without sending the request', async () => {
    const sent = mockApi();
    const controller = new AbortController();
    controller.abort();

    const error: unknown = await http
      .get('auth/me', { signal: controller.signal })
      .catch((reason: unknown) => reason);

    expect(error).toBe(controller.signal.reason);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([]);
  });

  it('lets a cancellation through as it is while the request is on its way', async () => {
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    let arrived = () => {};
    const onItsWay = new Promise<void>((resolve) => (arrived = resolve));
    const sent = mockApi(() => {
      arrived();
      return 'timeout';
    });
    const controller = new AbortController();

    const call = http.get('auth/me', { signal: controller.signal }).catch((reason: unknown) => reason);
    await onItsWay;
    controller.abort();
    const error = await call;

    expect(sent).toHaveLength(1);
    expect(error).toBe(controller.signal.reason);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(getAuth().status).toBe('authenticated');
    expect(shellRequests).toEqual([]);
  });
});

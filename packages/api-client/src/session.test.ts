import { STORAGE_KEYS, type AuthState, type Toast } from '@haveli/contracts';
import { getAuth, publishAuth, subscribeTo, toasts$ } from '@haveli/event-bus';
import { restoreSession, SESSION_EXPIRED_MESSAGE, signIn, signOut } from './session';
import { clearSession, readToken, storeSession } from './storage';
import { resetBrowser } from './testing/reset';
import { guestClaims, makeToken, nowInSeconds } from './testing/tokens';
import { decodeToken } from './token';

beforeEach(resetBrowser);
afterEach(resetBrowser);

const signedInAsha = (expiresAt: number): AuthState => ({
  status: 'authenticated',
  user: { id: '7', name: 'Asha Rao', email: 'asha@example.com', role: 'user' },
  expiresAt,
});

describe('session storage', () => {
  it('keeps a remembered session in local storage and clears session storage', () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'old');

    storeSession('token', 'Asha Rao', true);

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');
    expect(localStorage.getItem(STORAGE_KEYS.fullName)).toBe('Asha Rao');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps any other session in session storage and clears local storage', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');

    storeSession('token', 'Asha Rao', false);

    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('token');
    expect(sessionStorage.getItem(STORAGE_KEYS.fullName)).toBe('Asha Rao');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('forgets token and name everywhere, and leaves the cart alone', () => {
    storeSession('token', 'Asha Rao', true);
    sessionStorage.setItem(STORAGE_KEYS.token, 'other');
    localStorage.setItem(STORAGE_KEYS.cart, '[]');

    clearSession();

    expect(readToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.fullName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });
});

describe('decodeToken', () => {
  it('reads the payload of a token', () => {
    const claims = guestClaims({ role: 'kitchen' });

    expect(decodeToken(makeToken(claims))).toEqual(claims);
  });

  it('reads a role it does not know as a guest', () => {
    expect(decodeToken(makeToken(guestClaims({ role: 'admin' })))?.role).toBe('user');
  });

  it('reads a name written in Devanagari', () => {
    expect(decodeToken(makeToken(guestClaims({ name: 'आशा राव' })))?.name).toBe('आशा राव');
  });

  it.each([
    ['an empty string', ''],
    ['two parts', 'header.payload'],
    ['a payload that is not base64url', 'header.@@@.signature'],
    ['a payload that is not JSON', `header.${btoa('not json')}.signature`],
    ['a payload that is not an object', makeToken(42 as unknown as Record<string, unknown>)],
    ['no exp', makeToken(guestClaims({ exp: undefined }))],
    ['an exp that is not a number', makeToken(guestClaims({ exp: 'tomorrow' }))],
    ['no sub', makeToken(guestClaims({ sub: undefined }))],
  ])('gives null for %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('restoreSession', () => {
  it('signs in with a valid stored token', () => {
    const exp = nowInSeconds() + 3600;
    storeSession(makeToken(guestClaims({ exp })), 'Asha Rao', true);

    expect(restoreSession()).toEqual(signedInAsha(exp));
    expect(getAuth()).toEqual(signedInAsha(exp));
    expect(readToken()).not.toBeNull();
  });

  it('finds a token kept in session storage', () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', false);

    expect(restoreSession().status).toBe('authenticated');
  });

  it("calls the guest 'User' when the token has no name (SPEC §4)", () => {
    storeSession(makeToken(guestClaims({ name: undefined })), '', true);

    expect(restoreSession()).toMatchObject({ user: { name: 'User' } });
  });

  it.each([
    ['expired', makeToken(guestClaims({ exp: nowInSeconds() - 1 }))],
    ['malformed', 'not-a-token'],
  ])('signs out with an %s token and forgets it', (_case, token) => {
    storeSession(token, 'Asha Rao', true);

    expect(restoreSession()).toEqual({ status: 'anonymous' });
    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.fullName)).toBeNull();
  });

  it('stays anonymous without a stored token', () => {
    expect(restoreSession()).toEqual({ status: 'anonymous' });
  });
});

describe('signIn and signOut', () => {
  it('stores the session and announces the guest', () => {
    const exp = nowInSeconds() + 3600;
    const token = makeToken(guestClaims({ exp }));

    expect(signIn(token, 'Asha Rao', false)).toEqual(signedInAsha(exp));
    expect(getAuth()).toEqual(signedInAsha(exp));
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });

  it('refuses a token it cannot use, storing nothing', () => {
    expect(() => signIn(makeToken(guestClaims({ exp: nowInSeconds() - 60 })), 'Asha Rao', true)).toThrow(
      'An unexpected error occurred',
    );
    expect(readToken()).toBeNull();
    expect(getAuth()).toEqual({ status: 'anonymous' });
  });

  it('signs out: storage cleared, guest anonymous', () => {
    signIn(makeToken(guestClaims()), 'Asha Rao', true);

    signOut();

    expect(readToken()).toBeNull();
    expect(getAuth()).toEqual({ status: 'anonymous' });
  });

  it('forgets the token when the guest signs out in another tab', () => {
    signIn(makeToken(guestClaims()), 'Asha Rao', false);

    publishAuth({ status: 'anonymous' }, { crossTab: false });

    expect(readToken()).toBeNull();
  });
});

describe('a token expiring while the page is open', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    resetBrowser();
    jest.useRealTimers();
  });

  it('signs the guest out and says why', () => {
    const toasts: Toast[] = [];
    signIn(makeToken(guestClaims({ exp: nowInSeconds() + 60 })), 'Asha Rao', true);
    const stopListening = subscribeTo(toasts$, (toast) => toasts.push(toast));

    jest.advanceTimersByTime(59_000);
    expect(getAuth().status).toBe('authenticated');

    jest.advanceTimersByTime(1_000);
    stopListening();
    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(readToken()).toBeNull();
    expect(toasts).toEqual([expect.objectContaining({ kind: 'warning', message: SESSION_EXPIRED_MESSAGE })]);
  });

  it('waits out tokens longer-lived than a timer can count', () => {
    const thirtyDays = 30 * 24 * 3600;
    signIn(makeToken(guestClaims({ exp: nowInSeconds() + thirtyDays })), 'Asha Rao', true);

    jest.advanceTimersByTime((thirtyDays - 1) * 1000);
    expect(getAuth().status).toBe('authenticated');

    jest.advanceTimersByTime(1000);
    expect(getAuth().status).toBe('anonymous');
  });
});

import { UNEXPECTED_ERROR_MESSAGE, type AuthState } from '@haveli/contracts';
import { auth$, getAuth, publishAuth, showToast, subscribeTo } from '@haveli/event-bus';
import { ApiRequestError } from './errors';
import { clearSession, readToken, storedSession, storeSession } from './storage';
import { authStateOf, decodeToken, isExpired } from './token';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

const ANONYMOUS: AuthState = { status: 'anonymous' };
/** setTimeout fires at once past this (about 24.8 days), so longer waits go in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** At start-up: a valid stored token signs the guest in; an expired or broken one is a logout (SPEC §4). */
export function restoreSession(): AuthState {
  const token = readToken();
  const payload = token ? decodeToken(token) : null;
  const state = payload && !isExpired(payload) ? authStateOf(payload) : ANONYMOUS;
  if (state.status === 'anonymous') clearSession();
  // Other tabs read the same storage at their own start-up: nothing new to tell them.
  publishAuth(state, { crossTab: false });
  watchSession();
  return state;
}

/** After a successful login. `remember` keeps the session beyond this tab (local storage). */
export function signIn(token: string, fullName: string, remember: boolean): AuthState {
  const payload = decodeToken(token);
  if (!payload || isExpired(payload)) throw new ApiRequestError(UNEXPECTED_ERROR_MESSAGE, 0);
  storeSession(token, fullName, remember);
  const state = authStateOf(payload);
  // A session-storage token stays in this tab, so other tabs signed in without it would only meet 401s.
  publishAuth(state, { crossTab: remember });
  watchSession();
  return state;
}

/** A new token for the session this browser has (after a password change): kept where the old one was. */
export function renewSession(token: string): AuthState {
  const stored = storedSession();
  return signIn(token, stored?.fullName ?? '', stored?.remember ?? false);
}

export function signOut(): void {
  clearSession();
  publishAuth(ANONYMOUS);
}

let watching = false;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Signs out when the token expires while the page is open, and forgets the token after a sign-out elsewhere. */
function watchSession(): void {
  if (watching) return;
  watching = true;
  let previous = getAuth();
  subscribeTo(auth$, (state) => {
    clearTimeout(expiryTimer);
    if (state.status === 'authenticated') scheduleExpiry(state.expiresAt);
    // Signed out in another tab, or by another app's copy of this client: this tab's storage must follow.
    else if (previous.status === 'authenticated') clearSession();
    previous = state;
  });
}

function scheduleExpiry(expiresAt: number): void {
  const delay = expiresAt * 1000 - Date.now();
  expiryTimer =
    delay > MAX_TIMER_MS
      ? setTimeout(() => scheduleExpiry(expiresAt), MAX_TIMER_MS)
      : setTimeout(() => {
          signOut();
          showToast({ kind: 'warning', message: SESSION_EXPIRED_MESSAGE });
        }, delay);
}

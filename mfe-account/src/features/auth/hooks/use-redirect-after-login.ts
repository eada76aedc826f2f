import { decodeToken, readToken } from '@haveli/api-client';
import { isStaffRole } from '@haveli/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@haveli/router';

export const DEFAULT_AFTER_LOGIN = '/user-dashboard';
/** Where staff land when no page asked: their back office, not a guest's dashboard. */
export const STAFF_AFTER_LOGIN = '/staff';

/** Screens a guest should never be sent back to once signed in. */
const NOT_AFTER_LOGIN = ['/login', '/logout', '/register'];

/** `state.from` as a page puts it when it sends the guest to log in: a path, or a router location. */
function requestedPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from === 'string') return from;
  if (typeof from !== 'object' || from === null) return '';
  const { pathname, search, hash } = from as Partial<Record<'pathname' | 'search' | 'hash', unknown>>;
  if (typeof pathname !== 'string') return '';
  return [pathname, search, hash].filter((part) => typeof part === 'string').join('');
}

/**
 * Where to go after logging in: back to the page that asked, or else the dashboard (the back office for a
 * member of staff, `role`). Only paths inside this site count, so a crafted link cannot carry anyone elsewhere.
 */
export function targetAfterLogin(state: unknown, role?: string): string {
  const path = requestedPath(state);
  const inside = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (inside && !NOT_AFTER_LOGIN.includes(pathname)) return path;
  return isStaffRole(role) ? STAFF_AFTER_LOGIN : DEFAULT_AFTER_LOGIN;
}

/** Why a page sent the guest to log in, said above the login form; null when no page asked. */
export function reasonForLogin(state: unknown): string | null {
  const path = requestedPath(state);
  if (!path || targetAfterLogin(state) !== path) return null;
  const pathname = path.split(/[?#]/)[0];
  if (pathname === '/user-booking') {
    return 'Please log in to book your stay. You will come straight back to your booking, with your choices kept.';
  }
  return 'Please log in to continue. You will come straight back to the page you asked for.';
}

/**
 * Sends the signed-in guest on, replacing /login in the history so Back does not return to the form. The
 * page they return to learns it (`state.afterLogin`), so it can say their choices were kept.
 */
export function useRedirectAfterLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const token = readToken();
    const role = token ? decodeToken(token)?.role : undefined;
    void navigate(targetAfterLogin(location.state, role), { replace: true, state: { afterLogin: true } });
  }, [navigate, location.state]);
}

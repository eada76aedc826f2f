import { requestShell } from '@haveli/event-bus';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { toApiRequestError } from './errors';
import { signOut } from './session';
import { readToken } from './storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Leave a 401 to the caller instead of signing out and going to /login: the login call's 401 means
     * wrong credentials, not an ended session.
     */
    skipAuthRedirect?: boolean;
  }
}

/** What every call accepts besides its own input. */
export interface RequestOptions {
  /** Cancels the request, e.g. TanStack Query's `signal` when a screen no longer needs the data. */
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  /** Where the API lives; '/api' unless a remote runs standalone on its own dev host. */
  baseURL?: string;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const MUTATING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The one HTTP client of every app. */
export const http = axios.create({
  baseURL: '/api',
  timeout: 15_000,
  headers: { Accept: 'application/json' },
  // Even an absolute URL stays under baseURL, so the token and XSRF value never reach another host.
  allowAbsoluteUrls: false,
  // Axios would also send the XSRF header on reads; attachCredentials sends it on writes only (SPEC §7).
  withXSRFToken: false,
});

http.interceptors.request.use(attachCredentials);
http.interceptors.response.use(undefined, rejectAsApiRequestError);

export function configureApiClient({ baseURL }: ApiClientConfig): void {
  if (baseURL !== undefined) http.defaults.baseURL = baseURL;
}

function attachCredentials(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  const xsrf = MUTATING_METHODS.has(config.method ?? 'get') ? readCookie(XSRF_COOKIE) : null;
  if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
  return config;
}

function rejectAsApiRequestError(error: unknown): Promise<never> {
  // A cancelled request is nobody's failure: callers and TanStack Query recognise it with axios.isCancel.
  if (axios.isCancel(error)) return Promise.reject(error);
  const failure = toApiRequestError(error);
  if (failure.status === 401 && !(axios.isAxiosError(error) && error.config?.skipAuthRedirect)) {
    signOut();
    requestShell({ type: 'navigate', to: '/login' });
  }
  return Promise.reject(failure);
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

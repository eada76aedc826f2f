import axios, {
  AxiosError,
  type AxiosRequestConfig,
  type AxiosRequestHeaders,
  type AxiosRequestTransformer,
  type InternalAxiosRequestConfig,
} from 'axios';
import { requestShell } from '@haveli/event-bus';
import { networkError, statusError, unexpectedError } from './errors';
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

const MUTATING_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** Failures where no answer came: offline, refused, cut off or timed out. */
const NO_ANSWER_CODES = new Set<string | undefined>([
  AxiosError.ERR_NETWORK,
  AxiosError.ETIMEDOUT,
  AxiosError.ECONNABORTED,
]);

/**
 * The one HTTP client of every app (one instance, shared with the api-client package by Module
 * Federation). Paths are relative to the API base; bodies go as JSON or FormData.
 */
export const http = axios.create({
  baseURL: '/api',
  timeout: 15_000,
  // fetch rather than XMLHttpRequest: unit tests put their fake server where the browser's fetch is
  // (axios's `env.fetch`, see testing/mock-api.ts), so everything of axios runs in them as in the browser.
  adapter: 'fetch',
  // Every URL stays under the API base, even an absolute one, so the token and XSRF value never reach
  // another host.
  allowAbsoluteUrls: false,
  headers: { Accept: 'application/json' },
  transformRequest: [...(axios.defaults.transformRequest as AxiosRequestTransformer[]), withoutEmptyBodyType],
  // SPEC §7: writes carry the XSRF cookie's value in the XSRF header. `undefined` leaves the choice to
  // axios's same-origin check; reads never carry it.
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: (config) => (MUTATING_METHODS.has(config.method ?? 'get') ? undefined : false),
});

// Synchronous: the request leaves in the caller's task, as the home page's one-list-per-task prefetch needs.
http.interceptors.request.use(withBearerToken, undefined, { synchronous: true });
http.interceptors.response.use(undefined, toApiError);

export function configureApiClient({ baseURL }: ApiClientConfig): void {
  if (baseURL !== undefined) http.defaults.baseURL = baseURL;
}

/** A write without a body goes without a Content-Type: axios would call it a form, which the API cannot parse. */
function withoutEmptyBodyType(data: unknown, headers: AxiosRequestHeaders): unknown {
  if (data === undefined) headers.set('Content-Type', false);
  return data;
}

/** The stored token goes with every call, unless the call set its own Authorization (or `false`: none). */
function withBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`, false);
  return config;
}

/** Every failed call rejects with an ApiRequestError whose message is fit to show the guest (SPEC §8). */
function toApiError(error: unknown): never {
  const config: AxiosRequestConfig | undefined = axios.isAxiosError(error) ? error.config : undefined;
  // A cancelled request is nobody's failure: it rejects with the caller's own reason (an AbortError),
  // untouched, for TanStack Query and callers to recognise as a cancellation.
  const signal = config?.signal as AbortSignal | undefined;
  if (signal?.aborted) throw signal.reason;
  if (!axios.isAxiosError(error)) throw unexpectedError(error);
  const { response } = error;
  if (response) {
    if (response.status === 401 && !config?.skipAuthRedirect) {
      signOut();
      requestShell({ type: 'navigate', to: '/login' });
    }
    throw statusError(response.status, response.data, error);
  }
  throw NO_ANSWER_CODES.has(error.code) ? networkError(error) : unexpectedError(error);
}

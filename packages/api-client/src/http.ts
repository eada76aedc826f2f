import { requestShell } from '@haveli/event-bus';
import { networkError, statusError, unexpectedError } from './errors';
import { signOut } from './session';
import { readToken } from './storage';

export type Method = 'get' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'delete';

/** Query values, written as axios wrote them (see `urlOf`); null and undefined ones are left out. */
export type QueryParams = Readonly<Record<string, unknown>>;

/** What every call accepts besides its own input. */
export interface RequestOptions {
  /** Cancels the request, e.g. TanStack Query's `signal` when a screen no longer needs the data. */
  signal?: AbortSignal;
}

export interface RequestConfig extends RequestOptions {
  params?: QueryParams;
  /** `false` keeps the client from sending a header it would add, e.g. `{ Authorization: false }`. */
  headers?: Readonly<Record<string, string | false>>;
  /**
   * Leave a 401 to the caller instead of signing out and going to /login: the login call's 401 means
   * wrong credentials, not an ended session.
   */
  skipAuthRedirect?: boolean;
}

/** A request as it leaves the client: what the transport sends, and what unit tests read. */
export interface SentRequest {
  method: Method;
  /** The call's path, relative to `baseURL`. */
  url: string;
  baseURL: string;
  params?: QueryParams;
  /** JSON text, or FormData, whose multipart boundary the browser writes into the Content-Type itself. */
  data?: string | FormData;
  headers: Record<string, string>;
  /** The caller's signal; the transport gets one that also fires when `timeout` runs out. */
  signal?: AbortSignal;
  timeout: number;
  skipAuthRedirect?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

/** The part of fetch's Response the client reads. */
export interface TransportResponse {
  status: number;
  text(): Promise<string>;
}

/** Sends a request and hands back the answer, rejecting when none comes, as fetch does. */
export type Transport = (request: SentRequest, signal: AbortSignal) => Promise<TransportResponse>;

export interface ApiClientConfig {
  /** Where the API lives; '/api' unless a remote runs standalone on its own dev host. */
  baseURL?: string;
  /** fetch unless replaced, e.g. by the fake server of unit tests (testing/mock-api.ts). */
  transport?: Transport;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const MUTATING_METHODS = new Set<Method>(['post', 'put', 'patch', 'delete']);

// fetch is looked up per request, not at import: test environments without it replace the transport.
const fetchTransport: Transport = (request, signal) =>
  fetch(urlOf(request), {
    // fetch leaves 'patch' lower-case on the wire, where servers expect PATCH.
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.data,
    signal,
  });

const settings = { baseURL: '/api', timeout: 15_000, transport: fetchTransport };

export function configureApiClient({ baseURL, transport }: ApiClientConfig): void {
  if (baseURL !== undefined) settings.baseURL = baseURL;
  if (transport !== undefined) settings.transport = transport;
}

/** The one HTTP client of every app. Paths are relative to the API base; bodies go as JSON or FormData. */
export const http = {
  request: <T>(config: RequestConfig & { method: Method; url: string; data?: unknown }) => send<T>(config),
  get: <T>(url: string, config?: RequestConfig) => send<T>({ ...config, method: 'get', url }),
  delete: <T>(url: string, config?: RequestConfig) => send<T>({ ...config, method: 'delete', url }),
  post: <T>(url: string, data?: unknown, config?: RequestConfig) =>
    send<T>({ ...config, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, config?: RequestConfig) =>
    send<T>({ ...config, method: 'put', url, data }),
};

/**
 * Every URL stays under the API base, even an absolute one, so the token and XSRF value never reach
 * another host.
 */
export function urlOf({
  baseURL,
  url,
  params = {},
}: Pick<SentRequest, 'baseURL' | 'url' | 'params'>): string {
  const path = `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    // Zod's input types let any value through (e.g. `guests` before coercion): arrays go as `name[]`,
    // dates in ISO form and other objects as JSON, as axios sent them.
    const key = Array.isArray(value) ? `${name}[]` : name;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      const text =
        item instanceof Date
          ? item.toISOString()
          : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item);
      query.append(key, text);
    }
  }
  const search = query.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function send<T>({
  method,
  url,
  data,
  ...config
}: RequestConfig & { method: Method; url: string; data?: unknown }): Promise<HttpResponse<T>> {
  const { signal } = config;
  // A cancelled request is nobody's failure: it rejects with the caller's own reason (an AbortError),
  // untouched, for TanStack Query and callers to recognise as a cancellation.
  signal?.throwIfAborted();
  let request: SentRequest;
  try {
    request = prepare(method, url, data, config);
  } catch (error) {
    throw unexpectedError(error);
  }

  // One controller that the caller's signal and the timeout both abort: AbortSignal.any would do it, but
  // Chrome has it only since 116 and jsdom not everywhere.
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timeout of ${request.timeout}ms exceeded`, 'TimeoutError')),
    request.timeout,
  );
  let status: number;
  let body: unknown;
  try {
    const response = await settings.transport(request, controller.signal);
    status = response.status;
    body = parseBody(await response.text());
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw networkError(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  if (status >= 200 && status < 300) return { data: body as T, status };
  const failure = statusError(
    status,
    body,
    new Error(`${method.toUpperCase()} ${urlOf(request)} answered ${status}`),
  );
  if (status === 401 && !request.skipAuthRedirect) {
    signOut();
    requestShell({ type: 'navigate', to: '/login' });
  }
  throw failure;
}

function prepare(method: Method, url: string, data: unknown, config: RequestConfig): SentRequest {
  const body = data === undefined || data instanceof FormData ? data : JSON.stringify(data);
  const headers: Record<string, string | false> = { Accept: 'application/json' };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, config.headers);
  // SPEC §7: the XSRF value goes with writes only.
  const xsrf = MUTATING_METHODS.has(method) ? readCookie(XSRF_COOKIE) : null;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return {
    method,
    url,
    baseURL: settings.baseURL,
    params: config.params,
    data: body,
    headers: Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== false),
    ),
    signal: config.signal,
    timeout: settings.timeout,
    skipAuthRedirect: config.skipAuthRedirect,
  };
}

/** JSON when the body is JSON; otherwise its text, e.g. a proxy's HTML error page. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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

import axios, { type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http';

/** A request as it left the client: the call's own terms, and the headers and body on the wire. */
export interface SentRequest {
  method: string;
  /** The call's path, relative to `baseURL`. */
  url: string;
  baseURL: string;
  /** The query as the call gave it, before axios wrote it into the URL. */
  params?: Record<string, unknown>;
  /** The full URL fetch was asked for, query included. */
  fullUrl: string;
  /** JSON text, or FormData, whose multipart boundary the browser writes into the Content-Type itself. */
  data?: BodyInit | null;
  headers: Record<string, string>;
  /** The caller's signal. */
  signal?: AbortSignal;
  timeout: number;
  skipAuthRedirect?: boolean;
}

/** An answer with a status, a JSON (or text) body and headers; no answer at all; or one that never comes. */
export type Reply =
  { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error' | 'timeout';

/**
 * Puts a fake server where the browser's fetch is, behind axios's own fetch adapter: it answers every
 * request with `reply`, failing as fetch does, and returns the requests as they left the client.
 * Everything of the client (headers, XSRF, body, time-out, cancellation, error messages, 401 handling)
 * runs as it does in the browser.
 */
export function mockApi(
  reply: (request: SentRequest) => Reply | Promise<Reply> = () => ({ status: 200, data: {} }),
): SentRequest[] {
  const sent: SentRequest[] = [];
  http.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const fetch = (input: URL | Request | string, init: RequestInit = {}) => {
      const request = sentRequestOf(config, String(input), init);
      sent.push(request);
      return serve(() => reply(request), init.signal);
    };
    const env = { ...config.env, fetch: fetch as typeof globalThis.fetch };
    return axios.getAdapter('fetch', { env })({ ...config, env });
  };
  return sent;
}

function sentRequestOf(config: InternalAxiosRequestConfig, fullUrl: string, init: RequestInit): SentRequest {
  return {
    method: config.method ?? 'get',
    url: config.url ?? '',
    baseURL: config.baseURL ?? '',
    params: config.params as Record<string, unknown> | undefined,
    fullUrl,
    data: init.body,
    headers: { ...(init.headers as Record<string, string>) },
    signal: config.signal as AbortSignal | undefined,
    timeout: config.timeout ?? 0,
    skipAuthRedirect: config.skipAuthRedirect,
  };
}

/** Like fetch: rejects with the signal's reason when cancelled or timed out before the answer. */
function serve(answerOf: () => Reply | Promise<Reply>, signal: AbortSignal | null | undefined) {
  return new Promise<Response>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    Promise.resolve(answerOf()).then((answer) => {
      if (answer === 'timeout') return;
      if (answer === 'network-error') reject(new TypeError('Failed to fetch'));
      else resolve(responseOf(answer));
    }, reject);
  });
}

/** The part of fetch's Response that axios reads (jsdom has no Response of its own). */
function responseOf({ status, data, headers: extra }: Exclude<Reply, string>): Response {
  const body = data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data);
  const headers = { 'content-type': typeof data === 'string' ? 'text/plain' : 'application/json', ...extra };
  return {
    status,
    statusText: '',
    headers,
    body: null,
    text: () => Promise.resolve(body),
    blob: () => Promise.resolve(new Blob([body], { type: headers['content-type'] })),
  } as unknown as Response;
}

import { AxiosError, type AxiosResponse } from 'axios';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
import { http } from './http';

/** How many times a write is sent in all when no answer comes back. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 700;

/** 128 random bits as hex; `crypto.getRandomValues` works on plain http too, unlike `randomUUID`. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer came (offline, cut off, timed out), or the API is still answering this key's first request. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 0) return error.message === NETWORK_ERROR_MESSAGE;
  const { cause } = error;
  return (
    error.status === 409 && cause instanceof AxiosError && Boolean(cause.response?.headers['retry-after'])
  );
}

/**
 * A write that must happen once (a booking, an order, a cart merge): one `Idempotency-Key` for the guest's
 * attempt, and when no answer comes back the same request is sent again with the same key, so a booking the
 * API made before the connection dropped is answered again rather than made twice (the API keeps each key's
 * first answer for 24 hours).
 */
export async function postOnce<T>(url: string, body?: unknown): Promise<AxiosResponse<T>> {
  const headers = { 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await http.post<T>(url, body, { headers });
    } catch (error) {
      if (attempt >= ATTEMPTS || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

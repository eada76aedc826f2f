import { configureApiClient, type SentRequest, type TransportResponse } from '../http';

/** An answer with a status and a JSON (or text) body; no answer at all; or one that never comes. */
export type Reply = { status: number; data?: unknown } | 'network-error' | 'timeout';

/**
 * Puts a fake server behind `http`, in place of fetch: it answers every request with `reply`, failing as
 * fetch does, and returns the requests as they left the client. Everything above the transport (headers,
 * body, time-out, cancellation, error messages, 401 handling) runs as it does in the browser.
 */
export function mockApi(
  reply: (request: SentRequest) => Reply | Promise<Reply> = () => ({ status: 200, data: {} }),
): SentRequest[] {
  const sent: SentRequest[] = [];
  configureApiClient({
    transport: (request, signal) => {
      sent.push(request);
      return new Promise<TransportResponse>((resolve, reject) => {
        // Like fetch: rejects with the signal's reason when cancelled or timed out before the answer.
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        Promise.resolve(reply(request)).then((answer) => {
          if (answer === 'timeout') return;
          if (answer === 'network-error') reject(new TypeError('Failed to fetch'));
          else resolve(responseOf(answer));
        }, reject);
      });
    },
  });
  return sent;
}

function responseOf({ status, data }: { status: number; data?: unknown }): TransportResponse {
  const body = data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data);
  return { status, text: () => Promise.resolve(body) };
}

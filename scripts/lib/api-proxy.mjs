// The site's server passes /api to the API process. Any answer of the API reaches the visitor as it is, an
// early one included: a 413 for a body over the API's limit, sent before the body was read.
import { request as httpRequest } from 'node:http';
import { isTls, securityHeaders } from './security-headers.mjs';

/** Headers about one connection, never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function endToEnd(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

const hasBody = (request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The API believes X-Forwarded-For and X-Forwarded-Proto from this proxy only (it trusts loopback), so
 * the proxy sets them itself: a visitor cannot choose the address the login throttle counts against.
 */
function forwardedHeaders(request) {
  return {
    ...endToEnd(request.headers),
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-proto': isTls(request) ? 'https' : 'http',
    'x-forwarded-host': request.headers.host ?? '',
    // The body is sent once the API has seen the headers and not answered already: an API that refuses the
    // body (413) says so before it arrives, and closes no connection under a body still being written.
    ...(hasBody(request) ? { expect: '100-continue' } : {}),
  };
}

/**
 * A request handler that passes each request to the API at `apiPort` and its answer back unchanged (status,
 * headers, body); 502 only when the API cannot be reached.
 * @param {number} apiPort
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function apiProxy(apiPort) {
  return (request, response) => {
    let answered = false;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: apiPort,
        path: request.url,
        method: request.method,
        headers: forwardedHeaders(request),
      },
      (apiResponse) => {
        answered = true;
        if (!request.complete) {
          // The API answered without the rest of the body: it is read here and dropped, so the visitor's
          // connection stays usable and the visitor reads the answer instead of a reset.
          request.unpipe(upstream);
          request.resume();
        }
        response.writeHead(apiResponse.statusCode ?? 502, endToEnd(apiResponse.headers));
        apiResponse.pipe(response);
        apiResponse.on('error', () => response.destroy());
      },
    );
    upstream.on('continue', () => request.pipe(upstream));
    upstream.on('error', () => {
      // After an answer, a broken connection can only cut its body short: the visitor's ends too.
      if (answered) {
        if (!response.writableEnded) response.destroy();
        return;
      }
      if (!response.headersSent) {
        response.writeHead(502, { 'Content-Type': 'application/json', ...securityHeaders(request) });
      }
      response.end(
        JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The API is not reachable.' }),
      );
    });
    // A visitor who leaves before the answer ends (an event stream never does) ends the API's side too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    if (!hasBody(request)) request.pipe(upstream);
  };
}

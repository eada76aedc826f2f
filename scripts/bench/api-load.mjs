// The API's public lists against a bare Fastify route, each under the same load in the same run.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');

export const PUBLIC_LISTS = ['room', 'foodItem', 'faq', 'testimonial', 'offer', 'cuisine', 'page', 'brand'];

export async function load(url, { connections = 50, seconds = 10, ...options } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    compressed: undefined,
  };
}

/** Checks that a list answers with caching and compression headers. */
export async function headersOf(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
  return {
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    encoding: response.headers.get('content-encoding'),
  };
}

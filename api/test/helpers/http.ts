import assert from 'node:assert/strict';
import { apiErrorSchema, type ApiError } from '@haveli/contracts';
import type { LightMyRequestResponse } from 'fastify';

/** Asserts the one error shape and status, and returns the body. */
export function expectApiError(response: LightMyRequestResponse, statusCode: number): ApiError {
  assert.equal(
    response.statusCode,
    statusCode,
    `expected ${statusCode}, got ${response.statusCode}: ${response.body}`,
  );
  assert.match(String(response.headers['content-type']), /^application\/json/);
  const body = apiErrorSchema.strict().parse(response.json());
  assert.equal(body.statusCode, statusCode);
  return body;
}

export function decodeTokenPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  assert.ok(payload, 'a token has three parts');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

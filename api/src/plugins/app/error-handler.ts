import { STATUS_CODES } from 'node:http';
import { UNEXPECTED_ERROR_MESSAGE, type ApiError } from '@haveli/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldError, HttpError } from '../../lib/http-errors';
import { isBrokenMultipart } from '../external/multipart';

/**
 * Every failure answers with the one error shape of the contracts (ApiError). Bad input is always a 4xx with
 * a message the client can show; only real faults are 500s, and those are logged.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const body = toApiError(error);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (body.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(body.statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      return reply.code(404).send(apiError(404, `Route ${request.method} ${path} not found.`));
    });
  },
  { name: 'error-handler' },
);

const apiError = (statusCode: number, message: string, fields?: Record<string, string>): ApiError => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(fields ? { fields } : {}),
});

/** Fastify's own messages, reworded where they are unclear to a client developer. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

function toApiError(error: unknown): ApiError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(error.validation, (error as { validationContext?: string }).validationContext);
  }
  if (error instanceof HttpError) {
    return apiError(error.statusCode, error.message, error instanceof FieldError ? error.fields : undefined);
  }
  if (isBrokenMultipart(error)) return apiError(400, 'The form data of the request is malformed.');
  if (isDataException(error))
    return apiError(400, 'A value in the request cannot be stored or searched for.');
  const { statusCode, code, message } = (error ?? {}) as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const known = typeof code === 'string' ? CLIENT_MESSAGES[code] : undefined;
    const own = typeof message === 'string' && message ? message : undefined;
    return apiError(statusCode, known ?? own ?? STATUS_CODES[statusCode] ?? 'Bad request.');
  }
  return apiError(500, UNEXPECTED_ERROR_MESSAGE);
}

/**
 * PostgreSQL's class 22 "data exception" (a NUL character in text, a number out of range…) is raised by a
 * value the client sent that the schemas let through: the client's error, not the server's.
 */
function isDataException(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/** 400 with `fields` (field → message, first message per field) and the first message as `message`. */
function validationError(issues: FastifySchemaValidationError[], context = 'body'): ApiError {
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = field ? fieldMessage(issue, field) : wholeInputMessage(context);
    first ??= message;
    if (field && !(field in fields)) fields[field] = message;
  }
  return apiError(
    400,
    first ?? 'The request is invalid.',
    Object.keys(fields).length > 0 ? fields : undefined,
  );
}

function wholeInputMessage(context: string): string {
  return context === 'body'
    ? 'The request body must be a JSON object.'
    : `The request ${context} is invalid.`;
}

/**
 * Zod's generic type messages become "Password is required." or "Email must be a string."; the contracts'
 * own messages pass through.
 */
function fieldMessage(issue: FastifySchemaValidationError, field: string): string {
  const expected = (issue.params as { expected?: unknown }).expected;
  if (
    issue.keyword !== 'invalid_type' ||
    !issue.message?.startsWith('Invalid input') ||
    typeof expected !== 'string'
  ) {
    return issue.message ?? 'Invalid value.';
  }
  const label = humanise(field);
  if (issue.message.endsWith('received undefined')) return `${label} is required.`;
  return `${label} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}.`;
}

function humanise(field: string): string {
  const name = (field.split('.').pop() ?? field).replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

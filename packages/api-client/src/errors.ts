import { UNEXPECTED_ERROR_MESSAGE } from '@haveli/contracts';

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';

/** Every failed call rejects with one of these, its message fit to show the guest. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** The HTTP status, or 0 when no usable answer came (offline, timed out, a token we cannot read). */
  readonly status: number;
  /** Field name → message, for a 400 caused by bad input. */
  readonly fields?: Record<string, string>;

  constructor(
    message: string,
    status: number,
    options: { fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    if (options.fields) this.fields = options.fields;
  }
}

/**
 * An answer outside 2xx. The guest sees the server's own message or a generic one, never a guess:
 * PRODUCT.md §6 forbids the spec's blanket "User already exists" on every 400.
 */
export function statusError(status: number, body: unknown, cause: Error): ApiRequestError {
  const answer: Record<string, unknown> = isRecord(body) ? body : {};
  const message =
    typeof answer.message === 'string' && answer.message.trim() !== ''
      ? answer.message
      : UNEXPECTED_ERROR_MESSAGE;
  return new ApiRequestError(message, status, { fields: fieldsOf(answer.fields), cause });
}

/** No answer at all: offline, refused, cut off or timed out. */
export function networkError(cause: unknown): ApiRequestError {
  return new ApiRequestError(NETWORK_ERROR_MESSAGE, 0, { cause });
}

/** The request could not even be made (e.g. a body that is not JSON): our bug, not the guest's connection. */
export function unexpectedError(cause: unknown): ApiRequestError {
  return new ApiRequestError(UNEXPECTED_ERROR_MESSAGE, 0, { cause });
}

function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { UNEXPECTED_ERROR_MESSAGE } from '@haveli/contracts';
import { isAxiosError } from 'axios';

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
 * The guest sees the server's own message or a generic one, never a guess: PRODUCT.md §6 forbids the
 * spec's blanket "User already exists" on every 400.
 */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (!isAxiosError(error)) return new ApiRequestError(UNEXPECTED_ERROR_MESSAGE, 0, { cause: error });
  if (!error.response) {
    // No request at all means axios refused the config: our bug, not the guest's connection.
    const message = error.request ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE;
    return new ApiRequestError(message, 0, { cause: error });
  }
  const { status, data } = error.response;
  const body: Record<string, unknown> = isRecord(data) ? data : {};
  const message =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : UNEXPECTED_ERROR_MESSAGE;
  return new ApiRequestError(message, status, { fields: fieldsOf(body.fields), cause: error });
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

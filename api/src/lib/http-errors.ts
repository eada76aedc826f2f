/** An error whose message is safe to show the client, answered with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers that belong with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

/** A refusal that belongs to fields of the request: answered with `fields` (field → message), like bad input. */
export class FieldError extends HttpError {
  constructor(
    statusCode: number,
    readonly fields: Record<string, string>,
  ) {
    super(statusCode, Object.values(fields)[0] ?? 'The request is invalid.');
  }
}

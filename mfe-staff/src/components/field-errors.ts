import { ApiRequestError } from '@haveli/api-client';

/** Field name (a path like `slabs.0.tariff_to`) → the message shown beside it. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed schema check, as the API words them too. */
export function schemaFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const found: FieldErrors = {};
  for (const issue of issues) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

/**
 * What a refused save means for the form: the API's messages beside their fields, or one message for the
 * whole form when none names a field.
 */
export function refusal(error: unknown): { fields: FieldErrors; message: string | null } {
  const fields = error instanceof ApiRequestError ? error.fields : undefined;
  if (fields && Object.keys(fields).length > 0) return { fields, message: null };
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}

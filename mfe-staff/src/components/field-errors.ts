import { ApiRequestError } from '@haveli/api-client';
import { useState } from 'react';

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

/** A contracts schema (zod), as far as a form uses it. */
interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A form's refusals: `check` tests the draft with the schema the API applies (the parsed value, or undefined
 * with each message beside its field), and `refused` shows what the API answered to a save.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const check = <T>(schema: FormSchema<T>, value: unknown): T | undefined => {
    setFailure(null);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return undefined;
    }
    setErrors({});
    return parsed.data;
  };
  const refused = (error: unknown) => {
    const answer = refusal(error);
    setErrors(answer.fields);
    setFailure(answer.message);
  };
  return { errors, failure, check, refused };
}

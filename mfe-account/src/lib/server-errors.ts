import { ApiRequestError } from '@haveli/api-client';
import { UNEXPECTED_ERROR_MESSAGE } from '@haveli/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field messages (a 400's `fields`) beside the fields of the form that has them, and returns
 * the message for the whole form. The guest's input stays as typed.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string {
  if (error instanceof ApiRequestError) {
    for (const field of fieldNames) {
      const message = error.fields?.[field];
      if (message) setError(field, { type: 'server', message });
    }
    return error.message;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

/** The message of a failed call, fit to show. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiRequestError ? error.message : UNEXPECTED_ERROR_MESSAGE;

import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import { UNEXPECTED_ERROR_MESSAGE } from '@haveli/contracts';
import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A failed call's message, fit to show: the API's own, or a plain one for anything else. */
const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : UNEXPECTED_ERROR_MESSAGE;

export interface StaffFormOptions<Draft extends FieldValues, Request> {
  /**
   * The schema the API checks the request with (from the contracts), reading the draft: the form shows the
   * API's own messages. A draft that is not yet the request (a number typed as text) is mapped to it first,
   * with `z.preprocess(toRequest, schema)`.
   */
  schema: z.ZodType<Request, Draft>;
  /** The form as it opens. */
  defaultValues: DefaultValues<Draft>;
}

/**
 * A back-office form: react-hook-form with the API's schema, and what the API answers to a save shown where
 * it belongs. `submit(save)` checks the draft and hands `save` the request; `refused(error)` puts the API's
 * messages beside the fields they name, or shows its message above the form (`failure`). The input stays as
 * typed.
 */
export function useStaffForm<Draft extends FieldValues, Request>({
  schema,
  defaultValues,
}: StaffFormOptions<Draft, Request>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Draft, unknown, Request>({
    resolver: zodResolver(schema),
    defaultValues,
    // As these forms have always behaved: the messages change when the staff saves, and focus stays put.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { clearErrors, handleSubmit, setError } = form;

  const submit = (save: (request: Request) => void) => (event: FormEvent) => {
    setFailure(null);
    void handleSubmit(save)(event);
  };

  const refused = (error: unknown) => {
    const fields = error instanceof ApiRequestError ? Object.entries(error.fields ?? {}) : [];
    clearErrors();
    // The API names a field by its path in the request (`slabs.0.tariff_to`), the form's path for it too.
    for (const [field, message] of fields) setError(field as Path<Draft>, { type: 'server', message });
    setFailure(fields.length > 0 ? null : messageOf(error));
  };

  return { ...form, failure, submit, refused };
}

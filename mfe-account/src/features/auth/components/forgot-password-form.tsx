import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@haveli/contracts';
import { FormAlert, FormField } from '@haveli/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { useForgotPassword } from '../api/forgot-password';

type ForgotFields = z.input<typeof forgotPasswordRequestSchema>;

/** SPEC §2 Forgot Password: an email and Reset Password; the answer never says whether the email is known. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotFields, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent((await forgot.mutateAsync(body)).message);
    } catch (error) {
      setFailure(showServerErrors(error, setError, ['email']));
    }
  });

  if (sent) {
    return (
      <div className="alert alert-success" role="status">
        {sent}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={failure} />
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...register('email')}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary w-100 py-2" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Reset Password
      </button>
    </form>
  );
}

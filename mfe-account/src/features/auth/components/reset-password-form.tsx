import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import { resetPasswordFormSchema } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { FormAlert } from '@haveli/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@haveli/router';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from '../../../components/password-input';

type ResetFields = z.input<typeof resetPasswordFormSchema>;

export interface ResetPasswordFormProps {
  token: string;
  /** Sends the token and password somewhere else than auth/reset-password (a staff invitation). */
  send?: (body: { token: string; password: string }) => Promise<{ message: string }>;
  submitLabel?: string;
  /** Whether a refused link offers to ask for a new one (a reset link can be asked for again). */
  offerNewLink?: boolean;
}

/** The new password twice; the link's token goes with it. Success leads to /login. */
export function ResetPasswordForm({
  token,
  send,
  submitLabel = 'Set New Password',
  offerNewLink = true,
}: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal of the password itself (too easy to guess) is shown beside it; a new link would not help.
  const [passwordRefused, setPasswordRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetFields, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await (send ?? reset.mutateAsync)({ token, password });
      showToast({ kind: 'success', message });
      void navigate('/login', { replace: true });
    } catch (error) {
      setPasswordRefused(error instanceof ApiRequestError && Boolean(error.fields?.password));
      setFailure(showServerErrors(error, setError, ['password']));
    }
  });

  const fields = [
    { name: 'password', label: 'New Password', error: errors.password?.message },
    { name: 'confirmPassword', label: 'Confirm Password', error: errors.confirmPassword?.message },
  ] as const;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <>
          <FormAlert message={failure} />
          {offerNewLink && !passwordRefused && (
            <p>
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          )}
        </>
      )}
      {fields.map(({ name, label, error }) => (
        <div className="mb-3" key={name}>
          <label className="form-label" htmlFor={`reset-${name}`}>
            {label}
          </label>
          <PasswordInput
            id={`reset-${name}`}
            autoComplete="new-password"
            required
            className={error ? 'is-invalid' : ''}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `reset-${name}-error` : undefined}
            feedback={
              error && (
                <div className="invalid-feedback" id={`reset-${name}-error`}>
                  {error}
                </div>
              )
            }
            {...register(name)}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary w-100 py-2" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
    </form>
  );
}

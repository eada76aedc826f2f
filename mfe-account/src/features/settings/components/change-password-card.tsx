import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@haveli/contracts';
import { FormAlert } from '@haveli/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { PasswordInput } from '../../../components/password-input';
import { useChangePassword } from '../api/account-actions';

type PasswordFields = z.input<typeof changePasswordFormSchema>;

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Changes the password with the current one; the guest stays signed in here, other devices are signed out. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFields, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(null);
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(message);
    } catch (error) {
      setFailure(showServerErrors(error, setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <div className="card h-100">
      <div className="card-body">
        <h2 className="h5">Password</h2>
        <p className="text-secondary">Changing it signs you out on your other devices.</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change password">
          <FormAlert message={failure} />
          {FIELDS.map(({ name, label, autoComplete }) => {
            const error = errors[name]?.message;
            return (
              <div className="mb-3" key={name}>
                <label className="form-label" htmlFor={`settings-${name}`}>
                  {label}
                </label>
                <PasswordInput
                  id={`settings-${name}`}
                  autoComplete={autoComplete}
                  className={error ? 'is-invalid' : ''}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `settings-${name}-error` : undefined}
                  feedback={
                    error && (
                      <div className="invalid-feedback" id={`settings-${name}-error`}>
                        {error}
                      </div>
                    )
                  }
                  {...register(name)}
                />
              </div>
            );
          })}
          <button type="submit" className="btn btn-outline-primary" disabled={isSubmitting}>
            Change password
          </button>
          <div role="status" className="mt-2 text-success-emphasis">
            {done ?? ''}
          </div>
        </form>
      </div>
    </div>
  );
}

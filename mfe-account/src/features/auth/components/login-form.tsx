import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { FormField } from '@haveli/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLogin } from '../api/login';
import { useRedirectAfterLogin } from '../hooks/use-redirect-after-login';
import { PasswordInput } from './password-input';

/** SPEC §8. */
export const LOGIN_SUCCESS_MESSAGE = 'Logged in successfully!';
export const LOGIN_FAILURE_MESSAGE = 'Login failed. Please check your credentials.';

type LoginFields = z.input<typeof loginRequestSchema>;

export function LoginForm() {
  const id = useId();
  const login = useLogin();
  const redirect = useRedirectAfterLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginFields, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body);
      showToast({ kind: 'success', message: LOGIN_SUCCESS_MESSAGE, closable: true });
      redirect();
    } catch (error) {
      console.error('Login failed:', error);
      showToast({ kind: 'danger', message: LOGIN_FAILURE_MESSAGE });
    }
  });

  const fieldClass = (invalid: boolean) => (invalid ? 'is-invalid' : '');
  const passwordErrorId = `${id}-password-error`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input type="email" autoComplete="email" inputMode="email" {...control} {...register('email')} />
        )}
      </FormField>

      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-password`}>
          Password
        </label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          className={fieldClass(Boolean(errors.password))}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? passwordErrorId : undefined}
          feedback={
            errors.password && (
              <div className="invalid-feedback" id={passwordErrorId}>
                {errors.password.message}
              </div>
            )
          }
          {...register('password')}
        />
      </div>

      <div className="form-check mb-4">
        <input className="form-check-input" type="checkbox" id={`${id}-remember`} {...register('remember')} />
        <label className="form-check-label" htmlFor={`${id}-remember`}>
          Remember me
        </label>
      </div>

      <button type="submit" className="btn btn-primary w-100 py-2" disabled={!isValid || isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, REGISTERED_MESSAGE } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { FormAlert, FormField } from '@haveli/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@haveli/router';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { useRegister } from '../api/register';
import { PasswordInput } from '../../../components/password-input';

type RegisterFields = z.input<typeof registerFormSchema>;

const FIELDS = ['name', 'email', 'contact', 'address', 'city', 'country', 'pincode', 'password'] as const;

/** SPEC §2 Register, without Role Type: self-registration always makes a guest (PRODUCT.md §6). */
export function RegisterForm() {
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFields, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      contact: '',
      address: '',
      city: '',
      country: '',
      pincode: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await registerAccount.mutateAsync(form);
      showToast({ kind: 'success', message: REGISTERED_MESSAGE });
      void navigate('/login');
    } catch (error) {
      setFailure(showServerErrors(error, setError, FIELDS));
    }
  });

  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={failure} />
      <div className="row g-x-3">
        <div className="col-12 col-md-6">
          <FormField label="Full Name" error={errors.name?.message}>
            {(control) => <input {...control} autoComplete="name" required {...register('name')} />}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
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
        </div>
        <div className="col-12 col-md-6">
          <FormField label="Contact" error={errors.contact?.message}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                {...register('contact')}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField label="Address" error={errors.address?.message}>
            {(control) => (
              <input {...control} autoComplete="street-address" required {...register('address')} />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label="City" error={errors.city?.message}>
            {(control) => <input {...control} autoComplete="address-level2" required {...register('city')} />}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label="Country" error={errors.country?.message}>
            {(control) => (
              <input {...control} autoComplete="country-name" required {...register('country')} />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label="Pincode" error={errors.pincode?.message}>
            {(control) => (
              <input
                {...control}
                autoComplete="postal-code"
                inputMode="numeric"
                required
                {...register('pincode')}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6 mb-3">
          <label className="form-label" htmlFor="register-password">
            Password
          </label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            required
            className={passwordError ? 'is-invalid' : ''}
            aria-invalid={Boolean(passwordError)}
            aria-describedby={passwordError ? 'register-password-error' : undefined}
            feedback={
              passwordError && (
                <div className="invalid-feedback" id="register-password-error">
                  {passwordError}
                </div>
              )
            }
            {...register('password')}
          />
        </div>
        <div className="col-12 col-md-6 mb-3">
          <label className="form-label" htmlFor="register-confirm-password">
            Confirm Password
          </label>
          <PasswordInput
            id="register-confirm-password"
            autoComplete="new-password"
            required
            className={confirmError ? 'is-invalid' : ''}
            aria-invalid={Boolean(confirmError)}
            aria-describedby={confirmError ? 'register-confirm-password-error' : undefined}
            feedback={
              confirmError && (
                <div className="invalid-feedback" id="register-confirm-password-error">
                  {confirmError}
                </div>
              )
            }
            {...register('confirmPassword')}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-100 py-2 mt-2" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Register
      </button>
    </form>
  );
}

import { type LoginFields, loginErrors, type TwoFactorChallenge } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { ApiRequestError } from '@haveli/api-client';
import { Link } from '@haveli/router';
import { FormAlert, FormField } from '@haveli/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { type LoginOutcome, useLogin } from '../api/login';
import { useRedirectAfterLogin } from '../hooks/use-redirect-after-login';
import { PasswordInput } from '../../../components/password-input';

/** Only staff are asked for a second step: guests' first screen does not load it. */
const SecondStepForm = lazy(() =>
  import('./second-step-form').then((module) => ({ default: module.SecondStepForm })),
);

/** SPEC §8. */
export const LOGIN_SUCCESS_MESSAGE = 'Logged in successfully!';
export const LOGIN_FAILURE_MESSAGE = 'Login failed. Please check your credentials.';

/**
 * The API's login rules without zod (contracts' rules/auth.ts, tested against its schema): the first
 * screen many guests open loads no schema library.
 */
const checkLogin: Resolver<LoginFields> = (values) => {
  const found = loginErrors(values);
  const errors: FieldErrors<LoginFields> = {};
  if (found.email) errors.email = { type: 'validate', message: found.email };
  if (found.password) errors.password = { type: 'validate', message: found.password };
  return found.email || found.password
    ? { values: {}, errors }
    : { values: { ...values, email: values.email.trim() }, errors: {} };
};

export function LoginForm() {
  const id = useId();
  const login = useLogin();
  const redirect = useRedirectAfterLogin();
  // Said by the form too, not only in a toast that goes away: the guest sees why they are still here.
  const [failure, setFailure] = useState<string | null>(null);
  // Staff asked for their authenticator's code: the email and password stay typed behind this step.
  const [secondStep, setSecondStep] = useState<{
    credentials: LoginFields;
    challenge: TwoFactorChallenge;
    instruction: string;
    failure: string | null;
  } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginFields>({
    resolver: checkLogin,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });

  /** Signed in: said and on to where the guest was going; or the second step, asked or asked again. */
  const settle = (outcome: LoginOutcome, credentials: LoginFields, codeSent: boolean) => {
    if (outcome.signedIn) {
      showToast({ kind: 'success', message: LOGIN_SUCCESS_MESSAGE, closable: true });
      redirect();
      return;
    }
    setSecondStep((shown) => ({
      credentials,
      challenge: outcome.challenge,
      // A refused code keeps the step's own words on screen and says why above them.
      instruction: codeSent && shown ? shown.instruction : outcome.message,
      failure: codeSent ? outcome.message : null,
    }));
  };

  const failed = (error: unknown) => {
    console.error('Login failed:', error);
    // Too many attempts (429) has its own message, with when to try again; a refusal is the spec's.
    const message =
      error instanceof ApiRequestError && error.status === 429 ? error.message : LOGIN_FAILURE_MESSAGE;
    showToast({ kind: 'danger', message });
    return message;
  };

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      settle(await login.mutateAsync(body), body, false);
    } catch (error) {
      setFailure(failed(error));
    }
  });

  const verify = async (code: string, rememberDevice: boolean) => {
    if (!secondStep) return;
    const { credentials } = secondStep;
    try {
      settle(await login.mutateAsync({ ...credentials, code, rememberDevice }), credentials, true);
    } catch (error) {
      const message = failed(error);
      setSecondStep((shown) => shown && { ...shown, failure: message });
    }
  };

  const fieldClass = (invalid: boolean) => (invalid ? 'is-invalid' : '');
  const passwordErrorId = `${id}-password-error`;

  return (
    <>
      {secondStep && (
        <Suspense fallback={<p className="text-secondary">Loading…</p>}>
          <SecondStepForm
            challenge={secondStep.challenge}
            instruction={secondStep.instruction}
            failure={secondStep.failure}
            onVerify={verify}
            onBack={() => setSecondStep(null)}
          />
        </Suspense>
      )}
      <form noValidate hidden={secondStep !== null} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
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

        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
          <div className="form-check mb-0">
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-remember`}
              {...register('remember')}
            />
            <label className="form-check-label" htmlFor={`${id}-remember`}>
              Remember me
            </label>
          </div>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>

        <button type="submit" className="btn btn-primary w-100 py-2" disabled={!isValid || isSubmitting}>
          {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Login
        </button>
      </form>
    </>
  );
}

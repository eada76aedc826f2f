import { ApiRequestError } from '@haveli/api-client';
import { TWO_FACTOR_MESSAGES } from '@haveli/contracts';
import { FormAlert } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { AuthenticatorCodeField, AuthenticatorKey, readCode } from '../../auth/components/authenticator-app';
import { useConfirmTwoStep, useStartTwoStep, useTwoStep } from '../api/two-step';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError
    ? (error.fields?.code ?? error.message)
    : 'Something went wrong. Try again.';

/**
 * Staff's two-step sign-in: on (a manager's always is), or set up here with an authenticator app. Turning it
 * off or moving to a new phone is a manager's reset, so that a session left open cannot remove it.
 */
export function TwoStepCard() {
  const status = useTwoStep(true);
  const start = useStartTwoStep();
  const confirm = useConfirmTwoStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { code: typed, problem } = readCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await confirm.mutateAsync(typed);
      setDone(TWO_FACTOR_MESSAGES.turnedOn);
    } catch (failure) {
      setError(messageOf(failure));
      setCode('');
    }
  };

  let body;
  if (status.isPending) body = <p className="text-secondary mb-0">Loading…</p>;
  else if (status.isError) body = <FormAlert message={status.error.message} />;
  else if (status.data.enabled)
    body = (
      <p className="text-secondary mb-0">
        On: signing in asks for the code of your authenticator app. On a new phone, a manager resets it and
        you set the app up again at your next sign-in.
      </p>
    );
  else if (!start.data)
    body = (
      <>
        <p className="text-secondary">
          {status.data.required
            ? 'Managers set up an authenticator app at their next sign-in.'
            : 'Add a code from an authenticator app on your phone to every sign-in.'}
        </p>
        <FormAlert message={start.isError ? messageOf(start.error) : null} />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          Set up two-step sign-in
        </button>
      </>
    );
  else
    body = (
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Set up two-step sign-in">
        <p>
          Scan the QR code with an authenticator app, or type the key, then enter the 6-digit code it shows.
        </p>
        <AuthenticatorKey qr={start.data.qr} secret={start.data.secret} label="Key:" />
        <AuthenticatorCodeField value={code} onChange={setCode} error={error} />
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
          Turn on two-step sign-in
        </button>
      </form>
    );

  return (
    <div className="card h-100">
      <div className="card-body">
        <h2 className="h5">Two-step sign-in</h2>
        {body}
        <div role="status" className="mt-2 text-success-emphasis">
          {done ?? ''}
        </div>
      </div>
    </div>
  );
}

import type { TwoFactorChallenge } from '@haveli/contracts';
import { FormAlert } from '@haveli/ui';
import { type FormEvent, useId, useState } from 'react';
import { AuthenticatorCodeField, AuthenticatorKey, readCode } from './authenticator-app';

interface SecondStepFormProps {
  challenge: TwoFactorChallenge;
  /** The API's words for this step (what to do), shown above the code. */
  instruction: string;
  /** Why the last code was refused, or a failure of the request. */
  failure: string | null;
  /** Sends the code (and whether to remember this browser); resolves once the answer is handled. */
  onVerify(code: string, rememberDevice: boolean): Promise<void>;
  /** Back to the email and password, as typed. */
  onBack(): void;
}

/**
 * Staff's second step of signing in: the code of their authenticator app, after setting the app up with the
 * key (as a QR code and as text) when the account has none yet.
 */
export function SecondStepForm({ challenge, instruction, failure, onVerify, onBack }: SecondStepFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { code: typed, problem } = readCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onVerify(typed, remember);
    } finally {
      setBusy(false);
      setCode('');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3">
        {challenge.step === 'setup' ? 'Set up two-step sign-in' : 'Two-step sign-in'}
      </h2>
      <FormAlert message={failure} />
      <p>{instruction}</p>
      {challenge.step === 'setup' && (
        <AuthenticatorKey qr={challenge.qr} secret={challenge.secret} label="Or type this key:" />
      )}
      <AuthenticatorCodeField value={code} onChange={setCode} error={error} autoFocus />
      <div className="form-check mb-4">
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-remember-device`}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-remember-device`}>
          Remember this browser for 30 days
        </label>
      </div>
      <button type="submit" className="btn btn-primary w-100 py-2" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Verify
      </button>
      <button type="button" className="btn btn-link w-100 mt-2" onClick={onBack}>
        Back to email and password
      </button>
    </form>
  );
}

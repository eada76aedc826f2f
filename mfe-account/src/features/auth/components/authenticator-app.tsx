import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@haveli/contracts';
import { FormField } from '@haveli/ui';

/** A typed code without its spaces ("246 810"), or why it is no code: what the field says under it. */
export function readCode(typed: string): { code: string; problem: string | null } {
  const code = typed.replace(/\s/g, '');
  if (TWO_FACTOR_CODE_PATTERN.test(code)) return { code, problem: null };
  return { code, problem: code ? TWO_FACTOR_MESSAGES.codeInvalid : TWO_FACTOR_MESSAGES.codeRequired };
}

/** The key in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The key to add to an authenticator app: its QR code, and the key as text for typing in. */
export function AuthenticatorKey({ qr, secret, label }: { qr: string; secret: string; label: string }) {
  return (
    <div className="text-center mb-3">
      <img
        src={qr}
        width={184}
        height={184}
        className="border rounded bg-white p-1"
        alt="QR code that adds Haveli to an authenticator app"
      />
      <p className="small mt-2 mb-0">
        {label} <code className="user-select-all text-break">{grouped(secret)}</code>
      </p>
    </div>
  );
}

interface CodeFieldProps {
  value: string;
  onChange(value: string): void;
  error: string | null;
  /** Where the code is the one thing to type on the screen. */
  autoFocus?: boolean;
}

/** The 6-digit code of an authenticator app (the phone's keypad, and the code the phone offers to fill in). */
export function AuthenticatorCodeField({ value, onChange, error, autoFocus = false }: CodeFieldProps) {
  return (
    <FormField label="Authentication code" error={error ?? undefined}>
      {(control) => (
        <input
          {...control}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

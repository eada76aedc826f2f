/** SPEC §5's login messages. */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  passwordRequired: 'Password is required.',
} as const;

/** A code of an authenticator app: six digits. */
export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;

/** Two-step sign-in's messages, from the API and in the login form. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'Enter the 6 digits your authenticator app shows.',
  codeWrong: 'That code is not right, or was used already. Enter the code your authenticator app shows now.',
  alreadyOn: 'Two-step sign-in is on already. A manager resets it for a new phone.',
  turnedOn: 'Two-step sign-in is on: from now on, signing in asks for your authenticator app’s code.',
  setupRequired:
    'Managers sign in in two steps. Add Haveli to an authenticator app with the QR code or the key, then enter the 6-digit code it shows.',
} as const;

/** The address rule the API applies: zod's `z.email()` pattern (auth.test.ts keeps the two equal). */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern character for character, so the test can compare them
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export interface LoginFields {
  email: string;
  password: string;
  remember?: boolean;
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The login form's rules without zod, so the login screen loads none: each field's first failure,
 * exactly as loginRequestSchema (which the API uses) reports it.
 */
export function loginErrors({ email, password }: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  const address = email.trim();
  if (!address) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(address)) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';

/** A text field that must not be blank; a missing or non-text value reads as "required" too. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/ is required\.$/, '')} can be at most ${max} characters.`);

/** SPEC §5 email rules, shared by every form that asks for one. */
export const emailField = () =>
  z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .pipe(z.email('Enter a valid email.').max(254, 'Enter a valid email.'));

export const passwordField = () =>
  z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, 'Password can be at most 200 characters.');

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/** Confirm Password must repeat Password; checked as soon as both are typed, whatever the other fields say. */
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
const passwordsMatchRule = {
  path: ['confirmPassword'],
  message: PASSWORDS_DIFFER_MESSAGE,
  when: (payload: { value: unknown }) => {
    const form = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof form?.password === 'string' && typeof form.confirmPassword === 'string';
  },
};

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────────

const CONTACT_PATTERN = /^[0-9+\- ]*$/;
const PINCODE_PATTERN = /^[0-9A-Za-z -]*$/;

/** The profile fields a guest can change (PUT user/me); the same rules as registration. */
export const profileUpdateSchema = z.object({
  name: requiredText('Full Name is required.', 100),
  contact: z
    .string({ error: 'Contact must be text.' })
    .trim()
    .max(20, 'Contact can be at most 20 characters.')
    .regex(CONTACT_PATTERN, 'Contact must contain digits only.')
    .default(''),
  address: z.string({ error: 'Address must be text.' }).trim().max(200).default(''),
  city: z.string({ error: 'City must be text.' }).trim().max(100).default(''),
  country: z.string({ error: 'Country must be text.' }).trim().max(100).default(''),
  pincode: z
    .string({ error: 'Pincode must be text.' })
    .trim()
    .max(12, 'Enter a valid pincode.')
    .regex(PINCODE_PATTERN, 'Enter a valid pincode.')
    .default(''),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const accountUserParamsSchema = z.object({
  userId: z.coerce
    .number({ error: 'The user id must be a positive whole number.' })
    .int('The user id must be a positive whole number.')
    .min(1, 'The user id must be a positive whole number.')
    .max(2_147_483_647, 'The user id must be a positive whole number.'),
});

export const NO_USER_DATA_MESSAGE = 'No user data found.';
export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

// ── Registration form (SPEC §2: every field but Role Type; self-registration always makes a guest) ─────

export const registerFormSchema = z
  .object({
    name: requiredText('Full Name is required.', 100),
    email: emailField(),
    contact: requiredText('Contact is required.', 20).regex(
      CONTACT_PATTERN,
      'Contact must contain digits only.',
    ),
    address: requiredText('Address is required.'),
    city: requiredText('City is required.', 100),
    country: requiredText('Country is required.', 100),
    pincode: requiredText('Pincode is required.', 12).regex(PINCODE_PATTERN, 'Enter a valid pincode.'),
    password: passwordField(),
    confirmPassword: z
      .string({ error: 'Confirm Password is required.' })
      .min(1, 'Confirm Password is required.'),
  })
  .refine(passwordsMatch, passwordsMatchRule);
export type RegisterForm = z.output<typeof registerFormSchema>;
export const REGISTERED_MESSAGE = 'Registration successful. Please log in.';

// ── Password reset ──────────────────────────────────────────────────────────────────────────────────────

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 30;

export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not the email has an account, so the form reveals nobody's address. */
export const FORGOT_PASSWORD_MESSAGE = `If an account exists for that email, we have sent it a link to reset the password. The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`;

export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in with your new password.';

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: RESET_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, RESET_LINK_INVALID_MESSAGE)
    .max(200, RESET_LINK_INVALID_MESSAGE),
  password: passwordField(),
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** The reset-password screen: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField(),
    confirmPassword: z
      .string({ error: 'Confirm Password is required.' })
      .min(1, 'Confirm Password is required.'),
  })
  .refine(passwordsMatch, passwordsMatchRule);

/** The answer of forgot-password and reset-password: a message to show as it is. */
export const accountMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

// ── Email verification ────────────────────────────────────────────────────────────────────────

/** How long the link of a welcome (or a new verification) mail works. */
export const VERIFICATION_TOKEN_TTL_DAYS = 7;

export const EMAIL_VERIFIED_MESSAGE = 'Thank you: your email is confirmed.';
export const VERIFICATION_LINK_INVALID_MESSAGE =
  'This confirmation link is invalid, used or expired. Sign in and ask for a new one from your account.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already confirmed.';
export const verificationMailSentMessage = (email: string) =>
  `We have sent a new confirmation link to ${email}. It works once and expires in ${VERIFICATION_TOKEN_TTL_DAYS} days.`;

export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: VERIFICATION_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, VERIFICATION_LINK_INVALID_MESSAGE)
    .max(200, VERIFICATION_LINK_INVALID_MESSAGE),
});
export type VerifyEmailRequest = z.output<typeof verifyEmailRequestSchema>;

/** Whether the signed-in account's email is confirmed (the account's reminder reads it). */
export const emailVerificationStatusSchema = z.object({ email: z.string(), verified: z.boolean() });
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

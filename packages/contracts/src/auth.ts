import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { LOGIN_MESSAGES, TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from './rules/auth';
import type { Role } from './rules/roles';

/** SPEC §5 login rules and messages for the API; the login form checks the same with rules/auth.ts. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, LOGIN_MESSAGES.emailRequired).pipe(z.email(LOGIN_MESSAGES.emailInvalid)),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired),
  /** SPEC §7: the auth service sends a false flag with every login; accepted and ignored. */
  remember: z.boolean().optional(),
  /** Staff's second step: the 6-digit code of their authenticator app, once the API has asked for it. */
  code: z.string().trim().regex(TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES.codeInvalid).optional(),
  /** With a right code: remember this browser for 30 days (the answer's `device_token`). */
  rememberDevice: z.boolean().optional(),
  /** A remembered browser's `device_token`: its staff account signs in without a code. */
  deviceToken: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    token: z.string(),
    full_name: z.string(),
    /** Given when the request asked to remember the browser: sent as `deviceToken` next time. */
    device_token: z.string().optional(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * What a right password of a staff account that signs in in two steps is answered (401): the code to ask for,
 * or, for an account that has no key yet (a manager's first sign-in), the key to add to an authenticator app
 * (as text, as an otpauth:// URI and as a QR code's data: URL).
 */
export const twoFactorChallengeSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code') }),
  z.object({ step: z.literal('setup'), secret: z.string(), uri: z.string(), qr: z.string() }),
]);
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A staff account's two-step sign-in, on its settings page: whether it is on, and whether its role must. */
export const twoStepStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** The key to add to an authenticator app (text, otpauth:// URI, QR code as a data: URL). */
export const twoStepSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** Turns two-step sign-in on: the first code of the app just set up. */
export const twoStepConfirmRequestSchema = z.object({
  code: z.string().trim().regex(TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES.codeInvalid),
});

/** A refused sign-in; `two_factor` when the password was right and the second step is what is missing. */
export const loginRefusalSchema = apiErrorSchema.extend({ two_factor: twoFactorChallengeSchema.optional() });
export type LoginRefusal = z.infer<typeof loginRefusalSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * The start of the API's answer to a new password that is long enough but easy to guess (a common or breached
 * one, a keyboard walk, the person's own name or email); the API adds what makes it weak and how to do better.
 */
export const PASSWORD_TOO_WEAK_MESSAGE = 'This password is too easy to guess.';

/** The register form's fields; the spec's API body (username, email, password) is accepted too. */
export const registerRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Full Name is required.').max(100).optional(),
    username: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1, 'Email is required.').pipe(z.email('Enter a valid email.')),
    contact: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9+\- ]*$/, 'Contact must contain digits only.')
      .optional(),
    address: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    country: z.string().trim().max(100).optional(),
    pincode: z
      .string()
      .trim()
      .max(12)
      .regex(/^[0-9A-Za-z -]*$/, 'Enter a valid pincode.')
      .optional(),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(200),
  })
  .refine((body) => Boolean(body.name ?? body.username), {
    message: 'Full Name is required.',
    path: ['name'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The same for a new address and one that already has an account (whose owner is mailed instead), so the
 * form tells nobody which addresses are registered: no account id.
 */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ name: z.string(), email: z.string() }),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export type { Role, StaffRole } from './rules/roles';

/** What the API puts in a token: SPEC §3 `exp` (seconds) and `name`, plus who it is. */
export interface TokenPayload {
  sub: string;
  name: string;
  email: string;
  role: Role;
  iat: number;
  exp: number;
}

export { STORAGE_KEYS } from './rules/storage';
export {
  EMAIL_PATTERN,
  LOGIN_MESSAGES,
  loginErrors,
  type LoginErrors,
  type LoginFields,
  TWO_FACTOR_CODE_PATTERN,
  TWO_FACTOR_MESSAGES,
} from './rules/auth';

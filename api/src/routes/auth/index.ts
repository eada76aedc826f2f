import {
  apiErrorSchema,
  currentUserSchema,
  type LoginRequest,
  loginRefusalSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  roleNeedsTwoStepSignIn,
  type TwoFactorChallenge,
  TWO_FACTOR_MESSAGES,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import { assertStrongPassword } from '../../lib/password-strength';
import { newTotpSecret, setupFor, stepOfCode, TRUSTED_DEVICE_DAYS } from '../../lib/two-factor';
import { registrationAttemptMail } from '../../mail/registration-attempt-mail';
import { twoFactorRepository } from '../../repositories/two-factor-repository';
import type { UserCredentials } from '../../repositories/users-repository';
import { signedInUserId } from '../../plugins/app/auth';
import { confirmationLink } from '../email-verification';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact the hotel.';

/** The second step's outcome: signed in (with a remembered browser's new token if asked), or what to ask. */
type SecondStep = { deviceToken?: string } | { challenge: TwoFactorChallenge; message: string };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.repositories;

  /** The key to add to an authenticator app: the one already offered to this account, or a new one. */
  const setupChallenge = async (user: UserCredentials, message: string): Promise<SecondStep> => {
    const secret = await twoFactor.pendingSecret(user.id, newTotpSecret());
    // Set up by another sign-in a moment ago: its code is what is asked now.
    if (!secret) return { challenge: { step: 'code' }, message: TWO_FACTOR_MESSAGES.codeRequired };
    return { challenge: { step: 'setup', ...(await setupFor(secret, user.email)) }, message };
  };

  /**
   * After a right password: staff who have a key (and every manager, who sets one up now) give its current
   * code, unless this browser was remembered after an earlier code. A code is accepted once.
   */
  const secondStep = async (user: UserCredentials, body: LoginRequest): Promise<SecondStep> => {
    const keys = await twoFactor.find(user.id);
    const secret = keys?.totp_secret;
    if (!secret && !roleNeedsTwoStepSignIn(user.role)) return {};
    if (secret && body.deviceToken) {
      if (await twoFactor.isTrustedDevice(user.id, hashOneTimeToken(body.deviceToken))) return {};
    }
    const pending = secret ? undefined : keys?.totp_pending_secret;
    if (!body.code) {
      return secret
        ? { challenge: { step: 'code' }, message: TWO_FACTOR_MESSAGES.codeRequired }
        : setupChallenge(user, TWO_FACTOR_MESSAGES.setupRequired);
    }
    const key = secret ?? pending;
    const step = key ? stepOfCode(key, body.code) : undefined;
    // A key set up is audited in the transaction that makes it the account's.
    const accepted =
      step !== undefined &&
      (await app.db.transaction(async (tx) => {
        const taken = await twoFactorRepository(tx).acceptStep(user.id, step, !secret);
        if (taken && !secret) {
          await audit(tx, user.id, { action: 'account.two_step_set_up', entity: 'account', id: user.id });
        }
        return taken;
      }));
    if (!accepted) {
      return secret
        ? { challenge: { step: 'code' }, message: TWO_FACTOR_MESSAGES.codeWrong }
        : setupChallenge(user, key ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.setupRequired);
    }
    if (!body.rememberDevice) return {};
    const device = newOneTimeToken();
    await twoFactor.rememberDevice(user.id, device.hash, TRUSTED_DEVICE_DAYS);
    return { deviceToken: device.token };
  };

  /** Tells the owner of an address that someone tried to register it again; nothing when it has no account. */
  const mailOwnerOfTakenEmail = async (email: string) => {
    const owner = await app.repositories.users.findCredentialsByEmail(email);
    if (!owner) return;
    const mail = await registrationAttemptMail({ name: owner.name, siteUrl: app.config.mail.siteUrl });
    await app.db.transaction((tx) => app.mail.enqueue(tx, { to: owner.email, ...mail }));
  };

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: 'register' },
      schema: {
        tags: ['auth'],
        summary:
          'Create a guest account (role user) and mail it a welcome with a link that confirms the email; an address that already has an account gets the same answer, and its owner a mail',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, username, password, ...profile } = request.body;
      const fullName = name ?? username ?? '';
      assertStrongPassword('password', password, [fullName, profile.email]);
      // To the address as the account stores it (in lower case).
      const email = profile.email.toLowerCase();
      const link = await confirmationLink(app, { name: fullName, email });
      const user = await app.repositories.emailVerification.register(
        {
          ...profile,
          name: fullName,
          passwordHash: await app.passwords.hash(password),
          role: 'user',
        },
        link.hash,
        link.issuedAt,
        link.expiresAt,
        link.queueMail,
      );
      // A taken address is answered exactly as a new one: the form tells nobody who has an account here.
      if (!user) await mailOwnerOfTakenEmail(email);
      app.mail.wake();
      return reply.code(201).send({ success: true, data: { name: fullName, email } });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Exchange email and password for a token valid for two hours; staff who sign in in two steps add their authenticator app's code (a 401 with `two_factor` asks for it, or gives a manager's first key to set up)",
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: loginRefusalSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the password is checked: a burst of guesses is cut at the limit, not after it.
      await app.rateLimits.beforeLogin(request, email);
      const user = await app.repositories.users.findCredentialsByEmail(email);
      const valid = user
        ? await app.passwords.verify(password, user.password_hash)
        : await app.passwords.verifyAgainstNothing(password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      // Only someone who knows the password learns that the account is disabled.
      if (user.disabled) {
        await app.rateLimits.loginSucceeded(request, email);
        throw forbidden(ACCOUNT_DISABLED_MESSAGE);
      }
      // A right password without its code is not a sign-in yet: a wrong code stays counted.
      const second = await secondStep(user, request.body);
      if ('challenge' in second) {
        if (!request.body.code) await app.rateLimits.secondStepAsked(request, email);
        return reply.code(401).send({
          statusCode: 401,
          error: 'Unauthorized',
          message: second.message,
          two_factor: second.challenge,
        });
      }
      await app.rateLimits.loginSucceeded(request, email);
      if (app.passwords.needsUpgrade(user.password_hash)) {
        await app.repositories.users.upgradePasswordHash(
          user.id,
          user.password_hash,
          await app.passwords.hash(password),
        );
      }
      await app.repositories.users.recordSignIn(user.id);
      const token = await app.tokens.sign(user);
      const device = second.deviceToken ? { device_token: second.deviceToken } : {};
      return { success: true as const, data: { token, full_name: user.name, ...device } };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary:
          "Sign out: ends the account's sessions on every API process (its tokens stop working at once)",
        security: [{ bearerAuth: [] }],
        // No body is needed; one that is not a JSON object is a mistake, refused before anything changes.
        body: z.object({}).strict().nullish(),
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.repositories.users.endSessions(signedInUserId(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.repositories.users.findById(signedInUserId(request));
      if (!user) throw unauthorized('This account no longer exists.');
      return user;
    },
  );
};

export default authRoutes;

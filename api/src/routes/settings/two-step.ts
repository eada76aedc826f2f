import {
  apiErrorSchema,
  roleNeedsTwoStepSignIn,
  STAFF_ROLES,
  TWO_FACTOR_MESSAGES,
  twoStepConfirmRequestSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { FieldError, HttpError } from '../../lib/http-errors';
import { newTotpSecret, setupFor, stepOfCode } from '../../lib/two-factor';
import { twoFactorRepository } from '../../repositories/two-factor-repository';
import { signedInUser } from '../../plugins/app/auth';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const security = [{ bearerAuth: [] }];

/**
 * A member of staff turns two-step sign-in on from their settings (managers set it up at their first sign-in
 * instead). Turning it off or moving to a new phone is a manager's reset (staff/accounts), so a stolen session
 * cannot remove it.
 */
const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.repositories;

  const statusOf = async (id: number, role: string) => ({
    enabled: Boolean((await twoFactor.find(id))?.totp_secret),
    required: roleNeedsTwoStepSignIn(role),
  });

  app.get(
    '/two-step',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['account'],
        summary: "Whether the signed-in member of staff's sign-in asks for an authenticator app's code",
        security,
        response: { 200: twoStepStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { id, role } = signedInUser(request);
      return statusOf(id, role);
    },
  );

  app.post(
    '/two-step/setup',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['account'],
        summary: 'The key to add to an authenticator app (the same one until it is confirmed)',
        security,
        body: z.object({}).strict().nullish(),
        response: { 200: twoStepSetupSchema, ...errors },
      },
    },
    async (request) => {
      const { id, email } = signedInUser(request);
      const secret = await twoFactor.pendingSecret(id, newTotpSecret());
      if (!secret) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      return setupFor(secret, email);
    },
  );

  app.post(
    '/two-step/confirm',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['account'],
        summary: 'Turn two-step sign-in on with the first code of the app just set up (audited)',
        security,
        body: twoStepConfirmRequestSchema,
        response: { 200: twoStepStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { id, role } = signedInUser(request);
      const keys = await twoFactor.find(id);
      if (keys?.totp_secret) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      const pending = keys?.totp_pending_secret;
      const step = pending ? stepOfCode(pending, request.body.code) : undefined;
      const turnedOn =
        step !== undefined &&
        (await app.db.transaction(async (tx) => {
          const taken = await twoFactorRepository(tx).acceptStep(id, step, true);
          if (taken) await audit(tx, id, { action: 'account.two_step_set_up', entity: 'account', id });
          return taken;
        }));
      if (!turnedOn) throw new FieldError(400, { code: TWO_FACTOR_MESSAGES.codeWrong });
      return statusOf(id, role);
    },
  );
};

export default twoStepRoutes;

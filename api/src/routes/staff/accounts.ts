import {
  apiErrorSchema,
  CANNOT_CHANGE_SELF_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LAST_MANAGER_MESSAGE,
  rolesWith,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_ROLE_LABELS,
  STAFF_REINVITE_MESSAGES,
  type StaffAccount,
  staffAccountParamsSchema,
  staffAccountSchema,
  staffAccountsQuerySchema,
  staffAccountsResponseSchema,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffInvitationRequestSchema,
  staffRoleRequestSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { newOneTimeToken } from '../../lib/one-time-token';
import { staffInvitationMail } from '../../mail/staff-invitation-mail';
import { signedInUserId } from '../../plugins/app/auth';
import type { AccountChange } from '../../repositories/staff-accounts-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const MANAGER = rolesWith('accounts');
export const STAFF_ACCOUNT_NOT_FOUND_MESSAGE = 'Staff account not found.';

/** The manager's side of the back office: the staff's accounts and the audit log of every staff change. */
const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A new one-time invitation link, good for STAFF_INVITATION_TTL_DAYS, and the step that queues its mail. */
  const newInvitation = () => {
    const { token, hash } = newOneTimeToken();
    const expiresAt = new Date(now().getTime() + STAFF_INVITATION_TTL_DAYS * 24 * 3_600_000);
    const { siteUrl } = app.config.mail;
    const mailTo = async (tx: Db, account: StaffAccount) =>
      app.mail.enqueue(tx, {
        to: account.email,
        ...(await staffInvitationMail({
          name: account.name,
          role: STAFF_ROLE_LABELS[account.role],
          link: `${siteUrl}/accept-invitation?token=${token}`,
          days: STAFF_INVITATION_TTL_DAYS,
          siteUrl,
        })),
      });
    return { hash, expiresAt, mailTo };
  };

  const { staffAccounts } = app.repositories;

  const answer = async (outcome: AccountChange, id: number) => {
    if (outcome === 'not-found') throw notFound(STAFF_ACCOUNT_NOT_FOUND_MESSAGE);
    if (outcome === 'self') throw new HttpError(409, CANNOT_CHANGE_SELF_MESSAGE);
    if (outcome === 'last-manager') throw new HttpError(409, LAST_MANAGER_MESSAGE);
    const account = await staffAccounts.findAccount(id);
    if (!account) throw notFound(STAFF_ACCOUNT_NOT_FOUND_MESSAGE);
    return account;
  };
  const changeResponses = {
    200: staffAccountSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    ...denied,
  };

  app.get(
    '/audit',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'The audit log: every staff change, newest first, by actor, action and days, 25 a page',
        security,
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staffAccounts.audit(request.query),
  );

  app.get(
    '/accounts',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'The staff accounts: name, email, role and whether each is active; searched, sorted, 25 a page',
        security,
        querystring: staffAccountsQuerySchema,
        response: { 200: staffAccountsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staffAccounts.accounts(request.query),
  );

  app.put(
    '/accounts/:id/role',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'Give a member of staff another role (not oneself, not the last manager)',
        security,
        params: staffAccountParamsSchema,
        body: staffRoleRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const { id } = request.params;
      return answer(await staffAccounts.setRole(signedInUserId(request), id, request.body.role), id);
    },
  );

  app.post(
    '/invitations',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Invite a member of staff: the account waits, disabled, for a one-time link (7 days) sent by mail',
        security,
        body: staffInvitationRequestSchema,
        response: { 201: staffAccountSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { name, email, role } = request.body;
      const invitation = newInvitation();
      const account = await staffAccounts.invite(
        signedInUserId(request),
        { name, email, role },
        invitation.hash,
        invitation.expiresAt,
        invitation.mailTo,
      );
      if (!account) throw new FieldError(400, { email: EMAIL_TAKEN_MESSAGE });
      app.mail.wake();
      return reply.status(201).send(account);
    },
  );

  app.post(
    '/accounts/:id/invitation',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Send the invitation again to a member of staff who never accepted it (expired, lost or withdrawn): a new one-time link, the old one stops working',
        security,
        params: staffAccountParamsSchema,
        response: { 200: staffAccountSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const invitation = newInvitation();
      const outcome = await staffAccounts.reinvite(
        signedInUserId(request),
        request.params.id,
        invitation.hash,
        invitation.expiresAt,
        invitation.mailTo,
      );
      if (outcome === 'not-found') throw notFound(STAFF_ACCOUNT_NOT_FOUND_MESSAGE);
      if (outcome === 'accepted') throw new HttpError(409, STAFF_REINVITE_MESSAGES.accepted);
      app.mail.wake();
      return outcome;
    },
  );

  app.post(
    '/accounts/:id/two-step-reset',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          "Reset a member of staff's two-step sign-in (a lost phone): they set up an authenticator app again at their next sign-in; their sessions and remembered browsers end (not oneself)",
        security,
        params: staffAccountParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const { id } = request.params;
      return answer(await staffAccounts.resetTwoStep(signedInUserId(request), id), id);
    },
  );

  for (const move of ['disable', 'enable'] as const) {
    app.post(
      `/accounts/:id/${move}`,
      {
        config: { access: MANAGER },
        schema: {
          tags: ['staff'],
          summary:
            move === 'disable'
              ? 'Disable a staff account: its sessions and event streams end at once, its invitation and reset links stop working; for an invited account, withdraws the invitation (not oneself, not the last manager)'
              : 'Enable a disabled staff account again',
          security,
          params: staffAccountParamsSchema,
          response: changeResponses,
        },
      },
      async (request) => {
        const { id } = request.params;
        const outcome = await staffAccounts.setDisabled(signedInUserId(request), id, move === 'disable');
        return answer(outcome, id);
      },
    );
  }
};

export default staffAccountRoutes;

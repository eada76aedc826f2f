import assert from 'node:assert/strict';
import {
  EMAIL_TAKEN_MESSAGE,
  PASSWORD_TOO_WEAK_MESSAGE,
  INVITATION_ACCEPTED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  STAFF_REINVITE_MESSAGES,
  staffAccountSchema,
  staffAccountsResponseSchema,
  staffAuditResponseSchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertLinksToSite, testOutbox, type SentMail } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
const INVITATION = 'Your invitation to the Haveli back office';
const PASSWORD = 'Haveli#Desk2026';

const tokenIn = (mail: SentMail | undefined): string => {
  const match = /https:\/\/haveli\.example\/accept-invitation\?token=([\w-]+)/.exec(mail?.text ?? '');
  assert.ok(match?.[1], 'the mail carries the invitation link');
  return match[1];
};

describeEachDatabase(
  'staff invitations',
  (ctx) => {
    let manager: SignedInAccount;
    let counter = 0;
    const email = () => `invitee-${(counter += 1)}-${Date.now()}@haveli.example`;

    before(async () => {
      manager = await signUp(ctx.app, 'manager');
    });

    const invite = (payload: object, account = manager) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/invitations',
        headers: { authorization: account.authorization },
        payload,
      });
    const logIn = (address: string, password = PASSWORD) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: address, password } });
    const accept = (token: string, password = PASSWORD) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password } });

    it('invites a member of staff by mail; the link sets the password once and the account signs in', async () => {
      const address = email();
      const invited = await invite({ name: 'Kavya Desk', email: address, role: 'front_desk' });
      assert.equal(invited.statusCode, 201, invited.body);
      assert.deepEqual(
        { ...staffAccountSchema.parse(invited.json()), id: 0 },
        {
          id: 0,
          name: 'Kavya Desk',
          email: address,
          role: 'front_desk',
          state: 'invited',
          last_sign_in_at: null,
          two_step: false,
          can_reinvite: true,
        },
      );
      const listed = staffAccountsResponseSchema
        .parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: '/api/staff/accounts',
              headers: { authorization: manager.authorization },
            })
          ).json(),
        )
        .accounts.find((account) => account.email === address);
      assert.equal(listed?.state, 'invited');

      const [mail] = await outbox.mailsAfter(address, 1, INVITATION);
      assertLinksToSite(mail!);
      assert.match(mail!.text, /Front desk/);
      const token = tokenIn(mail);
      // Not before the invitation is accepted.
      expectApiError(await logIn(address), 401);

      const weak = expectApiError(await accept(token, '12345678'), 400);
      assert.ok(weak.fields?.password?.startsWith(PASSWORD_TOO_WEAK_MESSAGE), weak.message);
      const accepted = await accept(token);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.equal(accepted.json().message, INVITATION_ACCEPTED_MESSAGE);
      const signedIn = await logIn(address);
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      const afterSignIn = staffAccountsResponseSchema
        .parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: '/api/staff/accounts',
              headers: { authorization: manager.authorization },
            })
          ).json(),
        )
        .accounts.find((account) => account.email === address);
      assert.equal(afterSignIn?.state, 'active');
      assert.match(afterSignIn?.last_sign_in_at ?? '', /^\d{4}-\d{2}-\d{2}T/);
      const today = await ctx.app.inject({
        method: 'GET',
        url: '/api/staff/today',
        headers: { authorization: `Bearer ${signedIn.json().data.token}` },
      });
      assert.equal(today.statusCode, 200, today.body);

      const again = await accept(token, 'Another#Pass2026');
      assert.equal(expectApiError(again, 400).message, INVITATION_INVALID_MESSAGE);
      assert.equal((await logIn(address)).statusCode, 200);

      const log = staffAuditResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/staff/audit?action=account',
            headers: { authorization: manager.authorization },
          })
        ).json(),
      );
      const id = String(invited.json().id);
      assert.deepEqual(
        log.data.filter((row) => row.entity_id === id).map((row) => [row.action, row.actor.name]),
        [
          ['account.accept', 'Kavya Desk'],
          ['account.invite', manager.name],
        ],
      );
    });

    it('refuses a taken email, a bad role or address beside the field, and changes nothing', async () => {
      const address = email();
      assert.equal((await invite({ name: 'First', email: address, role: 'kitchen' })).statusCode, 201);
      const taken = await invite({ name: 'Second', email: address.toUpperCase(), role: 'kitchen' });
      assert.equal(expectApiError(taken, 400).message, EMAIL_TAKEN_MESSAGE);
      const badRole = await invite({ name: 'Third', email: email(), role: 'chef' });
      assert.match(expectApiError(badRole, 400).message, /Role must be one of/);
      const badEmail = await invite({ name: 'Fourth', email: 'not-an-address', role: 'kitchen' });
      assert.match(expectApiError(badEmail, 400).message, /valid email/);
      const accounts = await ctx.app.inject({
        method: 'GET',
        url: '/api/staff/accounts',
        headers: { authorization: manager.authorization },
      });
      const named = staffAccountsResponseSchema
        .parse(accounts.json())
        .accounts.filter((account) => account.email === address)
        .map((account) => account.name);
      assert.deepEqual(named, ['First']);
    });

    const disable = (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/accounts/${id}/disable`,
        headers: { authorization: manager.authorization },
      });
    const stateOf = async (address: string) =>
      staffAccountsResponseSchema
        .parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/staff/accounts?q=${encodeURIComponent(address)}`,
              headers: { authorization: manager.authorization },
            })
          ).json(),
        )
        .accounts.find((account) => account.email === address)?.state;

    it('withdraws an invitation when the manager disables the invited account: its link is refused, the account stays disabled', async () => {
      const address = email();
      const invited = await invite({ name: 'Withdrawn', email: address, role: 'kitchen' });
      assert.equal(invited.statusCode, 201, invited.body);
      const token = tokenIn((await outbox.mailsAfter(address, 1, INVITATION))[0]);
      const withdrawn = await disable(invited.json().id as number);
      assert.equal(withdrawn.statusCode, 200, withdrawn.body);
      assert.equal(staffAccountSchema.parse(withdrawn.json()).state, 'disabled');

      assert.equal(expectApiError(await accept(token), 400).message, INVITATION_REVOKED_MESSAGE);
      assert.equal(await stateOf(address), 'disabled');
      expectApiError(await logIn(address), 401);
      const log = staffAuditResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/staff/audit?action=account',
            headers: { authorization: manager.authorization },
          })
        ).json(),
      );
      const entry = log.data.find(
        (row) => row.entity_id === String(invited.json().id) && row.action === 'account.disable',
      );
      assert.deepEqual([entry?.before, entry?.after], [{ state: 'invited' }, { state: 'disabled' }]);
    });

    it('sends a withdrawn or lost invitation again: a new link works, the old one does not; never to an account that accepted', async () => {
      const address = email();
      const invited = await invite({ name: 'Invited Twice', email: address, role: 'kitchen' });
      assert.equal(invited.statusCode, 201, invited.body);
      const id = invited.json().id as number;
      const first = tokenIn((await outbox.mailsAfter(address, 1, INVITATION))[0]);
      assert.equal((await disable(id)).statusCode, 200);

      const reinvite = (account = manager) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/staff/accounts/${id}/invitation`,
          headers: { authorization: account.authorization },
        });
      const again = await reinvite();
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(
        [staffAccountSchema.parse(again.json()).state, await stateOf(address)],
        ['invited', 'invited'],
      );
      const second = tokenIn((await outbox.mailsAfter(address, 2, INVITATION))[1]);
      assert.notEqual(second, first);
      assert.equal(expectApiError(await accept(first), 400).message, INVITATION_REVOKED_MESSAGE);
      assert.equal((await accept(second)).statusCode, 200);
      assert.equal((await logIn(address)).statusCode, 200);

      // Accepted: nothing to send, and the account keeps its password.
      assert.equal(expectApiError(await reinvite(), 409).message, STAFF_REINVITE_MESSAGES.accepted);
      assert.equal((await logIn(address)).statusCode, 200);
      const log = staffAuditResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/staff/audit?action=account.reinvite',
            headers: { authorization: manager.authorization },
          })
        ).json(),
      );
      const entry = log.data.find((row) => row.entity_id === String(id));
      assert.deepEqual(entry?.before, { state: 'disabled' });
      assert.equal(entry?.record, `Invited Twice (${address})`);
    });

    it('never lets an old invitation or reset link revive a manager the manager disabled', async () => {
      const address = email();
      const invited = await invite({ name: 'Old Link', email: address, role: 'manager' });
      const id = invited.json().id as number;
      const token = tokenIn((await outbox.mailsAfter(address, 1, INVITATION))[0]);
      // An account that became active without its link being used (as enabling an invited account once made
      // it), with a reset link it asked for.
      await ctx.app.db.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [id]);
      const forgot = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: address },
      });
      assert.equal(forgot.statusCode, 200, forgot.body);
      const [resetMail] = await outbox.mailsAfter(address, 1, /reset/i);
      const resetToken = /reset-password\?token=([\w-]+)/.exec(resetMail?.text ?? '')?.[1];
      assert.ok(resetToken, 'a reset link');

      assert.equal((await disable(id)).statusCode, 200);
      assert.equal(expectApiError(await accept(token), 400).message, INVITATION_REVOKED_MESSAGE);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, password: 'Another#Pass2026' },
      });
      assert.equal(expectApiError(reset, 400).message, RESET_LINK_INVALID_MESSAGE);
      assert.equal(await stateOf(address), 'disabled');
      expectApiError(await logIn(address), 401);
      expectApiError(await logIn(address, 'Another#Pass2026'), 401);
    });

    it('refuses an unknown or expired link', async () => {
      const unknown = await accept('not-a-real-token');
      assert.equal(expectApiError(unknown, 400).message, INVITATION_INVALID_MESSAGE);
      const address = email();
      assert.equal((await invite({ name: 'Late', email: address, role: 'editor' })).statusCode, 201);
      const token = tokenIn((await outbox.mailsAfter(address, 1, INVITATION))[0]);
      await ctx.app.db.query(
        `UPDATE staff_invitations SET expires_at = now() - interval '1 minute'
         WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [address],
      );
      assert.equal(expectApiError(await accept(token), 400).message, INVITATION_INVALID_MESSAGE);
    });
  },
  { env: outbox.env },
);

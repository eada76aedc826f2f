import { notify } from '../../src/lib/notifications';
import { hashPassword } from '../../src/lib/password';
import type { App } from '../../src/app';
import { TEST_PASSWORD, type SignedInAccount } from '../helpers/guest-accounts';
import type { GuestRouteSample } from './access-matrix.test';

/** Accounts made by `signUp` have no usable password: these routes ask for it. */
async function withTestPassword(app: App, owner: SignedInAccount): Promise<void> {
  await app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    owner.id,
    await hashPassword(TEST_PASSWORD),
  ]);
}

const own =
  (url: string, payload?: unknown): GuestRouteSample['request'] =>
  async () => ({
    url,
    ...(payload === undefined ? {} : { payload }),
  });

/** The access matrix's samples for the guest's inbox and settings. */
export const INBOX_ROUTES: Record<string, GuestRouteSample> = {
  'GET /api/notifications': { request: own('/api/notifications') },
  'GET /api/notifications/unread-count': {
    request: own('/api/notifications/unread-count'),
  },
  'POST /api/notifications/read-all': { request: own('/api/notifications/read-all') },
  'POST /api/notifications/:id/read': {
    request: async (app, owner) => {
      const id = await app.db.transaction((tx) =>
        notify(tx, owner.id, { kind: 'order.status', title: 'Your order is ready' }),
      );
      return { url: `/api/notifications/${id}/read` };
    },
  },
  'GET /api/messages': { request: own('/api/messages') },
  'POST /api/messages': { request: own('/api/messages', { body: 'Is the pool open?' }) },
  'GET /api/settings/mail-preferences': { request: own('/api/settings/mail-preferences') },
  'PUT /api/settings/mail-preferences': {
    request: own('/api/settings/mail-preferences', { marketing: true, offers: false }),
  },
  'GET /api/settings/export': { request: own('/api/settings/export') },
  'POST /api/settings/password': {
    request: async (app, owner) => {
      await withTestPassword(app, owner);
      return {
        url: '/api/settings/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Jharokha#2027' },
      };
    },
    endsSessions: true,
  },
  'POST /api/settings/delete-account': {
    request: async (app, owner) => {
      await withTestPassword(app, owner);
      return { url: '/api/settings/delete-account', payload: { password: TEST_PASSWORD } };
    },
    endsSessions: true,
  },
};

import { readToken, storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { getMessages } from './messages/api/get-messages';
import { sendMessage } from './messages/api/send-message';
import { getNotifications } from './notifications/api/get-notifications';
import { markAllNotificationsRead, markNotificationRead } from './notifications/api/mark-notifications-read';
import { changePassword, deleteAccount } from './settings/api/account-actions';

beforeEach(resetBrowser);

describe('inbox and settings calls', () => {
  it('reach the notifications and messages routes with their query and body', async () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', false);
    const sent = mockApi(() => ({ status: 200, data: {} }));

    await getNotifications({ page: 2 });
    await markNotificationRead(12);
    await markAllNotificationsRead();
    await getMessages();
    await sendMessage({ body: 'Is the pool open?' });

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'get notifications',
      'post notifications/12/read',
      'post notifications/read-all',
      'get messages',
      'post messages',
    ]);
    expect(sent[0]?.params).toEqual({ page: 2 });
    expect(JSON.parse(sent[4]?.data as string)).toEqual({ body: 'Is the pool open?' });
  });

  it('keeps the session with the new token after a password change, in the same storage', async () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', true);
    const renewed = makeToken(guestClaims());
    mockApi(() => ({ status: 200, data: { success: true, message: 'changed', data: { token: renewed } } }));

    await changePassword({ currentPassword: 'Old#Secret1', newPassword: 'New#Secret2' });

    expect(readToken()).toBe(renewed);
    expect(window.localStorage.getItem('Authorization')).toBe(renewed);
  });

  it('signs out once the account is deleted, and not when the password is wrong', async () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', false);
    mockApi(() => ({
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: 'Password is incorrect.' },
    }));
    await expect(deleteAccount({ password: 'wrong' })).rejects.toThrow('Password is incorrect.');
    expect(readToken()).not.toBeNull();

    mockApi(() => ({ status: 200, data: { success: true, message: 'Your account has been deleted.' } }));
    await deleteAccount({ password: 'right' });
    expect(readToken()).toBeNull();
  });
});

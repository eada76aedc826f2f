import { mockApi } from '../testing/mock-api';
import { resetBrowser } from '../testing/reset';
import { guestClaims, makeToken } from '../testing/tokens';
import { readToken, storeSession } from '../storage';
import {
  changePassword,
  deleteAccount,
  getGuestConversations,
  getMessages,
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  replyToGuest,
  sendMessage,
} from './inbox';

beforeEach(resetBrowser);

describe('inbox and settings calls', () => {
  it('reach the notifications and messages routes with their query and body', async () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', false);
    const sent = mockApi(() => ({ status: 200, data: {} }));

    await getNotifications({ page: 2 });
    await getUnreadCount();
    await markNotificationRead(12);
    await markAllNotificationsRead();
    await getMessages();
    await sendMessage({ body: 'Is the pool open?' });
    await replyToGuest(7, { body: 'Until 9 pm.' });
    await getGuestConversations({ page: 2 });

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'get notifications',
      'get notifications/unread-count',
      'post notifications/12/read',
      'post notifications/read-all',
      'get messages',
      'post messages',
      'post admin/messages/7/reply',
      'get admin/messages',
    ]);
    expect(sent[0]?.params).toEqual({ page: 2 });
    expect(JSON.parse(sent[5]?.data as string)).toEqual({ body: 'Is the pool open?' });
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

import type {
  AccountExport,
  AccountMessageResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  Conversation,
  DeleteAccountRequest,
  GuestMessage,
  MailPreferences,
  MessageRequest,
  Notification,
  NotificationsPage,
  NotificationsQuery,
  PageQuery,
  StaffConversations,
  UnreadCount,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';
import { renewSession, signOut } from '../session';

/** The guest's notifications, unread first and then newest first. */
export async function getNotifications(
  query: NotificationsQuery = {},
  { signal }: RequestOptions = {},
): Promise<NotificationsPage> {
  const { data } = await http.get<NotificationsPage>('notifications', { params: query, signal });
  return data;
}

export async function getUnreadCount({ signal }: RequestOptions = {}): Promise<UnreadCount> {
  const { data } = await http.get<UnreadCount>('notifications/unread-count', { signal });
  return data;
}

export async function markNotificationRead(id: number): Promise<Notification> {
  const { data } = await http.post<Notification>(`notifications/${encodeURIComponent(id)}/read`);
  return data;
}

export async function markAllNotificationsRead(): Promise<UnreadCount> {
  const { data } = await http.post<UnreadCount>('notifications/read-all');
  return data;
}

/** The conversation with the hotel, oldest first. */
export async function getMessages({ signal }: RequestOptions = {}): Promise<Conversation> {
  const { data } = await http.get<Conversation>('messages', { signal });
  return data;
}

export async function sendMessage(body: MessageRequest): Promise<GuestMessage> {
  const { data } = await http.post<GuestMessage>('messages', body);
  return data;
}

/** Staff: the guests who wrote, latest conversation first. */
export async function getGuestConversations(
  query: Partial<PageQuery> = {},
  { signal }: RequestOptions = {},
): Promise<StaffConversations> {
  const { data } = await http.get<StaffConversations>('admin/messages', { params: query, signal });
  return data;
}

/** Staff: reply to a guest's conversation (the guest is notified and mailed). */
export async function replyToGuest(userId: number, body: MessageRequest): Promise<GuestMessage> {
  const { data } = await http.post<GuestMessage>(`admin/messages/${encodeURIComponent(userId)}/reply`, body);
  return data;
}

export async function getMailPreferences({ signal }: RequestOptions = {}): Promise<MailPreferences> {
  const { data } = await http.get<MailPreferences>('settings/mail-preferences', { signal });
  return data;
}

export async function saveMailPreferences(body: MailPreferences): Promise<MailPreferences> {
  const { data } = await http.put<MailPreferences>('settings/mail-preferences', body);
  return data;
}

/** Changes the password; this browser keeps its session with the new token, every other one has ended. */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const { data } = await http.post<ChangePasswordResponse>('settings/password', body);
  renewSession(data.data.token);
  return data;
}

/** Everything the hotel keeps about the guest. */
export async function exportMyData({ signal }: RequestOptions = {}): Promise<AccountExport> {
  const { data } = await http.get<AccountExport>('settings/export', { signal });
  return data;
}

/** Deletes the account, then signs this browser out. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('settings/delete-account', body);
  signOut();
  return data;
}

import { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE, passwordField } from './account';
import { MAX_PAGE_LIMIT } from './rules/paging';

/* The guest's inbox: notifications, the conversation with the hotel, and account settings. */

export const NOTIFICATIONS_PAGE_SIZE = 20;

const pageNumber = 'page must be a whole number of at least 1.';
const pageLimit = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number({ error: pageNumber }).int(pageNumber).min(1, pageNumber).default(1),
  limit: z.coerce
    .number({ error: pageLimit })
    .int(pageLimit)
    .min(1, pageLimit)
    .max(MAX_PAGE_LIMIT, pageLimit)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The site's path where the guest sees the change, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  /** When the guest marked it read; null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of notifications, unread first and then newest first. */
export const notificationsPageSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const idMessage = 'id must be a whole number of at least 1.';
export const notificationParamsSchema = z.object({
  id: z.coerce
    .number({ error: idMessage })
    .int(idMessage)
    .min(1, idMessage)
    .max(Number.MAX_SAFE_INTEGER, idMessage),
});

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found.';

export const INBOX_MESSAGES = {
  noNotifications: 'You have no notifications.',
  noMessages: 'You have no messages yet. Write to the hotel below.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message can be at most 2000 characters.',
  messageSent: 'Your message has been sent to the hotel.',
} as const;

export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_SENDERS = ['guest', 'hotel'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** A message to (or from) the hotel: 1 to 2000 characters once trimmed. */
export const messageRequestSchema = z.object({
  body: z
    .string({ error: INBOX_MESSAGES.messageRequired })
    .trim()
    .min(1, INBOX_MESSAGES.messageRequired)
    .max(MESSAGE_MAX_LENGTH, INBOX_MESSAGES.messageTooLong),
});
export type MessageRequest = z.input<typeof messageRequestSchema>;

export const guestMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(MESSAGE_SENDERS),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type GuestMessage = z.infer<typeof guestMessageSchema>;

/** The conversation, oldest first. */
export const conversationSchema = z.object({ data: z.array(guestMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

const userIdMessage = 'userId must be a whole number of at least 1.';
export const messageUserParamsSchema = z.object({
  userId: z.coerce
    .number({ error: userIdMessage })
    .int(userIdMessage)
    .min(1, userIdMessage)
    .max(2_147_483_647, userIdMessage),
});

export const GUEST_NOT_FOUND_MESSAGE = 'No such guest.';

/** Mail the guest may choose; transactional mail (bookings, orders, password, replies) always goes. */
export const mailPreferencesSchema = z.object({
  marketing: z.boolean({ error: 'marketing must be true or false.' }),
  offers: z.boolean({ error: 'offers must be true or false.' }),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const SETTINGS_MESSAGES = {
  preferencesSaved: 'Your mail preferences have been saved.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  accountDeleted: 'Your account has been deleted.',
  passwordRequired: 'Password is required.',
  passwordWrong: 'Password is incorrect.',
  staffCannotDelete: 'Staff accounts are closed by a manager, not from Settings.',
} as const;

/** Deleting the account asks for its password again: a session left open is not enough. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: SETTINGS_MESSAGES.passwordRequired })
    .min(1, SETTINGS_MESSAGES.passwordRequired)
    .max(200, SETTINGS_MESSAGES.passwordWrong),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: SETTINGS_MESSAGES.currentPasswordRequired })
      .min(1, SETTINGS_MESSAGES.currentPasswordRequired)
      .max(200, SETTINGS_MESSAGES.currentPasswordWrong),
    newPassword: passwordField(),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: SETTINGS_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The new password's session: the token this browser keeps (every other session has ended). */
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string() }),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Everything the hotel keeps about the guest, as one JSON document. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  mailPreferences: mailPreferencesSchema,
  stays: z.array(z.record(z.string(), z.unknown())),
  roomReservations: z.array(z.record(z.string(), z.unknown())),
  tableBookings: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(guestMessageSchema),
  notifications: z.array(notificationSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The Settings form: the new password typed twice (only the two passwords go to the API). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, SETTINGS_MESSAGES.currentPasswordRequired),
    newPassword: passwordField(),
    confirmPassword: z.string().min(1, 'Confirm your new password.'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((form) => !form.currentPassword || form.currentPassword !== form.newPassword, {
    message: SETTINGS_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Staff's list of conversations: each guest who wrote, newest conversation first. */
export const staffConversationSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** The guest's messages staff have not opened yet. */
  unread: z.number().int(),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;
export const staffConversationsSchema = z.object({
  data: z.array(staffConversationSchema),
  total: z.number().int(),
});
export type StaffConversations = z.infer<typeof staffConversationsSchema>;

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { accountId, logIn, staffHeaders } from '../support/site';

const PASSWORD = 'Jharokha#2026';
const NEW_PASSWORD = 'Chandni#Chowk2027';
const NAME = 'Kavya Inbox';
const QUESTION = 'Could we have a late check-out on Sunday?';
const REPLY = 'Of course: your room is yours until 2 pm.';
const REPLY_TITLE = 'The hotel has replied to your message';
const WIDTHS = { widths: [390, 1440] };

/** The token this browser holds (session storage without Remember me). */
const storedToken = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('Authorization') ?? localStorage.getItem('Authorization'));

test('a guest writes to the hotel, reads the reply and its notification, then changes, exports and deletes the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `inbox-${Date.now()}@example.in`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: NAME, email, password: PASSWORD, city: 'Jaipur', country: 'India' },
  });
  expect(registered.status()).toBe(201);
  const guestId = await accountId(page.request, email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('header-name')).toHaveText(NAME);

  // The guest writes; an empty message is refused with a clear reason.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('You have no messages yet. Write to the hotel below.')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message is required.')).toBeVisible();
  await page.getByLabel('Your message').fill(QUESTION);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent to the hotel.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation with the hotel' })).toContainText(QUESTION);
  await expectAccessible(page, '/messages', WIDTHS);

  // Staff reply from the back office (the API, as staff).
  const reply = await page.request.post(`/api/admin/messages/${guestId}/reply`, {
    headers: await staffHeaders(page),
    data: { body: REPLY },
  });
  expect(reply.status()).toBe(201);

  // The header counts the unread notification; the inbox shows it and leads to the reply.
  await page.goto('/home');
  const profileButton = page.getByRole('button', { name: `${NAME} 1 unread` });
  await expect(profileButton).toBeVisible();
  await profileButton.click();
  await page.getByRole('menuitem', { name: 'Notifications 1 unread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notification = page.getByTestId('notification').filter({ hasText: REPLY_TITLE });
  await expect(notification).toContainText('Unread');
  await expect(page.getByTestId('notifications-unread')).toHaveText('1 unread');
  await expectAccessible(page, '/notifications', WIDTHS);

  await notification.getByRole('link', { name: `View: ${REPLY_TITLE}` }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('list', { name: 'Conversation with the hotel' })).toContainText(REPLY);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // Settings: a new password keeps this session and ends the others.
  const oldToken = await storedToken(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Offers and packages' })).toBeVisible();
  await expectAccessible(page, '/settings', WIDTHS);
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText(/Your password has been changed/);
  const oldSession = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(oldSession.status(), 'the session from before the change has ended').toBe(401);
  await page.reload();
  await expect(page.getByTestId('header-name')).toHaveText(NAME);

  // Download my data: one JSON file with the profile and the conversation.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^haveli-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    profile: { email: string };
    messages: Array<{ body: string }>;
  };
  expect(exported.profile.email).toBe(email);
  expect(exported.messages.map((message) => message.body)).toEqual([QUESTION, REPLY]);

  // Delete the account: confirmed with the password, signed out, and the old sign-in no longer works.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await expectAccessible(page, 'the delete dialog', WIDTHS);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('header-name')).toHaveText('Guest');

  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole('region', { name: 'USER LOGIN' }).getByRole('alert')).toHaveText(
    'Login failed. Please check your credentials.',
  );
  await expect(page.getByTestId('header-name')).toHaveText('Guest');
});

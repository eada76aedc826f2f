import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, registerGuest, staffHeaders } from '../support/site';

/** Where the API writes its mail: MAIL_OUTBOX_DIR when the run sets it, else the API's default folder. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '..', '..', '.data', 'outbox');
const PASSWORD = 'Haveli#Guest2026';

const subjectsMailedTo = (email: string): string[] =>
  existsSync(OUTBOX)
    ? readdirSync(OUTBOX)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map(
          (file) => JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as { to: string; subject: string },
        )
        // A new guest's welcome mail goes out too; these are the order's.
        .filter((mail) => mail.to === email && mail.subject.startsWith('Your Haveli order'))
        .map((mail) => mail.subject)
    : [];

test('a guest sees their order become Ready without a reload, with a toast, and gets the mails', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const guest = { name: 'Ira Mathur', email: `e2e-live-${Date.now()}@example.in` };
  await registerGuest(page.request, guest, PASSWORD);
  await logIn(page, guest.email, PASSWORD);
  await expect(page.getByTestId('header-name')).toHaveText(guest.name);

  // The guest orders in the browser: a chai, for pickup, as soon as possible.
  await page.goto('/category-list');
  await page.getByRole('link', { name: 'Beverages' }).click();
  await expect(page.getByText('Dishes from Beverages')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart Masala Chai' }).click();
  await page
    .getByRole('dialog', { name: 'Masala Chai' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Pickup from the restaurant' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user-orders$/);
  const order = page.getByRole('article').first();
  await expect(order.getByTestId('order-status')).toHaveText('Received');
  const reference = ((await order.getByRole('heading').first().textContent()) ?? '')
    .replace(/^Order /, '')
    .trim();
  expect(reference).toMatch(/^FO-/);

  // Staff, beside the browser, move the order on through the API.
  const staff = await staffHeaders(page);
  const guestLogin = await page.request.post('/api/auth/login', {
    data: { email: guest.email, password: PASSWORD },
  });
  const { token } = ((await guestLogin.json()) as { data: { token: string } }).data;
  const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  const listed = await page.request.get(`/api/orders/user/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { orders } = (await listed.json()) as { orders: { id: number; reference: string }[] };
  const id = orders.find((candidate) => candidate.reference === reference)?.id;
  expect(id).toBeDefined();

  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
  for (const status of ['Preparing', 'Ready']) {
    const moved = await page.request.put(`/api/orders/${id}/status`, { headers: staff, data: { status } });
    expect(moved.status()).toBe(200);
  }

  await expect(order.getByTestId('order-status')).toHaveText('Ready');
  await expect(
    page.getByRole('status').filter({ hasText: `Your order ${reference} is ready` }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);

  await expect
    .poll(() => subjectsMailedTo(guest.email))
    .toEqual([`Your Haveli order ${reference} is received`, `Your Haveli order ${reference} is ready`]);
});

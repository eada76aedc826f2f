import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn, logOut, staffHeaders } from '../support/site';

const PHOTO = join(__dirname, '..', '..', 'assets', 'photos', 'pool-infinity-terrace.jpg');
/** Where the API writes its mail: MAIL_OUTBOX_DIR when the run sets it, else the API's default folder. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '..', '..', '.data', 'outbox');
const PASSWORD = 'Haveli#Editor2026';

/** The token of the latest invitation the API mailed to `email`. */
function invitationToken(email: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  const mails = readdirSync(OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === email);
  return /accept-invitation\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? null;
}

/** An editor's account: invited by the e2e manager, its password set through the mailed link's token. */
async function newEditor(page: Page): Promise<string> {
  const email = `editor-${Date.now()}@haveli.example`;
  const invited = await page.request.post('/api/staff/invitations', {
    headers: await staffHeaders(page),
    data: { name: 'Ira Editor', email, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await expect
    .poll(() => invitationToken(email), { message: `an invitation mail in ${OUTBOX}` })
    .not.toBeNull();
  const accepted = await page.request.post('/api/auth/accept-invitation', {
    data: { token: invitationToken(email), password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  return email;
}

test.describe('staff content', () => {
  test('an editor changes a room type’s photo but not its price, a manager changes the price; /rooms shows both', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, await newEditor(page), PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText('Ira Editor');
    const sections = page.getByRole('navigation', { name: 'Back office' });

    await page.goto('/staff/content');
    await expect(sections.getByRole('link', { name: 'Content' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Room bookings' })).toHaveCount(0);
    await page.getByRole('link', { name: /Room types/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible();
    await page.getByRole('button', { name: /^Nightly price/ }).click();
    await expect(page).toHaveURL(/sort=room_base_price/);
    await expectAccessible(page, '/staff/content/room-types', { widths: [390, 1440] });

    // By id, as /rooms lists them: the first is on the public list's first page.
    await page.goto('/staff/content/room-types');
    const firstRow = page.getByRole('row').nth(1);
    const title = (await firstRow.getByRole('cell').first().textContent())?.trim() ?? '';
    await firstRow.getByRole('link', { name: /^Edit / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit room type' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Formatting of Description' })).toBeVisible();

    // Prices are the manager's: the editor sees the price, read-only, and why.
    const editorsPrice = page.getByLabel('Nightly price (₹)');
    await expect(editorsPrice).not.toBeEditable();
    await expect(editorsPrice).toHaveAccessibleDescription(/Only a manager changes prices/);
    await page.getByLabel('Photo to upload for Image').setInputFiles(PHOTO);
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue(
      /^\/api\/images\/uploads\/upload-.+\.webp$/,
      {
        timeout: 30_000,
      },
    );
    const image = await page.getByLabel('Image', { exact: true }).inputValue();
    await expect(page.getByRole('img', { name: 'Preview of image' })).toHaveAttribute('src', image);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    await expectAccessible(page, '/staff/content/room-types/:id', { widths: [390, 1440] });

    // The manager, on the same form, changes the price.
    const editPath = new URL(page.url()).pathname;
    await logOut(page);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(editPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit room type' })).toBeVisible();
    const price = 20_000 + Math.floor(Math.random() * 9_000);
    await page.getByLabel('Nightly price (₹)').fill(String(price));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');

    await page.goto('/rooms');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText(`₹${price.toLocaleString('en-IN')}`);
    const photo = card.getByRole('img', { name: title });
    await expect(photo).toHaveAttribute('src', image);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

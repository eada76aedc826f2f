import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn } from '../support/site';

/** Where the API writes its mail: MAIL_OUTBOX_DIR when the run sets it, else the API's default folder. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '..', '..', '.data', 'outbox');
const PASSWORD = 'Haveli#Desk2026';

/** The site path of the latest link to `page` (e.g. '/accept-invitation') the API mailed to `email`. */
function mailedLink(email: string, page: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  const pattern = new RegExp(`${page}\\?token=[\\w-]+`);
  const mails = readdirSync(OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === email && pattern.test(mail.text));
  return pattern.exec(mails.at(-1)?.text ?? '')?.[0] ?? null;
}

test.describe('staff accounts', () => {
  test('a manager invites the front desk, then disables the account; the audit log shows both', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const member = { name: 'Kavya Desk', email: `desk-${Date.now()}@haveli.example` };

    // The manager invites a new member of the front desk.
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto('/staff/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    const invite = page.getByRole('form', { name: 'Invite a member of staff' });
    await invite.getByLabel('Name').fill(member.name);
    await invite.getByLabel('Email').fill(member.email);
    await invite.getByLabel('Role').selectOption({ label: 'Front desk' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${member.email}.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(member.name) });
    await expect(row).toContainText('Invited');
    await expectAccessible(page, '/staff/accounts', { widths: [390, 1440] });

    // The invitee follows the mailed link, chooses a password, signs in and opens the back office.
    const invitation = () => mailedLink(member.email, '/accept-invitation');
    await expect.poll(invitation, { message: `an invitation mail in ${OUTBOX}` }).not.toBeNull();
    const desk = await (await browser.newContext()).newPage();
    await desk.goto(invitation() ?? '');
    await expect(desk.getByRole('heading', { name: 'Join the Haveli team' })).toBeVisible();
    await expectAccessible(desk, '/accept-invitation', { widths: [390, 1440] });
    await desk.getByLabel('New Password').fill(PASSWORD);
    await desk.getByLabel('Confirm Password').fill(PASSWORD);
    await desk.getByRole('button', { name: 'Set Password' }).click();
    await expect(desk).toHaveURL(/\/login$/);
    await logIn(desk, member.email, PASSWORD);
    await expect(desk.getByTestId('header-name')).toHaveText(member.name);
    await desk.goto('/staff/bookings');
    await expect(desk.getByRole('heading', { level: 1, name: 'Room bookings' })).toBeVisible();
    // The manager's screens are not offered to the front desk (and the API refuses them anyway).
    const deskNav = desk.getByRole('navigation', { name: 'Back office' });
    await expect(deskNav.getByRole('link', { name: 'Room bookings' })).toBeVisible();
    await expect(deskNav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);

    // The manager disables the account: the front desk's next request is refused, and the site asks them
    // to sign in again.
    await page.reload();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Disable ${member.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable account: ${member.name}` });
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Disabled');
    const refused = desk.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    await desk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Table requests' })
      .click();
    expect((await refused).status()).toBe(401);
    await expect(desk).toHaveURL(/\/login/);

    // The audit log shows both changes, filtered to the manager's account changes.
    await page.goto('/staff/audit?action=account');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('row', { name: /account\.invite/ }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /account\.disable/ }).first()).toBeVisible();
    await expectAccessible(page, '/staff/audit', { widths: [390, 1440] });
  });
});

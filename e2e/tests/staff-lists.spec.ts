import { expect, test } from '@playwright/test';
import { E2E_ADMIN, logIn } from '../support/site';

test.describe('the back office lists and room types’ amenities', () => {
  test('a manager lists a room type’s amenities, the public room page shows them, the log finds the change', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');

    // Rates → Room types: the first type gets a list of its own.
    await page.goto('/staff/rates?tab=room-types');
    const form = page
      .getByRole('form')
      .filter({ has: page.getByLabel('In the room (one a line)') })
      .first();
    const list = form.getByLabel('In the room (one a line)');
    await expect(list).toHaveValue(/Free high-speed Wi-Fi/);
    await list.fill('Private plunge pool\nButler on call');
    await form.getByRole('button', { name: /^Save / }).click();
    await expect(form.getByRole('status')).toContainText('public room page');

    // The public room page (the first type unless the address names one) lists them.
    await page.goto('/room-details');
    const inRoom = page
      .getByRole('heading', { level: 3, name: 'In your room' })
      .locator('xpath=following-sibling::ul[1]');
    await expect(inRoom.getByRole('listitem')).toHaveText(['Private plunge pool', 'Butler on call']);

    // The audit log: searched for the change, sorted by who made it; both stay in the address.
    await page.goto('/staff/audit');
    await page.getByLabel('Record id or action').fill('room_type');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q=room_type/);
    await expect(page.getByRole('row', { name: /room_type\.rates/ }).first()).toBeVisible();
    await page.getByRole('button', { name: /^Who/ }).click();
    await expect(page).toHaveURL(/sort=actor&dir=asc/);
    await expect(page.getByRole('columnheader', { name: /Who/ })).toHaveAttribute('aria-sort', 'ascending');

    // Staff accounts: found by email, sorted by name.
    await page.goto('/staff/accounts');
    await page.getByLabel('Search by name or email').fill(E2E_ADMIN.email);
    await page.getByRole('button', { name: 'Find staff' }).click();
    await expect(page.getByRole('row', { name: new RegExp(E2E_ADMIN.email) })).toBeVisible();
    await expect(page.getByText('1 account', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
  });
});

import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn } from '../support/site';

test.describe('a walk-in guest', () => {
  test('the desk makes a profile for a walk-in, books a room for tonight and checks them in; the profile reads on a phone', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const name = `Walk-in ${Date.now().toString(36)}`;
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');

    await page.goto('/staff/bookings');
    await page.getByRole('link', { name: 'New reservation' }).click();
    await expect(page).toHaveURL(/\/staff\/bookings\/new$/);

    // A new profile for the guest at the desk: name and phone, no email.
    await page.getByRole('button', { name: 'New guest profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'New guest profile' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill('+91 94140 12345');
    await dialog.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByRole('button', { name: 'Change guest' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();

    // Tonight, the guest site's own quote, then Book: the new booking's page.
    await expect(page.getByTestId('quote-total')).toContainText('₹');
    await expectAccessible(page, 'the new reservation', { allImpacts: true, widths: [1024] });
    await page.getByRole('button', { name: 'Book' }).click();
    await expect(page).toHaveURL(/\/staff\/bookings\/HJ-[2-9A-HJ-NP-Z]{6}$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toContainText('Confirmed');

    // The engine gave the walk-in a room housekeeping has made ready.
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Check in room / }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toContainText('In house');

    // The guest's profile, on a phone: the stay and the contact.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: `Guest profile of ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stays' })).toContainText('Walk-in');
    await expect(page.getByText('+91 94140 12345')).toBeVisible();
    await expectAccessible(page, 'the guest profile', { allImpacts: true, widths: [390] });
  });
});

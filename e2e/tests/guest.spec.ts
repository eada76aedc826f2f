import { expect, test } from '@playwright/test';
import { DEMO_GUEST, logIn } from '../support/site';

test.describe('a guest', () => {
  test('logs in and the header shows their name', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('header-name')).toHaveText('Guest');
    await logIn(page);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByTestId('header-name')).toHaveText(DEMO_GUEST.name);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('is told when the credentials are wrong, and stays anonymous', async ({ page }) => {
    await logIn(page, DEMO_GUEST.email, 'not-the-password');
    // Said by the form itself, and by a toast.
    await expect(page.getByRole('region', { name: 'USER LOGIN' }).getByRole('alert')).toHaveText(
      'Login failed. Please check your credentials.',
    );
    await expect(page.getByTestId('header-name')).toHaveText('Guest');
  });

  test('sees the login rules before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'USER LOGIN' })).toBeVisible();
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Enter a valid email.')).toBeVisible();
    await email.fill('');
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  test('stays signed in after a reload', async ({ page }) => {
    await logIn(page);
    await expect(page.getByTestId('header-name')).toHaveText(DEMO_GUEST.name);
    await page.reload();
    await expect(page.getByTestId('header-name')).toHaveText(DEMO_GUEST.name);
  });
});

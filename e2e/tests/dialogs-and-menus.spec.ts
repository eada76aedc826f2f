import { expect, test } from '@playwright/test';
import { DEMO_GUEST, logIn } from '../support/site';

test('a dialog makes the page behind it inert, closes on Escape and gives focus back to its opener', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('banner').getByRole('button', { name: 'Book Your Slot' });
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });

  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Slot' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  // Nothing behind the dialog takes focus while it is open; Tab stays in it.
  await login.evaluate((link: HTMLElement) => link.focus());
  await expect(login).not.toBeFocused();
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    await expect(login).not.toBeFocused();
    await expect(opener).not.toBeFocused();
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the profile menu is a menu button: arrows move through it, Escape goes back to the button', async ({
  page,
}) => {
  await logIn(page);
  const button = page.getByRole('banner').getByRole('button', { name: DEMO_GUEST.name });
  await expect(button).toBeVisible();

  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: DEMO_GUEST.name });
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

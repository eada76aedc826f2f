import { expect, test } from '@playwright/test';

test.describe('a visitor', () => {
  test('sees the hero and the room types from the API on /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
    await expect(page.getByText('Experience Royal Hospitality')).toBeVisible();
    await expect(page.getByText('At Its Best')).toBeVisible();
    for (const roomType of ['Standard', 'Deluxe', 'Suite']) {
      await expect(page.getByRole('heading', { name: new RegExp(roomType) }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/user-booking');
  });

  test('finds the landmarks and every footer link', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/about',
      '/rooms',
      '/room-details',
      '/blog',
      '/contact',
      '/offer',
      '/dining',
      '/faq',
      '/menu',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.locator('a[href="/page/privacy-policy"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/page/term-and-condition"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'View Menus' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Make a Reservation' })).toBeVisible();
  });

  test('is sent to /home from an unknown path and from the layout routes', async ({ page }) => {
    for (const path of ['/no-such-page', '/header', '/footer', '/deeply/unknown/path']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
    }
  });
});

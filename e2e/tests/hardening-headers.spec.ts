import { expect, test } from '@playwright/test';
import { DEMO_GUEST, inDays, logIn, REMOTE_ORIGINS } from '../support/site';

test.describe('security headers and sign-in in the browser', () => {
  test('the shell page has a CSP without inline script that every screen works under', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const origin of Object.values(REMOTE_ORIGINS)) {
      expect(scriptSrc).toContain(origin);
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin}`));
      // Remotes ship their own illustrations.
      expect(csp).toMatch(new RegExp(`img-src 'self' [^;]*${origin}[^;]* data:`));
    }
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();

    for (const path of [
      '/',
      '/rooms',
      '/menu',
      '/blog/a-morning-at-amber-fort',
      '/contact',
      '/career',
      '/login',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('the site signs in and books with its bearer token alone: the API sets no cookie', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();

    await logIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
    await expect(page.getByTestId('header-name')).toHaveText(DEMO_GUEST.name);
    // A stay chosen by its link (as a room's Book does), confirmed on the booking form.
    // Three nights or more: the stay rules' longest minimum (24 Dec to 1 Jan), so the test runs on any day.
    await page.goto(`/user-booking?roomType=Deluxe&checkIn=${inDays(70)}&checkOut=${inDays(73)}&adults=2`);
    await expect(page.getByTestId('stay-total')).toHaveText(/^₹[\d,]+(?:\.\d\d)?$/, { timeout: 30_000 });
    await page.getByLabel('Remarks').fill('Bearer only');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking successful!')).toBeVisible({ timeout: 30_000 });

    // Nothing a browser would send along on its own (a cookie) identifies the guest to the API.
    expect(await page.context().cookies()).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';

// The server puts each screen's prerendered first paint into the page: a visitor sees the screen before
// any script has run, and the live one takes its place without a jump.
// Each route's title as its remote declares it: the HTML carries it before any script runs.
const routeTitles: Record<string, string> = {
  '/home': 'Luxury Hotel in Jaipur',
  '/rooms': 'Rooms',
  '/menu': 'Our Menu',
  '/login': 'Login',
};

test.describe('the first paint in the page itself', () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('home, rooms, menu and login are painted from the HTML alone', async ({ page }) => {
      const screens = [
        { path: '/home', heading: 'Luxury Hotels in Jaipur' },
        { path: '/rooms', heading: 'Rooms & Suites' },
        { path: '/menu', heading: 'Our Menu' },
        { path: '/login', heading: 'USER LOGIN' },
      ];
      for (const { path, heading } of screens) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page).toHaveTitle(`${routeTitles[path]} | Haveli Jaipur`);
        await expect(page.locator('main h1')).toHaveText(heading);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator(`fieldset[data-first-paint="${path}"]`)).toHaveAttribute('disabled');
      }
      // Nothing in it can be used until the live screen is there: nothing typed is lost.
      await expect(page.getByLabel('Email')).toBeDisabled();
      await page.goto('/home');
      // The header's buttons wait for the shell, and look as they will; its links work without it.
      const bookSlot = page.getByRole('banner').getByRole('button', { name: 'Book Your Slot' });
      await expect(bookSlot).toBeDisabled();
      await expect(bookSlot).toHaveCSS('opacity', '1');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(page.locator('main img.haveli-hero-image')).toHaveAttribute(
        'src',
        '/api/images/photos/restaurant-rooftop-terrace-800.webp',
      );
    });

    test('the frame marks the page the visitor is on; unknown paths get the home screen they go to', async ({
      page,
    }) => {
      await page.goto('/blog/a-morning-at-amber-fort');
      await expect(page).toHaveTitle('Blog | Haveli Jaipur');
      await page.goto('/menu');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }),
      ).toHaveAttribute('aria-current', 'page');
      await page.goto('/no-such-page');
      await expect(page.locator('fieldset[data-first-paint="/home"]')).toBeVisible();
      // A screen with its own data in the path is not prerendered, and never painted as another screen.
      await page.goto('/blog/a-morning-at-amber-fort');
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    });
  });

  test('the first frame shows the whole screen, and the shell fetches its code once it is on the screen', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          seen.push(
            entry.element?.closest('[data-first-paint]')?.getAttribute('data-first-paint') ?? 'frame',
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/rooms');
    await expect(page.locator('[data-remote="content"]')).toBeVisible();
    const { largestPaints, firstPaint, chunkStarts } = await page.evaluate(() => ({
      largestPaints: (window as unknown as { largestPaints: string[] }).largestPaints,
      // When the frame reached the screen (paintTime is when it was drawn, a moment before).
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      // The shell's chunks, its shared libraries' `boot` among them.
      chunkStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.match(/^\/(\d+|boot)\.[0-9a-f]{8}\.js$/))
        .map((entry) => entry.startTime),
    }));
    // Not the header alone first and the screen a frame later: the screen is in the first frame.
    expect(largestPaints[0]).toBe('/rooms');
    expect(firstPaint).toBeGreaterThan(0);
    expect(chunkStarts.length).toBeGreaterThan(0);
    expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(firstPaint);
  });

  test('the live screen replaces it once, and then works', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('[data-remote="account"]')).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'USER LOGIN' })).toHaveCount(1);
    await page.getByLabel('Email').fill('guest@example.com');
    await expect(page.getByLabel('Email')).toHaveValue('guest@example.com');
  });
});

import { expect, test } from '@playwright/test';
import { expectLeadColour, LEAD_COLOUR, REMOTE_ORIGINS } from '../support/site';

test("a remote's screen is drawn with its own styles, its stylesheet fetched once", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });

  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await expectLeadColour(page, LEAD_COLOUR);
  const fromContent = stylesheets.filter((url) => url.startsWith(REMOTE_ORIGINS.content));
  expect(fromContent).toHaveLength(1);
  expect(stylesheets).toHaveLength(2);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the first paint of a remote's screen is drawn with that remote's styles", async ({ page }) => {
    await page.goto('/about');

    await expect(page.locator('.first-paint .page-banner-lead')).toHaveCSS('color', LEAD_COLOUR);
  });
});

test("a remote's screen reached by a link is never drawn without its styles", async ({ page }) => {
  // Reads the colour of the lead text in the very task that puts it on the page, before any frame.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { leadColoursSeen: seen });
    new MutationObserver(() => {
      for (const lead of document.querySelectorAll<HTMLElement>('main .page-banner-lead:not([data-seen])')) {
        lead.dataset.seen = '';
        seen.push(getComputedStyle(lead).color);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // A slow network for the remote's stylesheet: the screen must wait for it, not race it.
  await page.route(
    (url) => url.href.startsWith(REMOTE_ORIGINS.content) && url.pathname.endsWith('.css'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    },
  );
  await page.goto('/login');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The live site: a link followed before the shell starts loads a whole page (its head's styles first).
  await expect(page.locator('main .remote-area[data-remote]')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main').locator('.page-banner-lead')).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { leadColoursSeen: string[] }).leadColoursSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(new Set(seen)).toEqual(new Set([LEAD_COLOUR]));
});

import { expect, type Page, test } from '@playwright/test';
import { REMOTE_ORIGINS } from '../support/site';

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const pageHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

/** Opens `path` and waits for the live site: links followed before the shell starts load whole pages. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(pageHeading(page, heading)).toBeVisible();
  await expect(page.locator('main .remote-area[data-remote]')).toBeVisible();
}

/** Records, from now on, whether "Loading…" is ever put on the page. */
async function watchForLoading(page: Page) {
  await page.evaluate(() => {
    const seen = window as Window & { loadingSeen?: boolean };
    seen.loadingSeen = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Loading…')) seen.loadingSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
const loadingWasSeen = (page: Page) =>
  page.evaluate(() => (window as Window & { loadingSeen?: boolean }).loadingSeen);

test.describe('moving between pages', () => {
  test('shows a page whose code is loaded at once: no "Loading…" on any hop', async ({ page }) => {
    await open(page, '/about', 'About Us');
    await footerLink(page, 'FAQ').click();
    await expect(pageHeading(page, 'Frequently Asked Questions')).toBeVisible();

    await watchForLoading(page);
    for (const [link, heading] of [
      ['About Us', 'About Us'],
      ['FAQ', 'Frequently Asked Questions'],
      ['About Us', 'About Us'],
      ['About Us', 'About Us'],
    ]) {
      await footerLink(page, link!).click();
      await expect(pageHeading(page, heading!)).toBeVisible();
    }
    // The last link led to the page already shown (in place of its history entry): back is the FAQ.
    await page.goBack();
    await expect(pageHeading(page, 'Frequently Asked Questions')).toBeVisible();
    expect(await loadingWasSeen(page)).toBe(false);
  });

  test("names each page in the browser's title and takes focus to its heading", async ({ page }) => {
    await open(page, '/home', 'Luxury Hotels in Jaipur');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rooms' }).click();
    await expect(page).toHaveTitle('Rooms | Haveli Jaipur');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

    await footerLink(page, 'FAQ').click();
    await expect(page).toHaveTitle('FAQ | Haveli Jaipur');
    await expect(pageHeading(page, 'Frequently Asked Questions')).toBeFocused();
  });

  test('keeps the old page, with a progress bar, while the next one’s code is on its way', async ({
    page,
  }) => {
    await open(page, '/about', 'About Us');
    // The account remote answers slowly: its code is not loaded yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${REMOTE_ORIGINS.account}/**`, async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
    await expect(pageHeading(page, 'About Us')).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);

    release();
    await expect(page.getByRole('main').getByText('USER LOGIN')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

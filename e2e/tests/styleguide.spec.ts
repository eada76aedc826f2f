import { expect, type Page, test } from '@playwright/test';

/** The components /styleguide shows (mfe-content/src/features/styleguide/tokens.ts). */
const COMPONENTS = [
  'Button',
  'Badge',
  'Card',
  'SectionHeader',
  'PriceDisplay',
  'Stars',
  'FormField',
  'Toast',
  'EmptyState',
  'ErrorState',
  'LoadingState',
  'Pager',
  'Icon',
];

/** Emoji and pictographs, less the copyright, registered and trade marks that are ordinary text. */
const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/gu;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function openStyleguide(page: Page) {
  await page.goto('/styleguide');
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`the style guide shows every component on a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openStyleguide(page);

    for (const component of COMPONENTS) {
      await expect(page.locator(`[data-component="${component}"]`), component).toBeVisible();
    }
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(/Style guide/);
  });
}

test('the brand faces load from the site itself and are the ones the headings and text use', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await openStyleguide(page);
  await page.evaluate(() => document.fonts.ready);

  const loaded = await page.evaluate(() => ({
    display: document.fonts.check('600 32px "Cormorant Garamond"'),
    text: document.fonts.check('400 16px "Source Sans 3"'),
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }));
  expect(loaded.display).toBe(true);
  expect(loaded.text).toBe(true);
  expect(loaded.heading).toMatch(/^"?Cormorant Garamond/);
  expect(loaded.body).toMatch(/^"?Source Sans 3/);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test('the first page preloads the two faces its first paint sets, and no more', async ({ page }) => {
  await page.goto('/home');

  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toHaveLength(2);
  expect(preloads.join(' ')).toMatch(/cormorant-garamond-latin-600-normal\.[0-9a-f]+\.woff2/);
  expect(preloads.join(' ')).toMatch(/source-sans-3-latin-400-normal\.[0-9a-f]+\.woff2/);
});

test('focus shows as a ring on light and on maroon, and motion is short and stops when asked', async ({
  page,
}) => {
  await openStyleguide(page);
  const band = page.locator('.bg-maroon').filter({ hasText: 'Gold on maroon' });
  const onMaroon = band.getByRole('button', { name: 'Gold on maroon' });
  await onMaroon.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(onMaroon).toBeFocused();
  const ring = (locator: typeof onMaroon) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
  expect(await ring(onMaroon)).toEqual({ style: 'solid', width: '2px', color: 'rgb(230, 199, 102)' });

  const primary = page.locator('[data-component="Button"]').getByRole('button', { name: 'Primary' });
  await primary.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(primary).toBeFocused();
  expect(await ring(primary)).toEqual({ style: 'solid', width: '2px', color: 'rgb(122, 31, 43)' });

  const longestTransition = () =>
    page.locator('.haveli-card, .btn').evaluateAll((elements) =>
      Math.max(
        ...elements.flatMap((element) =>
          getComputedStyle(element)
            .transitionDuration.split(',')
            .map((duration) => parseFloat(duration) * (duration.trim().endsWith('ms') ? 1 : 1000)),
        ),
      ),
    );
  expect(await longestTransition()).toBeGreaterThan(0);
  expect(await longestTransition()).toBeLessThanOrEqual(200);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await longestTransition()).toBeLessThan(1);
});

test('no page shows emoji: icons are drawn, and the style guide is not linked from the site', async ({
  page,
}) => {
  for (const route of ['/home', '/rooms', '/menu', '/about', '/styleguide']) {
    await page.goto(route);
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text.match(EMOJI) ?? [], route).toEqual([]);
    if (route !== '/styleguide') await expect(page.locator('a[href*="styleguide"]')).toHaveCount(0);
  }

  await page.goto('/home');
  await expect(page.locator('.facility-card svg[aria-hidden="true"]')).toHaveCount(4);
});

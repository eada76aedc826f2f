import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { REMOTE_ORIGINS } from '../support/site';

const ROOT = join(__dirname, '..', '..');
const CONTENT_STYLES = join(ROOT, 'mfe-content', 'src', 'styles.scss');
/** The content remote's muted lead text under a page's title (#5c4d42, a token the shell serves). */
const LEAD_COLOUR = 'rgb(92, 77, 66)';
const LEAD_RULE = '.page-banner-lead {\n  max-width: 48rem;\n  color: var(--haveli-muted);';

/** The lead's colour on the live screen (the first paint's copy is replaced by it). */
const expectLeadColour = (page: Page, colour: string) =>
  expect
    .poll(() =>
      page
        .getByRole('main')
        .locator('.page-banner-lead')
        .evaluate((element) => getComputedStyle(element).color),
    )
    .toBe(colour);

const deploy = (...args: string[]) =>
  execFileSync('node', ['scripts/deploy-remote.mjs', 'mfe-content', ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR },
    stdio: 'inherit',
  });

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

test("a remote's release that changes a colour is seen on the next page load, without a shell deploy", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const releasesFile = join(process.env.E2E_DEPLOY_DIR!, 'releases.json');
  const before = (JSON.parse(readFileSync(releasesFile, 'utf8')) as Record<string, string>).content!;
  const shellBuild = readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const source = readFileSync(CONTENT_STYLES, 'utf8');
  expect(source).toContain(LEAD_RULE);
  // The build of the changed source goes live; the source and the built folder are put back after.
  const dist = join(ROOT, 'mfe-content', 'dist');
  const keptDist = mkdtempSync(join(tmpdir(), 'haveli-content-dist-'));
  cpSync(dist, keptDist, { recursive: true });
  await page.goto('/about');
  await expectLeadColour(page, LEAD_COLOUR);

  try {
    writeFileSync(
      CONTENT_STYLES,
      source.replace(LEAD_RULE, LEAD_RULE.replace('var(--haveli-muted)', '#0b6e4f')),
    );
    deploy();
    writeFileSync(CONTENT_STYLES, source);

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectLeadColour(page, 'rgb(11, 110, 79)');
    expect(readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBuild);
  } finally {
    writeFileSync(CONTENT_STYLES, source);
    rmSync(dist, { recursive: true, force: true });
    cpSync(keptDist, dist, { recursive: true });
    rmSync(keptDist, { recursive: true, force: true });
    deploy('--activate', before);
  }

  await page.reload();
  await expectLeadColour(page, LEAD_COLOUR);
});

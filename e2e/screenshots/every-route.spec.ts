import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES, settled, signInForRoutes } from '../support/routes';

const OUT = process.env.SCREENSHOTS_DIR ?? join(__dirname, '..', '.artifacts', 'screenshots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

const fileOf = (path: string, width: number) =>
  join(OUT, `${path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root'}-${width}.png`);

async function shoot(page: Page, path: string, width: number) {
  await page.goto(path);
  await settled(page).catch(() => undefined);
  // Lazy sections and images below the fold: scroll through once so the picture shows the whole page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: fileOf(path, width), fullPage: true });
}

for (const { name, width, height } of WIDTHS) {
  test(`every route at ${width} px (${name})`, async ({ page }) => {
    mkdirSync(OUT, { recursive: true });
    await page.setViewportSize({ width, height });
    for (const path of PUBLIC_ROUTES) await shoot(page, path, width);
    for (const path of await signInForRoutes(page)) await shoot(page, path, width);
    console.info(`Screenshots at ${width} px in ${OUT}`);
  });
}

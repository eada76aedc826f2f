import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, settled, signInForRoutes } from '../support/routes';

/** The document's width beyond the viewport, and the elements that stick out (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = document.documentElement.scrollWidth - width;
    const culprits = wider
      ? Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      : [];
    return { wider, culprits };
  });
}

/** Every axe violation, whatever its impact. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function checkEveryRoute(page: Page, paths: string[], widths: number[], withAxe: boolean) {
  const problems: Record<string, unknown> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const { wider, culprits } = await overflow(page);
      if (wider > 0) problems[`${path} at ${width} px: ${wider} px too wide`] = culprits;
      if (withAxe) {
        const found = await violations(page);
        if (found.length > 0) problems[`${path} at ${width} px: axe`] = found;
      }
    }
  }
  expect(problems).toEqual({});
}

test.describe('every route, every width', () => {
  test('no public page is wider than a 320, 390 or 768 px viewport', async ({ page }) => {
    test.setTimeout(240_000);
    await checkEveryRoute(page, PUBLIC_ROUTES, [320, 390, 768], false);
  });

  test('no signed-in page is wider than a 320, 390 or 768 px viewport', async ({ page }) => {
    test.setTimeout(180_000);
    await checkEveryRoute(page, await signInForRoutes(page), [320, 390, 768], false);
  });
});

// One test a route (both widths): each reports its own violations, and a slow machine never runs one out of time.
test.describe('axe finds no violation of any impact, at 390 and 1440 px', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path}`, async ({ page }) => {
      await checkEveryRoute(page, [path], [390, 1440], true);
    });
  }
  for (const path of [...SIGNED_IN_ROUTES, '/edit-profile/<id>']) {
    test(`${path} (signed in)`, async ({ page }) => {
      const routes = await signInForRoutes(page);
      const target = path.includes('<id>')
        ? routes.filter((route) => route.startsWith('/edit-profile/'))
        : [path];
      await checkEveryRoute(page, target, [390, 1440], true);
    });
  }
});

import { expect, type Page, test } from '@playwright/test';
import { axe } from '../support/accessibility';
import { PUBLIC_ROUTES, settled, signInForRoutes } from '../support/routes';

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
  const { violations: found } = await axe(page).analyze();
  return found.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Two frames: the layout after a viewport change has been done. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

/**
 * Each path loaded once on a phone (390 px): no wider than the viewport there, at 320 and at 768 px, and axe
 * clean at 390 and 1440 px. The other widths are reached by resizing the loaded page, as the CSS and the
 * screens' media queries follow the viewport; one load a route instead of five.
 */
async function checkEveryRoute(page: Page, paths: string[]) {
  const problems: Record<string, unknown> = {};
  const at = async (path: string, width: number, withAxe: boolean) => {
    await page.setViewportSize({ width, height: width <= 390 ? 844 : 900 });
    await nextFrames(page);
    const { wider, culprits } = await overflow(page);
    if (wider > 0) problems[`${path} at ${width} px: ${wider} px too wide`] = culprits;
    if (withAxe) {
      const found = await violations(page);
      if (found.length > 0) problems[`${path} at ${width} px: axe`] = found;
    }
  };
  for (const path of paths) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await settled(page);
    await at(path, 390, true);
    await at(path, 320, false);
    await at(path, 768, false);
    await at(path, 1440, true);
  }
  expect(problems).toEqual({});
}

// One test a public route: each reports its own problems, and a slow machine never runs one out of time.
test.describe('every route: within 320, 390 and 768 px, axe clean at 390 and 1440 px', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path}`, async ({ page }) => {
      await checkEveryRoute(page, [path]);
    });
  }
  // The signed-in routes in one test: the guest signs in once.
  test('every signed-in route', async ({ page }) => {
    test.setTimeout(180_000);
    await checkEveryRoute(page, await signInForRoutes(page));
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AccessibilityCheck {
  /** Every violation, whatever its impact (the site's bar), instead of the serious and critical ones. */
  allImpacts?: boolean;
  /** Checks the page at each of these viewport widths (a phone's height at 390 px and below), then puts the
   * viewport back as it was. */
  widths?: number[];
}

/**
 * axe-core on the page as it is now, violations only. Legacy mode runs axe in the page itself: the site has no
 * frames, and the default (results gathered in a second, blank page) took about three times as long a check.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** axe-core finds no violation (of serious or critical impact unless `allImpacts`) on the page as it is now. */
export async function expectAccessible(
  page: Page,
  where = 'the page',
  { allImpacts = false, widths }: AccessibilityCheck = {},
): Promise<void> {
  const before = page.viewportSize();
  for (const width of widths ?? [null]) {
    if (width !== null) await page.setViewportSize({ width, height: width <= 390 ? 844 : 900 });
    const { violations } = await axe(page).analyze();
    const found = violations
      .filter((violation) => allImpacts || violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(found, width === null ? where : `${where} at ${width} px`).toEqual([]);
  }
  if (widths && before) await page.setViewportSize(before);
}

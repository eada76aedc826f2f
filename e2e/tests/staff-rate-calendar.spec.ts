import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn } from '../support/site';

// A Tuesday night years ahead, stop-sold for the Deluxe rooms (setting it again on a rerun changes nothing).
const NIGHT = '2034-06-13';
const NIGHT_WORDS = '13 Jun 2034';
// The previewed season: a night of its own on each run, so that reruns never overlap one another.
const seasonNight = () => {
  const day = new Date(Date.UTC(2036, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

test.describe('the rates calendar', () => {
  test('a manager stop-sells a room type on a night and a visitor’s search no longer offers it; a season is previewed, then saved', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto('/staff/rates?tab=calendar');
    await page.getByLabel('Room type').selectOption({ index: 1 });
    const deluxe = (await page.getByLabel('Room type').locator('option:checked').textContent())!;
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page, 'the rates calendar', { allImpacts: true, widths: [390, 1440] });

    await page.getByLabel('From', { exact: true }).fill(NIGHT);
    await page.getByLabel('To', { exact: true }).fill(NIGHT);
    await page.getByRole('button', { name: 'Set restrictions…' }).click();
    const dialog = page.getByRole('dialog', { name: `Restrictions: ${deluxe}, ${NIGHT_WORDS}` });
    await dialog.getByLabel('Stop-sell').selectOption('on');
    await dialog.getByRole('button', { name: 'Save restrictions' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 day changed' })).toBeVisible();

    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const search = await visitor.newPage();
    await search.goto('/rooms');
    await search.getByLabel('Check In').fill(NIGHT);
    await search.getByLabel('Check Out').fill('2034-06-14');
    await search.getByRole('button', { name: 'Check Availability' }).click();
    await expect(search.getByText(/Rooms for/)).toBeVisible();
    await expect(
      search.getByText(`This room type is not available on ${NIGHT_WORDS}.`, { exact: false }),
    ).toBeVisible();
    await expect(search.getByRole('link', { name: 'Book Deluxe', exact: true })).toHaveCount(0);
    await expect(search.getByRole('link', { name: /^Book / }).first()).toBeVisible();
    await visitor.close();

    const night = seasonNight();
    await page.getByRole('navigation', { name: 'Rates' }).getByRole('link', { name: 'Seasons' }).click();
    await page.getByRole('button', { name: 'Add a season' }).click();
    const season = page.getByRole('dialog', { name: 'Add a season' });
    await season.getByLabel('Name').fill(`Gala ${night}`);
    await season.getByLabel('Rooms').selectOption({ label: deluxe });
    await season.getByLabel('Starts on').fill(night);
    await season.getByLabel('Ends on (last night)').fill(night);
    await season.getByLabel('Adjust by').selectOption('amount');
    await season.getByLabel('Adjustment').fill('2000');
    await season.getByRole('spinbutton', { name: 'Priority' }).fill('63');
    await season.getByLabel('Adds to them').check();
    await season.getByRole('button', { name: 'Preview prices' }).click();
    const previewed = season.getByRole('table', { name: /before and after/ });
    await expect(previewed.getByRole('cell', { name: /→/ })).toBeVisible();
    const [before, after] = (await previewed.getByRole('cell', { name: /→/ }).innerText()).split('→');
    const rupees = (text: string | undefined) => Number(text!.replace(/[^\d]/g, ''));
    expect(rupees(after) - rupees(before)).toBe(2000);
    await season.getByRole('button', { name: 'Save season' }).click();
    await expect(season).toBeHidden();
  });
});

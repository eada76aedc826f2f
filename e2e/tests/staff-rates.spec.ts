import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn } from '../support/site';

const DELUXE = 2;
// A Tuesday night years ahead: no weekend price and no sample season.
const NIGHT = '2034-05-09';
const quoteUrl = `/api/stays/quote?room_type_id=${DELUXE}&check_in=${NIGHT}&check_out=2034-05-10&adults=2`;

test.describe('rooms and rates in the back office', () => {
  test('a manager adds a season and the guest’s quote follows it; a room out of service leaves availability', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const quote = async () =>
      (await (await page.request.get(quoteUrl)).json()) as {
        available_rooms: number;
        price: { nights: { rate: number }[] };
      };
    const before = await quote();

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto('/staff/rates');
    await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Festive peak/ }).first()).toBeVisible();
    await expectAccessible(page, 'the rates', { allImpacts: true, widths: [390, 1440] });

    await page.getByRole('button', { name: 'Add a season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a season' });
    await dialog.getByRole('button', { name: 'Save season' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Pushkar fair');
    await dialog.getByLabel('Rooms').selectOption({ index: DELUXE });
    await dialog.getByLabel('Starts on').fill(NIGHT);
    await dialog.getByLabel('Ends on (last night)').fill(NIGHT);
    await dialog.getByLabel('Adjustment').fill('50');
    await dialog.getByRole('button', { name: 'Save season' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Pushkar fair/ })).toContainText('+50%');
    await expect
      .poll(async () => (await quote()).price.nights[0]!.rate)
      .toBe(Math.round(before.price.nights[0]!.rate * 1.5));

    // On a phone every tab fits the screen's width (wide tables scroll within themselves).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['Seasons', 'Stay rules', 'Rate plans', 'Room types', 'Taxes', 'Coupons']) {
      await page.getByRole('navigation', { name: 'Rates' }).getByRole('link', { name: tab }).click();
      await expect(page.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/tab=coupons/);
    await expect(page.getByRole('table', { name: 'Coupons' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Rooms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    await expectAccessible(page, 'the rooms', { allImpacts: true, widths: [390, 1440] });
    await page.getByLabel('Room type').selectOption({ index: DELUXE });
    await page.getByRole('button', { name: 'Show rooms' }).click();
    await expect(page).toHaveURL(new RegExp(`room_type=${DELUXE}`));
    // The list shows the chosen type's rooms (the first row's type), not the rows from before the filter.
    const chosenType = (await page.getByLabel('Room type').locator('option:checked').textContent())!;
    const firstRow = page.getByRole('table', { name: 'Rooms' }).getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText(chosenType);
    const takeOut = page
      .getByRole('button', { name: /^Take room .* out of service for some nights$/ })
      .first();
    const label = (await takeOut.getAttribute('aria-label'))!;
    const roomNo = label.replace('Take room ', '').replace(' out of service for some nights', '');
    await takeOut.click();
    const closure = page.getByRole('dialog', { name: `Take room ${roomNo} out of service` });
    await closure.getByLabel('First night out').fill(NIGHT);
    await closure.getByLabel('Back in service on').fill('2034-05-10');
    await closure.getByLabel('Reason').fill('Repainting');
    await closure.getByRole('button', { name: 'Take out of service' }).click();
    await expect(closure).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`^${roomNo}`) })).toContainText('Repainting');
    expect((await quote()).available_rooms).toBe(before.available_rooms - 1);
  });
});

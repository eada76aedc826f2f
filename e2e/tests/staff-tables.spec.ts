import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, inDays, logIn } from '../support/site';

test.describe('the front desk’s tables', () => {
  test('a phone party is booked, seated and moved to another table; the floor reads as a list on a phone', async ({
    page,
  }) => {
    test.setTimeout(30_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    const restaurants = (await (await page.request.get('/api/reservationRestaurant/restaurants')).json()) as {
      restaurants: Array<{ _id: number; name: string }>;
    };
    const laal = restaurants.restaurants.find((restaurant) => restaurant.name === 'Laal Mahal')!;
    await page.goto(`/staff/tables?restaurant=${laal._id}&date=${inDays(0)}`);
    await expect(page.getByRole('list', { name: 'Tables' })).toBeVisible();

    // A phone booking at today's last sitting, on the first free table that seats the party.
    await page.getByRole('button', { name: 'New booking' }).click();
    const form = page.getByRole('dialog', { name: 'New booking at Laal Mahal' });
    await form.getByLabel('Guest name').fill('Sharma');
    await form.getByLabel('Phone').fill('+91 98290 12345');
    await form.getByLabel('Party size').fill('4');
    const sitting = form.getByLabel('Sitting');
    const last = await sitting.locator('option').last().getAttribute('value');
    await sitting.selectOption(last!);
    await form.getByRole('button', { name: 'Book the table' }).click();
    await expect(form).toBeHidden();

    const tile = page.getByRole('region', { name: /, Booked$/ }).filter({ hasText: 'Sharma, 4 guests' });
    await expect(tile).toContainText('+91 98290 12345');
    await tile.getByRole('button', { name: 'Seat' }).click();
    const seated = page.getByRole('region', { name: /, Seated$/ }).filter({ hasText: 'Sharma, 4 guests' });
    await expect(seated).toBeVisible();
    const from = (await seated.getAttribute('aria-label'))!.replace(', Seated', '');

    await seated.getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move Sharma, 4 guests' });
    const choice = move.getByLabel(/^Free table at /);
    const target = (await choice.locator('option').nth(1).textContent())!.replace(/ \(\d+ seats\)$/, '');
    await choice.selectOption({ index: 1 });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await expect(page.getByRole('region', { name: `${target}, Seated` })).toContainText('Sharma, 4 guests');
    await expect(page.getByRole('region', { name: new RegExp(`^${from}, `) })).not.toContainText('Sharma');

    // On a phone the tiles stack into one list, and nothing scrolls sideways.
    await expectAccessible(page, 'the tables', { allImpacts: true, widths: [390] });
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expect(page.getByRole('region', { name: `${target}, Seated` })).toBeVisible();
  });
});

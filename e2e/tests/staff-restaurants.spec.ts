import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, inDays, logIn, registerGuest } from '../support/site';

const PASSWORD = 'Haveli#Tables2026';

/** On a phone the page never scrolls sideways: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test.describe('the back office’s restaurants', () => {
  test('a manager adds a table, and a wrong closing time is refused beside its field', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto('/staff/restaurants');
    const verandah = page.getByRole('region', { name: /The Verandah/ });
    await expect(verandah.getByRole('table', { name: 'Tables of The Verandah' })).toBeVisible();
    await expectAccessible(page, 'the restaurants', { allImpacts: true, widths: [390, 1440] });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    await verandah.getByRole('button', { name: 'Add a table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a table to The Verandah' });
    await dialog.getByLabel('Name').fill('Terrace 9');
    await dialog.getByLabel('Seats').fill('4');
    await dialog.getByRole('button', { name: 'Add table' }).click();
    await expect(dialog).toBeHidden();
    await verandah.getByLabel('Search tables').fill('terrace');
    await expect(verandah.getByRole('row', { name: /Terrace 9/ })).toContainText('4');

    const hours = verandah.getByRole('form', { name: 'Opening hours of The Verandah' });
    const monday = hours.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Closes (service 1)').fill('11:00');
    await hours.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(monday.getByText('Closing must be after opening.')).toBeVisible();
  });

  test('a guest’s request shows on the day; the front desk confirms it there and it takes its table', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `tables-${Date.now()}@example.in`;
    await registerGuest(page.request, { name: 'Ishaan Kapoor', email }, PASSWORD);
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    const { data } = (await login.json()) as { data: { token: string } };
    const restaurants = (await (await page.request.get('/api/reservationRestaurant/restaurants')).json()) as {
      restaurants: Array<{ _id: number; name: string }>;
    };
    const laal = restaurants.restaurants.find((restaurant) => restaurant.name === 'Laal Mahal')!;
    const date = inDays(20);
    const asked = await page.request.post('/api/reservationRestaurant/create', {
      headers: { authorization: `Bearer ${data.token}` },
      data: { name: 'Ishaan Kapoor', restaurant_id: laal._id, date, time: '20:30', party_size: 2 },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/staff/restaurants/${laal._id}/day?date=${date}`);
    const waiting = page.getByRole('form', { name: 'Confirm Ishaan Kapoor’s request at 20:30' });
    await expect(waiting).toBeVisible();
    await expectAccessible(page, 'a restaurant’s day', { allImpacts: true, widths: [390, 1440] });
    const table = (await waiting.getByLabel('Table').locator('option:checked').textContent())!.replace(
      / \(\d+ seats\)$/,
      '',
    );
    await waiting
      .getByRole('button', { name: 'Confirm Ishaan Kapoor’s request at 20:30 with this table' })
      .click();
    const row = page
      .getByRole('table', { name: /Tables of Laal Mahal/ })
      .getByRole('row', { name: new RegExp(table) });
    await expect(row).toContainText('Ishaan Kapoor, 2 guests');
    await expect(waiting).toBeHidden();

    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('list', { name: 'Tables and their parties' })).toContainText(
      '20:30: Ishaan Kapoor, 2 guests',
    );
  });
});

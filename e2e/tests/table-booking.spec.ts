import { expect, test, type Page } from '@playwright/test';
import { accountId, inDays, logIn, staffHeaders } from '../support/site';
import { expectAccessible } from '../support/accessibility';

const PASSWORD = 'Haveli#Guest2026';
/** Laal Mahal's sittings (90 minutes, lunch 12:30–15:30 and dinner 19:00–23:30) and its notice, two hours. */
const LAAL_MAHAL_SITTINGS = ['12:30', '14:00', '19:00', '20:30', '22:00'];
const LAAL_MAHAL_LEAD_MS = 2 * 60 * 60_000;

async function signedInGuest(page: Page, name: string): Promise<number> {
  const email = `e2e-table-${Date.now()}@example.in`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, contact: '+91 98290 55555', city: 'Jaipur', country: 'India' },
  });
  expect(registered.status()).toBe(201);
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('header-name')).toHaveText(name);
  return accountId(page.request, email, PASSWORD);
}

test.describe('a table at one of the restaurants', () => {
  test('a guest requests a table, staff confirm it with a table, the guest sees it confirmed', async ({
    page,
  }) => {
    await signedInGuest(page, 'Meera Joshi');
    await page.getByRole('button', { name: 'Book Your Slot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Slot' });
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Meera Joshi');
    await dialog.getByLabel('Restaurant').selectOption({ label: 'Laal Mahal (Rajasthani)' });
    await expect(dialog.getByLabel('Time')).toHaveAccessibleDescription('Choose a date to see the times.');

    // Today: only the sittings at least two hours ahead are offered (none that has passed).
    await dialog.getByLabel('Booking Date').fill(inDays(0));
    const earliest = Date.now() + LAAL_MAHAL_LEAD_MS;
    const today = inDays(0);
    const offeredToday = LAAL_MAHAL_SITTINGS.filter(
      (time) => Date.parse(`${today}T${time}:00+05:30`) >= earliest,
    );
    await expect(dialog.getByLabel('Time').locator('option:not([value=""])')).toHaveText(offeredToday);

    // A party larger than any table is asked to call.
    await dialog.getByLabel('Party Size').selectOption('13');
    await expect(dialog.getByRole('status')).toContainText('please call us on +91 141 400 0000');
    await expect(dialog.getByRole('button', { name: 'Request Table' })).toBeDisabled();

    await dialog.getByLabel('Party Size').selectOption('4');
    await dialog.getByLabel('Booking Date').fill(inDays(3));
    await expect(dialog.getByLabel('Time').locator('option:not([value=""])')).toHaveText(LAAL_MAHAL_SITTINGS);
    await dialog.getByLabel('Time').selectOption('20:30');
    await dialog.getByLabel('Additional Details').fill('Our anniversary, a quiet corner');
    await dialog.getByRole('button', { name: 'Request Table' }).click();
    await expect(page.getByText('Your table request has been received.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Staff find it among the pending requests (a guest's own list is the guest's alone) and confirm it with
    // Zenana 1, a table for four.
    const headers = await staffHeaders(page);
    const listed = await page.request.get('/api/staff/table-requests', { headers });
    const request = (
      (await listed.json()) as { requests: Array<{ id: number; details: string }> }
    ).requests.find((candidate) => candidate.details === 'Our anniversary, a quiet corner');
    const restaurants = (await (await page.request.get('/api/reservationRestaurant/restaurants')).json()) as {
      restaurants: Array<{ name: string; tables: Array<{ _id: number; table_name: string }> }>;
    };
    const zenana = restaurants.restaurants
      .find((restaurant) => restaurant.name === 'Laal Mahal')
      ?.tables.find((table) => table.table_name === 'Zenana 1');
    const confirmed = await page.request.post(`/api/reservationRestaurant/${request?.id}/confirm`, {
      headers,
      data: { table_id: zenana?._id },
    });
    expect(confirmed.status()).toBe(200);

    await page.goto('/user-dashboard');
    await page.getByRole('tab', { name: 'Restaurant Bookings' }).click();
    const row = page.getByRole('row', { name: /Our anniversary/ });
    await expect(row).toContainText('Laal Mahal');
    await expect(row).toContainText('20:30');
    await expect(row).toContainText('Zenana 1');
    await expect(row).toContainText('Confirmed');
  });

  test('Book Your Slot and Restaurant Bookings are axe clean on a phone and a desktop', async ({ page }) => {
    // Four axe runs: slow on a loaded machine.
    test.setTimeout(120_000);
    await signedInGuest(page, 'Kabir Malhotra');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user-dashboard');
      await page.getByRole('tab', { name: 'Restaurant Bookings' }).click();
      await expect(page.getByRole('cell', { name: 'No restaurant bookings found.' })).toBeVisible();
      await expectAccessible(page, `Restaurant Bookings at ${width}px`);

      await page.getByRole('tabpanel').getByRole('button', { name: 'Book Your Slot' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book Your Slot' });
      await dialog.getByLabel('Booking Date').fill(inDays(5));
      await expect(dialog.getByRole('option', { name: '20:30' })).toBeAttached();
      await expectAccessible(page, `Book Your Slot at ${width}px`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});

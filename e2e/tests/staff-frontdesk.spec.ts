import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn, registerGuest } from '../support/site';

const PASSWORD = 'Haveli#Desk2026';
const DELUXE = 2;

/** Today in Jaipur plus `days`, 'YYYY-MM-DD'. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A new guest with a non-refundable stay (its fee is the whole stay): their email and the booking. */
async function guestWithStay(request: APIRequestContext, name: string, from: number) {
  const email = `frontdesk-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.in`;
  await registerGuest(request, { name, email }, PASSWORD);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const booked = await request.post('/api/stays/bookings', {
    headers: { authorization: `Bearer ${data.token}` },
    data: {
      guest_name: name,
      room_type_id: DELUXE,
      check_in: inDays(from),
      check_out: inDays(from + 2),
      adults: 2,
      rate_plan: 'non-refundable',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data: stay } = (await booked.json()) as { data: { reference: string; check_in: string } };
  return { email, ...stay };
}

test.describe('the front desk’s room bookings', () => {
  test('the front desk moves a guest to another room and cancels waiving the fee; the guest sees it cancelled with no fee', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const guest = await guestWithStay(page.request, 'Kavya Menon', 50);

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto(`/staff/bookings?guest=Kavya`);
    await page.getByRole('link', { name: `Booking ${guest.reference}, Kavya Menon` }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${guest.reference}$`));
    await expect(page.getByRole('heading', { level: 2, name: /Kavya Menon/ })).toContainText('Confirmed');
    await expectAccessible(page, 'the booking detail', { allImpacts: true, widths: [390, 1440] });

    // Move the room: to the first free room of the same type.
    const move = page.getByRole('form', { name: /^Move room / });
    const before = (await move.getAttribute('aria-label'))!.replace('Move room ', '');
    const select = move.getByRole('combobox');
    const target = (await select.locator('optgroup').first().locator('option').first().textContent())!;
    await select.selectOption({ label: target });
    await move.getByRole('button', { name: 'Move' }).click();
    const movedTo = target.replace('Room ', '');
    await expect(page.getByRole('form', { name: `Move room ${movedTo}` })).toBeVisible();
    expect(movedTo).not.toBe(before);
    await expect(page.getByText(`Room ${movedTo},`)).toBeVisible();

    // Cancel for the guest, waiving the fee.
    const cancel = page.getByRole('form', { name: 'Cancel the booking' });
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel.getByText('Give a reason for cancelling.')).toBeVisible();
    await cancel.getByLabel('Reason').fill('A burst pipe in the east wing');
    await expect(cancel.getByLabel('Waive the fee')).toBeChecked();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Kavya Menon/ })).toContainText('Cancelled');
    await expect(page.getByText('A burst pipe in the east wing').first()).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: '₹0' })).toBeVisible();

    // The guest sees it cancelled, with no fee.
    await page.goto('/logout');
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText('Kavya Menon');
    await page.goto(`/booking-confirmation/${guest.reference}`);
    const notice = page.getByRole('status').filter({ hasText: 'This booking was cancelled' });
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText('fee');
  });

  test('the tape chart shows a stay as a bar linking to its booking, and a list on a phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const guest = await guestWithStay(page.request, 'Rohan Iyer', 70);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/staff/tape-chart?from=${guest.check_in}`);
    const bar = page.getByRole('link', { name: new RegExp(`Rohan Iyer, ${guest.reference}`) }).first();
    await expect(bar).toBeVisible();
    await expectAccessible(page, 'the tape chart', { allImpacts: true, widths: [390, 1440] });

    await page.setViewportSize({ width: 390, height: 844 });
    const listed = page.getByRole('list', { name: 'Rooms and their stays' });
    await expect(listed.getByRole('link', { name: `Rohan Iyer, ${guest.reference}` })).toBeVisible();
    await listed.getByRole('link', { name: `Rohan Iyer, ${guest.reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${guest.reference}$`));
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import {
  E2E_ADMIN,
  guestWithStay as stayingGuest,
  inDays,
  logIn,
  logOut,
  staffHeaders,
} from '../support/site';

const PASSWORD = 'Haveli#Desk2026';
/** The room type the guests book (guestWithStay's). */
const DELUXE = 2;

/** A new guest with a non-refundable stay (its fee is the whole stay): their email and the booking. */
const guestWithStay = (request: APIRequestContext, name: string, from: number) =>
  stayingGuest(request, { name, password: PASSWORD, from, ratePlan: 'non-refundable' });

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

    // Move the room: to the first free room, ready and of the same type ("Room 205 · Clean").
    const move = page.getByRole('form', { name: /^Move room / });
    const before = (await move.getAttribute('aria-label'))!.replace('Move room ', '');
    const select = move.getByRole('combobox');
    const target = (await select.locator('optgroup').first().locator('option').first().textContent())!;
    await select.selectOption({ label: target });
    await move.getByRole('button', { name: 'Move' }).click();
    const movedTo = /^Room (\S+)/.exec(target)![1]!;
    await expect(page.getByRole('form', { name: `Move room ${movedTo}` })).toBeVisible();
    expect(movedTo).not.toBe(before);
    await expect(page.getByText(`Room ${movedTo},`)).toBeVisible();

    // Cancel for the guest, waiving the fee.
    const cancel = page.getByRole('form', { name: 'Cancel the booking' });
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel.getByText('Give a reason for cancelling.')).toBeVisible();
    await cancel.getByLabel('Reason').fill('A burst pipe in the east wing');
    // The fee is charged unless the desk waives it.
    await expect(cancel.getByLabel('Waive the fee')).not.toBeChecked();
    await cancel.getByLabel('Waive the fee').check();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Kavya Menon/ })).toContainText('Cancelled');
    await expect(page.getByText('A burst pipe in the east wing').first()).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Cancellation fee' }).locator('+ dd')).toHaveText('₹0');

    // The guest sees it cancelled, with no fee.
    await logOut(page);
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
    await page.goto(`/staff/tape-chart?from=${guest.checkIn}`);
    const bar = page.getByRole('link', { name: new RegExp(`Rohan Iyer\\s*${guest.reference}`) }).first();
    await expect(bar).toBeVisible();
    await expectAccessible(page, 'the tape chart', { allImpacts: true, widths: [390, 1440] });

    await page.setViewportSize({ width: 390, height: 844 });
    const listed = page.getByRole('list', { name: 'Rooms and their stays' });
    await expect(listed.getByRole('link', { name: `Rohan Iyer, ${guest.reference}` })).toBeVisible();
    await listed.getByRole('link', { name: `Rohan Iyer, ${guest.reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${guest.reference}$`));
  });

  test('a room out of service is not offered to a guest searching those dates', async ({ page }) => {
    test.setTimeout(120_000);
    const checkIn = inDays(90);
    const checkOut = inDays(93);
    const search = async () => {
      await page.goto('/home');
      const bar = page.locator('form.booking-bar');
      await bar.getByLabel('Check In').fill(checkIn);
      await bar.getByLabel('Check Out').fill(checkOut);
      await bar.getByRole('button', { name: 'Check Availability' }).click();
      const results = page.getByRole('region', { name: /^Rooms for/ });
      await expect(results).toBeVisible();
      return results;
    };
    // Before: a visitor is offered the Deluxe rooms on those dates.
    await expect((await search()).getByRole('link', { name: 'Book Deluxe' })).toBeVisible();

    // The front desk closes every Deluxe room over those nights: all but one through the API, the last on
    // the tape chart's form.
    const headers = await staffHeaders(page);
    const chart = (await (
      await page.request.get(`/api/staff/tape-chart?from=${checkIn}`, { headers })
    ).json()) as { rooms: Array<{ id: number; room_no: string; room_type: { id: number } }> };
    const deluxe = chart.rooms.filter((room) => room.room_type.id === DELUXE);
    expect(deluxe.length).toBeGreaterThan(1);
    for (const room of deluxe.slice(1)) {
      const closed = await page.request.post(`/api/staff/rooms/${room.id}/closures`, {
        headers,
        data: { from: checkIn, to: checkOut, reason: 'Repainting' },
      });
      expect(closed.status(), await closed.text()).toBe(201);
    }
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto(`/staff/tape-chart?from=${checkIn}`);
    const form = page.getByRole('form', { name: 'Take a room out of service' });
    await form.getByLabel('Room').selectOption({ value: String(deluxe[0]!.id) });
    await form.getByLabel('From').fill(checkIn);
    await form.getByLabel('Back in service on').fill(checkOut);
    await form.getByLabel('Reason').fill('New carpets');
    await form.getByRole('button', { name: 'Take out of service' }).click();
    await expect(page.getByText('Room taken out of service.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Closures over these nights' })).toContainText(
      `Room ${deluxe[0]!.room_no}`,
    );
    await expectAccessible(page, 'the tape chart with closures', { allImpacts: true, widths: [390, 1440] });

    // After: the guest searching those dates is not offered Deluxe.
    await logOut(page);
    const results = await search();
    await expect(results.getByRole('link', { name: /^Book / }).first()).toBeVisible();
    await expect(results.getByRole('link', { name: 'Book Deluxe' })).toHaveCount(0);
  });
});

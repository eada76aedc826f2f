import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dayName, inDays, logIn, pickDay } from '../support/site';
import { expectAccessible } from '../support/accessibility';

const PASSWORD = 'Haveli#Stay2026';

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'latin1') };
}

test.describe('a stay, from the home page to its cancellation', () => {
  test('search → book the chosen room for 2 adults and a child → confirmation and PDF → history → change → cancel', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const email = `e2e-stay-${Date.now()}@example.in`;
    const registered = await page.request.post('/api/auth/register', {
      data: {
        name: 'Meera Rathore',
        email,
        password: PASSWORD,
        contact: '+91 98290 44444',
        city: 'Jaipur',
        country: 'India',
        pincode: '302001',
      },
    });
    expect(registered.status()).toBe(201);
    // Three nights or more: the stay rules' longest minimum (24 Dec to 1 Jan), so the test runs on any day.
    const checkIn = inDays(40);
    const checkOut = inDays(43);

    // Search on /home, signed out, and choose the Heritage Room.
    await page.goto('/home');
    const bar = page.locator('form.booking-bar');
    await bar.getByLabel('Check In').fill(checkIn);
    await bar.getByLabel('Check Out').fill(checkOut);
    await bar.getByLabel('Guests').selectOption({ label: '2 Adults 1 Child' });
    await bar.getByRole('button', { name: 'Check Availability' }).click();
    const results = page.getByRole('region', { name: /^Rooms for/ });
    const heritage = results.getByRole('article').filter({ hasText: 'Heritage Mirror Room' });
    await expect(heritage.getByTestId('all-in-total')).toContainText('taxes included');
    await heritage.getByRole('link', { name: 'Book Heritage Room' }).click();

    // Signed out: the login page says why, and brings the guest back to the filled form.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please log in to book your stay.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user-booking\?roomType=Heritage/);
    await expect(page.getByText('You are logged in. Here is the stay you chose')).toBeVisible();
    await expect(page.getByLabel('Room Type').locator('option:checked')).toHaveText(
      'Heritage Room – Heritage Mirror Room',
    );
    await expect(page.getByLabel('Adults')).toHaveValue('2');
    await expect(page.getByLabel('Children')).toHaveValue('1');
    const dates = page.getByRole('group', { name: 'Stay dates' });
    await expect(dates).toContainText(dayName(checkIn));
    await expect(dates).toContainText(dayName(checkOut));
    await expect(dates).toContainText('3 nights');

    await page.getByLabel('Age of child 1').selectOption('7');
    const breakdown = page.getByTestId('price-breakdown');
    await expect(breakdown.getByRole('row', { name: /^Night of/ })).toHaveCount(3);
    await expect(breakdown).toContainText('GST');
    const total = (await page.getByTestId('stay-total').textContent()) ?? '';
    expect(total).toMatch(/^₹[\d,]+(?:\.\d\d)?$/);
    await page.getByLabel('Occasion').selectOption('Anniversary');
    await page.getByLabel('Remarks').fill('A cot for our daughter, please');
    // The stay is on the company: its GST invoice is made out to it.
    await page.getByLabel('Make the GST invoice out to my company').check();
    await page.getByLabel('Company name').fill('Rathore Design Studio');
    await page.getByLabel('Company address').fill('22 Civil Lines, Jaipur 302006');
    await page.getByLabel('GSTIN').fill('27aapfu0939f1zv');
    await expectAccessible(page, 'the booking form', { allImpacts: true, widths: [390, 1440] });
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    // The confirmation: reference, summary, policy, the .ics and the PDF.
    // The confirmation's code loads on this first visit: on a busy 2-core machine that takes seconds.
    await expect(page.getByText('Booking successful!')).toBeVisible({ timeout: 30_000 });
    const reference = ((await page.getByTestId('booking-reference').textContent()) ?? '').trim();
    expect(reference).toMatch(/^HJ-[2-9A-HJ-NP-Z]{6}$/);
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation/${reference}$`));
    await expect(page.getByText('2 adults, 1 child (aged 7)')).toBeVisible();
    await expect(page.getByText('Rathore Design Studio, GSTIN 27AAPFU0939F1ZV')).toBeVisible();
    await expect(page.getByTestId('stay-total')).toHaveText(total);
    await expect(page.getByTestId('stay-policy')).toContainText(/cancel/i);
    const pdf = await download(page, 'Download PDF confirmation');
    expect(pdf.name).toBe(`haveli-${reference}.pdf`);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const ics = await download(page, 'Add to calendar (.ics)');
    expect(ics.text).toContain('BEGIN:VEVENT');
    await expectAccessible(page, 'the confirmation', { allImpacts: true, widths: [390, 1440] });

    // History shows the reference.
    await page.goto('/user-profile');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(total);
    await expectAccessible(page, 'the booking history', { allImpacts: true, widths: [390, 1440] });

    // Change the dates: re-priced, with the difference shown before confirming.
    await row.getByRole('link', { name: `Change booking ${reference}` }).click();
    await expect(page.getByRole('heading', { name: 'Change Your Booking' })).toBeVisible();
    const newCheckIn = inDays(41);
    const newCheckOut = inDays(45);
    await pickDay(page.locator('form'), newCheckIn);
    await pickDay(page.locator('form'), newCheckOut);
    await expect(page.getByTestId('price-difference')).toContainText(/You pay ₹[\d,]+(?:\.\d\d)? more\./);
    await expectAccessible(page, 'the change form', { allImpacts: true, widths: [390, 1440] });
    await page.getByRole('button', { name: 'Confirm Change' }).click();
    await expect(page.getByText('Your booking has been changed.')).toBeVisible();
    const summary = page.locator('.stay-summary');
    await expect(summary).toContainText(dayName(newCheckIn));
    await expect(summary).toContainText('4 nights');

    // Cancel: the fee is shown before the guest confirms.
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByTestId('cancellation-fee')).toContainText(/Cancellation fee₹[\d,]+(?:\.\d\d)?/);
    await expectAccessible(page, 'the cancel dialog', { allImpacts: true, widths: [390, 1440] });
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('booking-reference')).toContainText('Cancelled');

    await page.goto('/user-profile');
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Cancelled');
  });

  test('room pages and room details open the booking form with the room type chosen', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.goto('/rooms');
    await page.getByRole('link', { name: 'Book Maharaja Royal Suite' }).click();
    await expect(page).toHaveURL(/\/user-booking\?roomType=Royal\+Suite$/);
    await expect(page.getByLabel('Room Type').locator('option:checked')).toHaveText(
      'Royal Suite – Maharaja Royal Suite',
    );

    await page.goto('/room-details?type=Deluxe');
    await page.getByRole('link', { name: 'Book Deluxe Jharokha Room' }).click();
    await expect(page.getByLabel('Room Type').locator('option:checked')).toHaveText(
      'Deluxe – Deluxe Jharokha Room',
    );
  });
});

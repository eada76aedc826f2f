import { expect, test, type Page } from '@playwright/test';
import { formatInr } from '../../packages/contracts/src/money';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, guestWithStay, logIn, logOut } from '../support/site';

const PASSWORD = 'Haveli#Money2026';
/** Guests pay on their phones; the desk works at a desktop. Each screen is also checked by axe at both widths. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A guest's name of their own, to find their rows by. */
const payingGuest = () => `Meera Pay ${Math.floor(Math.random() * 1_000_000)}`;

/** Pays what is due in the provider's checkout (its local stand-in here), from the booking page. */
async function payOnline(page: Page, total: number) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: `Pay ${formatInr(total)} now` }).click();
  const checkout = page.getByRole('dialog', { name: 'Payment stand-in' });
  await checkout.getByRole('button', { name: `Pay ${formatInr(total)}` }).click();
  await expect(checkout).toHaveCount(0);
  await expect(payment.getByText('Payment received. Thank you.')).toBeVisible();
  await expect(payment.getByTestId('stay-due')).toHaveText(formatInr(0));
}

test.describe('a stay’s money, from booking to its GST invoice', () => {
  test('the guest pays part by UPI transfer, the desk confirms it, posts a charge, takes the rest in cash, checks out and issues the invoice the guest downloads; a manager’s refund makes a credit note', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const guest = await guestWithStay(page.request, { name: payingGuest(), password: PASSWORD });

    // The guest, on a phone, sees what is due and how to pay it, and reports a UPI transfer by its UTR.
    await page.setViewportSize(PHONE);
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto(`/booking-confirmation/${guest.reference}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('stay-due')).toHaveText(formatInr(guest.total));
    await expect(payment.getByRole('img', { name: /QR code to pay/ })).toBeVisible();
    await expect(payment.getByRole('link', { name: 'open your UPI app' })).toHaveAttribute(
      'href',
      new RegExp(`^upi://pay\\?.*am=${guest.total.toFixed(2).replace('.', '\\.')}`),
    );
    await expectAccessible(page, 'the booking page with its payment', { widths: [390, 1440] });
    const utr = String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999));
    await payment.getByLabel('UTR of your transfer').fill(utr);
    await payment.getByRole('button', { name: 'I have paid' }).click();
    await expect(
      payment.getByText(`(UTR ${utr}) is waiting for the front desk to confirm it.`),
    ).toBeVisible();

    // The desk finds the transfer on the statement and confirms it.
    await logOut(page);
    await page.setViewportSize(DESKTOP);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
    await page.goto(`/staff/bookings?guest=${encodeURIComponent(guest.name)}`);
    const transfers = page.getByRole('region', { name: 'UPI transfers to confirm' });
    await transfers.getByRole('button', { name: `Confirm UTR ${utr}` }).click();
    await expect(transfers.getByText(`UTR ${utr}`)).toHaveCount(0);

    // The guest arrives: checked in, the nights are on the folio, already paid by the transfer.
    const row = page.getByRole('row', { name: new RegExp(guest.name) });
    await row.getByRole('button', { name: new RegExp(`Check in ${guest.name}`) }).click();
    await expect(row).toContainText('In house');
    await page.goto(`/staff/bookings/${guest.reference}`);
    const folio = page.getByRole('region', { name: 'Folio' });
    await expect(folio.getByText(/night of/).first()).toBeVisible();
    await expect(folio.getByTestId('folio-due')).toHaveText(formatInr(0));

    // An airport transfer at 18 % GST, then the rest in cash.
    const charge = folio.getByRole('form', { name: 'Post a charge or a discount' });
    await charge.getByLabel('Description').fill('Airport transfer');
    await charge.getByLabel('Amount before GST (₹)').fill('1500');
    await charge.getByRole('button', { name: 'Post' }).click();
    await expect(folio.getByTestId('folio-due')).toHaveText('₹1,770');
    await expectAccessible(page, 'the booking’s folio at the desk', {
      allImpacts: true,
      widths: [390, 1440],
    });
    const pay = folio.getByRole('form', { name: 'Record a payment' });
    await expect(pay.getByLabel('Amount (₹)')).toHaveValue('1770');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(folio.getByTestId('folio-due')).toHaveText(formatInr(0));

    // Checked out: the invoice is issued, and the desk can print it.
    await page.goto(`/staff/bookings?guest=${encodeURIComponent(guest.name)}`);
    await row.getByRole('button', { name: new RegExp(`Check out ${guest.name}`) }).click();
    await expect(row).toContainText('Checked out');
    await page.goto(`/staff/bookings/${guest.reference}`);
    const invoice = folio.getByRole('listitem').filter({ hasText: /GST tax invoice HJ\/\d\d-\d\d\/\d{6}/ });
    await expect(invoice).toBeVisible();
    const staffCopy = page.waitForEvent('download');
    await invoice.getByRole('button', { name: /Download PDF/ }).click();
    expect((await staffCopy).suggestedFilename()).toMatch(/^HJ-\d\d-\d\d-\d{6}\.pdf$/);

    // A manager refunds part of the stay after the invoice: a credit note lowers it by what goes back.
    const refund = folio.getByRole('form', { name: 'Refund the guest' });
    await expect(refund).toContainText('a credit note is issued for it');
    await refund.getByLabel('Amount to refund (₹)').fill('500');
    await refund.getByLabel('Reason').fill('The spa was closed on the second day');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(folio.getByRole('status')).toContainText(/Credit note HJ\/\d\d-\d\d\/\d{6} issued\./);
    const creditNote = folio
      .getByRole('listitem')
      .filter({ hasText: /Credit note HJ\/\d\d-\d\d\/\d{6}, .+: ₹500/ });
    await expect(creditNote).toBeVisible();
    const credited = (await creditNote.textContent())?.match(/HJ\/\d\d-\d\d\/\d{6}/)?.[0] ?? '';
    await expect(folio.getByText('Refund in cash')).toBeVisible();
    await expect(folio.getByTestId('folio-due')).toHaveText(formatInr(0));
    await expectAccessible(page, 'the folio with its credit note', { allImpacts: true, widths: [390, 1440] });

    // The money page: the day's cash-up and the invoice in the register, for the accountant's export.
    const number = (await invoice.textContent())?.match(/HJ\/\d\d-\d\d\/\d{6}/)?.[0] ?? '';
    await page.goto('/staff/money');
    const register = page.getByRole('region', { name: 'Invoice register' });
    await expect(
      register.getByRole('row', { name: new RegExp(`^${number.replaceAll('/', '\\/')} `) }),
    ).toBeVisible();
    await expect(
      register.getByRole('row', { name: new RegExp(`^${credited.replaceAll('/', '\\/')} `) }),
    ).toContainText(`Credit note for ${number}`);
    await expect(
      page.getByRole('region', { name: 'Cash-up' }).getByRole('row', { name: /Cash at the hotel/ }),
    ).toBeVisible();
    await expectAccessible(page, '/staff/money', { allImpacts: true, widths: [390, 1440] });

    // The guest, on the phone again, sees the stay paid in full and downloads the invoice.
    await logOut(page);
    await page.setViewportSize(PHONE);
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto(`/booking-confirmation/${guest.reference}`);
    await expect(payment.getByTestId('stay-due')).toHaveText(formatInr(0));
    await expect(payment.getByText('Paid in full')).toBeVisible();
    await expect(payment.getByText(`Credit note ${credited}, `, { exact: false })).toBeVisible();
    const download = page.waitForEvent('download');
    await payment.getByRole('button', { name: /Download PDF of GST tax invoice/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^HJ-\d\d-\d\d-\d{6}\.pdf$/);
    await expectAccessible(page, 'the paid booking with its invoice', { widths: [390, 1440] });
  });
  test('a non-refundable stay is held while the guest pays it online, then confirmed', async ({ page }) => {
    test.setTimeout(120_000);
    const guest = await guestWithStay(page.request, {
      name: payingGuest(),
      password: PASSWORD,
      from: 150,
      ratePlan: 'non-refundable',
    });
    await page.setViewportSize(PHONE);
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto(`/booking-confirmation/${guest.reference}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('stay-hold')).toContainText(
      /We are holding your room until \d\d:\d\d \(India time\): pay now to confirm it\./,
    );
    await expect(payment.getByText(/Or pay at the hotel/)).toHaveCount(0);
    await expectAccessible(page, 'a held booking asking for its payment', { widths: [390, 1440] });

    await payOnline(page, guest.total);
    await expect(payment.getByText(/Card or UPI online \(pay_\w+\)/)).toBeVisible();
    await expect(payment.getByTestId('stay-hold')).toHaveCount(0);
    await expectAccessible(page, 'the paid booking', { widths: [390, 1440] });
  });

  test('a flexible stay paid online and cancelled while free is refunded in full, the way it was paid', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const guest = await guestWithStay(page.request, { name: payingGuest(), password: PASSWORD, from: 180 });
    await page.setViewportSize(PHONE);
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto(`/booking-confirmation/${guest.reference}`);
    await payOnline(page, guest.total);

    await page.goto(`/edit-booking?ref=${guest.reference}`);
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const terms = dialog.getByTestId('cancellation-fee');
    await expect(terms).toContainText('Cancellation fee₹0');
    await expect(terms).toContainText(`Refund of what you paid${formatInr(guest.total)}`);
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`/booking-confirmation/${guest.reference}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Refund to the card or UPI account paid with online')).toBeVisible();
    await expect(payment.getByTestId('stay-due')).toHaveText(formatInr(0));
    await expectAccessible(page, 'the cancelled booking with its refund', { widths: [390, 1440] });
  });
});

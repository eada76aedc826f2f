import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inDays, logIn, pickDay, publishFeedback, registerGuest } from '../support/site';
import { expectAccessible } from '../support/accessibility';

/** Where the API writes its mail: MAIL_OUTBOX_DIR when the run sets it, else the API's default folder. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '..', '..', '.data', 'outbox');
const PASSWORD = 'Haveli#Guest2026';

interface Guest {
  name: string;
  email: string;
}

let guests = 0;
const newGuest = (name: string): Guest => {
  guests += 1;
  return { name, email: `e2e-${Date.now()}-${guests}@example.in` };
};

/** A new guest, registered straight through the API. */
async function registeredGuest(request: APIRequestContext, name: string): Promise<Guest> {
  const guest = newGuest(name);
  await registerGuest(request, guest, PASSWORD);
  return guest;
}

async function signedInGuest(page: Page, name: string): Promise<Guest> {
  const guest = await registeredGuest(page.request, name);
  await logIn(page, guest.email, PASSWORD);
  await expect(page.getByTestId('header-name')).toHaveText(name);
  return guest;
}

/** The site path of the latest link to `page` (e.g. '/reset-password') the API mailed to `email`. */
function mailedLink(email: string, page: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  const pattern = new RegExp(`${page}\\?token=[\\w-]+`);
  const mails = readdirSync(OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === email && pattern.test(mail.text));
  return pattern.exec(mails.at(-1)?.text ?? '')?.[0] ?? null;
}

test.describe('the guest account', () => {
  test('a new guest registers, logs in, books a room, finds it in the history and cancels it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const guest = newGuest('Kavya Iyer');
    await page.goto('/register');
    await page.getByLabel('Full Name').fill(guest.name);
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Contact').fill('+91 98290 77777');
    await page.getByLabel('Address').fill('14 Bani Park');
    await page.getByLabel('City').fill('Jaipur');
    await page.getByLabel('Country').fill('India');
    await page.getByLabel('Pincode').fill('302016');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('Not#TheSame2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful. Please log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, guest.email, PASSWORD);
    await expect(page).toHaveURL(/\/user-dashboard$/);

    // The welcome mail's link confirms the email; until then the dashboard reminds the guest.
    const reminder = page.getByRole('region', { name: 'Confirm your email' });
    await expect(reminder).toContainText(guest.email);
    const welcomeLink = () => mailedLink(guest.email, '/verify-email');
    await expect.poll(welcomeLink, { message: `a welcome mail in ${OUTBOX}` }).not.toBeNull();
    await page.goto(welcomeLink() ?? '');
    await expect(page.getByText('Thank you: your email is confirmed.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(reminder).toHaveCount(0);
    // Three nights or more: the stay rules' longest minimum (24 Dec to 1 Jan), so the test runs on any day.
    await page.goto(`/user-booking?roomType=Deluxe&checkIn=${inDays(20)}&checkOut=${inDays(23)}&adults=2`);
    await expect(page.getByRole('heading', { name: 'Hotel Room Booking' })).toBeVisible();
    await expect(page.getByLabel('Guest Name')).toHaveValue(guest.name);
    await expect(page.getByTestId('stay-total')).toHaveText(/^₹[\d,]+(?:\.\d\d)?$/);
    await page.getByLabel('Remarks').fill('Arriving by the evening train');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking successful!')).toBeVisible();

    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { name: 'Booking History' })).toBeVisible();
    const row = page.getByRole('row', { name: /Arriving by the evening train/ });
    await expect(row).toContainText(guest.name);
    await expect(row).toContainText('Confirmed');
    await row.getByRole('button', { name: /Cancel booking/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByTestId('cancellation-fee')).toContainText('Cancellation fee₹0');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: /Cancel booking/ })).toHaveCount(0);
  });

  test('the dashboard shows the guest, books from its modal and keeps their feedback', async ({ page }) => {
    test.setTimeout(60_000);
    const guest = await signedInGuest(page, 'Dev Malhotra');
    await page.goto('/user-dashboard');
    const details = page.getByRole('complementary', { name: 'Your details' });
    await expect(details.getByTestId('profile-name')).toHaveText(guest.name);
    await expect(details.getByTestId('avatar')).toHaveText('DM');
    await expect(details.getByText(guest.email)).toBeVisible();
    await expect(page.getByText('No bookings found.')).toBeVisible();

    await page.getByRole('button', { name: 'Add New Booking' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Booking' });
    await modal.getByLabel('Room Type').selectOption({ label: 'Suite – Haveli Suite' });
    // Three nights or more: the stay rules' longest minimum (24 Dec to 1 Jan), so the test runs on any day.
    await pickDay(modal, inDays(60));
    await pickDay(modal, inDays(63));
    await modal.getByLabel('Remarks').fill('Dashboard booking');
    await modal.getByRole('button', { name: 'Save Booking' }).click();
    await expect(page.getByText('Booking confirmed!')).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmation\/HJ-/);
    await page.goto('/user-dashboard');
    await expect(page.getByRole('row', { name: /Dashboard booking/ })).toContainText('Confirmed');

    await page.getByRole('tab', { name: 'Restaurant Bookings' }).click();
    await expect(page.getByText('No restaurant bookings found.')).toBeVisible();

    await page.getByRole('tab', { name: 'Feedback' }).click();
    await expect(page.getByText('No feedback yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Add Feedback' });
    await expect(feedback.getByLabel('Email')).toHaveValue(guest.email);
    await feedback.getByLabel('Feedback').fill('The Suite balcony at dawn was magical.');
    await feedback.getByLabel('Rating').selectOption('4');
    await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
    const firstRow = page.getByRole('tabpanel').getByRole('row').nth(1);
    await expect(firstRow).toContainText('The Suite balcony at dawn was magical.');
    await expect(firstRow.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    // Moderation by default: the guest sees their feedback marked Pending until staff publish it.
    await expect(firstRow.getByText('Pending')).toBeVisible();
    await publishFeedback(page, 'The Suite balcony at dawn was magical.');

    await page.goto('/user-feedback');
    await expect(page.getByText('The Suite balcony at dawn was magical.').first()).toBeVisible();
  });

  test('a table booked with Book Your Slot shows under Restaurant Bookings', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Book Your Slot' }).click();
    await expect(page.getByRole('dialog', { name: 'Book Your Slot' })).toContainText(
      'Please log in to book a table.',
    );
    await page.keyboard.press('Escape');

    await signedInGuest(page, 'Nisha Batra');
    await page.getByRole('button', { name: 'Book Your Slot' }).click();
    const slot = page.getByRole('dialog', { name: 'Book Your Slot' });
    await expect(slot.getByLabel('Full Name')).toHaveValue('Nisha Batra');
    await slot.getByRole('button', { name: 'Request Table' }).click();
    await expect(slot.getByText('Booking Date is required.')).toBeVisible();
    await slot.getByLabel('Booking Date').fill(inDays(4));
    await slot.getByLabel('Time').selectOption('20:30');
    await slot.getByLabel('Party Size').selectOption('6');
    await slot.getByLabel('Additional Details').fill('Anniversary dinner, a quiet corner');
    await slot.getByRole('button', { name: 'Request Table' }).click();
    await expect(page.getByText('Your table request has been received.')).toBeVisible();
    await expect(slot).toHaveCount(0);

    await page.goto('/user-dashboard');
    await page.getByRole('tab', { name: 'Restaurant Bookings' }).click();
    const row = page.getByRole('row', { name: /Anniversary dinner/ });
    await expect(row).toContainText('20:30');
    await expect(row).toContainText('To be assigned');
    await expect(row).toContainText('Pending');
  });

  test('feedback added on the feedback page appears on top', async ({ page }) => {
    await page.goto('/user-feedback');
    await expect(page.getByRole('heading', { name: 'Guest Feedback' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Feedback' });
    const comment = `Visitor note ${Date.now()}`;
    await dialog.getByLabel('Name').fill('Rhea Kapoor');
    await dialog.getByLabel('Email').fill('rhea@example.in');
    await dialog.getByLabel('Feedback').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(
      page.getByRole('list', { name: 'Guest feedback' }).getByRole('listitem').first(),
    ).toContainText(comment);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('signed-in screens send visitors to log in and back', async ({ page }) => {
    const guest = await registeredGuest(page.request, 'Arjun Sethi');
    await page.goto('/user-booking');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, guest.email, PASSWORD);
    await expect(page).toHaveURL(/\/user-booking$/);
    await expect(page.getByRole('heading', { name: 'Hotel Room Booking' })).toBeVisible();
  });

  test('logout asks first; Cancel goes home, Logout signs out', async ({ page }) => {
    await signedInGuest(page, 'Tara Menon');
    await page.goto('/logout');
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header-name')).toHaveText('Tara Menon');

    await page.goto('/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('header-name')).toHaveText('Guest');
  });

  test('a forgotten password is reset through the mailed one-time link', async ({ page }) => {
    const guest = await registeredGuest(page.request, 'Mira Joshi');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(guest.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account exists for that email' }),
    ).toBeVisible();

    const resetLink = () => mailedLink(guest.email, '/reset-password');
    await expect.poll(resetLink, { message: `a mail in ${OUTBOX}` }).not.toBeNull();
    const link = resetLink() ?? '';
    await page.goto(link);
    await page.getByLabel('New Password').fill('Brand#New2026');
    await page.getByLabel('Confirm Password').fill('Brand#New2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, guest.email, 'Brand#New2026');
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);

    await page.goto(link);
    await page.getByLabel('New Password').fill('Again#New2026');
    await page.getByLabel('Confirm Password').fill('Again#New2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' }),
    ).toBeVisible();
  });

  // Each route as first drawn is checked by layout-every-route (every impact, 390 and 1440 px); these are the
  // states that only a guest's actions reach.
  test('the account screens’ other states pass axe without serious or critical violations', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'a reset link');

    const guest = await signedInGuest(page, 'Sana Qureshi');
    const authorization = `Bearer ${await page.evaluate(() => sessionStorage.getItem('Authorization'))}`;
    await page.request.post('/api/feedback/submit', {
      headers: { authorization },
      data: { name: guest.name, email: guest.email, message: 'Lovely', rating: 5 },
    });
    await page.goto('/logout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '/logout');

    await page.goto('/user-dashboard');
    for (const tab of ['Restaurant Bookings', 'Feedback']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectAccessible(page, `/user-dashboard ${tab}`);
    }
    await page.getByRole('button', { name: 'Add Feedback' }).click();
    await expectAccessible(page, 'Add Feedback modal');
  });
});

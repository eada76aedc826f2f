import { addDays, hotelToday } from '../../packages/contracts/src/rules/bookings';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, guestWithStay, inDays, logIn, staffHeaders } from '../support/site';

const PASSWORD = 'Haveli#Audit2026';
/** The site honours it for the browser tests only (TEST_CLOCK_HEADER, api/src/plugins/app/test-clock.ts). */
const DAYS_AHEAD = 'x-haveli-test-days-ahead';

const daysFromToday = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${hotelToday()}T00:00:00Z`)) / 86_400_000);

test('the night audit marks a stay that never arrived as a no-show, and the report counts it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // The day closed is one no other test books, far ahead: this test's own requests run the day after it, so
  // the other tests on the site keep today. Days close in order: after an earlier run, the next one.
  const headers = await staffHeaders(page);
  const closes = await page.request.get('/api/staff/night-audit', { headers });
  const last = ((await closes.json()) as { data: { day: string }[] }).data[0]?.day;
  const ahead = last ? daysFromToday(addDays(last, 1)) : 300;
  const day = inDays(ahead);
  const guest = await guestWithStay(page.request, {
    name: 'Ishaan Rathore',
    password: PASSWORD,
    from: ahead,
  });

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), [DAYS_AHEAD]: String(ahead + 1) } }),
  );
  await page.goto(`/staff/reports?from=${day}&to=${day}`);
  const noShows = page.getByTestId('tile-No-shows').locator('.staff-figure-value');
  await expect(noShows).toHaveText('0');

  // The guest never came: the manager closes their arrival day.
  const audit = page.getByRole('region', { name: 'Night audit' });
  await audit.getByRole('button', { name: /^Close / }).click();
  await audit.getByRole('button', { name: /^Yes, close / }).click();
  await expect(audit.getByRole('status')).toHaveText(
    `${day} is closed: 1 no-show marked, the day’s figures frozen.`,
  );

  await expect(noShows).toHaveText('1');
  await expect(page.getByTestId('report-closed-days')).toHaveText(/Every day of the range is closed/);
  const stay = await page.request.get(`/api/staff/stays/${guest.reference}`, { headers });
  expect(((await stay.json()) as { cancel_reason: string }).cancel_reason).toBe('No-show');
});

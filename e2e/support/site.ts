import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { byRemote } from '../../packages/contracts/src/remote-registry';

/** The demo guest the embedded database is seeded with (README). */
export const DEMO_GUEST = {
  email: 'guest@haveli.example',
  password: 'HaveliGuest#2026',
  name: 'Aarav Sharma',
};

/** The staff account scripts/serve.mjs makes for the e2e run (playwright.config.ts). */
export const E2E_ADMIN = {
  email: 'e2e-staff@haveli.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/** The content remote's muted lead text under a page's title (#5c4d42, a token the shell serves). */
export const LEAD_COLOUR = 'rgb(92, 77, 66)';

/** The lead's colour on the live screen (the first paint's copy is replaced by it). */
export const expectLeadColour = (page: Page, colour: string) =>
  expect
    .poll(() =>
      page
        .getByRole('main')
        .locator('.page-banner-lead')
        .evaluate((element) => getComputedStyle(element).color),
    )
    .toBe(colour);

/** Each remote's own origin, as `scripts/serve.mjs` serves them. */
export const REMOTE_ORIGINS = byRemote(
  ({ portVariable, defaultPort }) => `http://localhost:${process.env[portVariable] ?? defaultPort}`,
);

export async function logIn(page: Page, email = DEMO_GUEST.email, password = DEMO_GUEST.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Headers for API calls made as staff beside the browser: the e2e staff account, signed in. */
export async function staffHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status(), 'the e2e staff account (scripts/serve.mjs)').toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
}

/** Feedback waits for staff (moderation by default): staff publish the pending feedback with this text. */
export async function publishFeedback(page: Page, text: string): Promise<void> {
  const headers = await staffHeaders(page);
  const listed = await page.request.get('/api/feedback?status=Pending&limit=100', { headers });
  const pending = ((await listed.json()) as { data: Array<{ id: number; comment: string }> }).data.find(
    (row) => row.comment === text,
  );
  expect(pending, `pending feedback "${text}"`).toBeTruthy();
  const published = await page.request.put(`/api/feedback/${pending?.id}`, {
    headers,
    data: { status: 'Active' },
  });
  expect(published.status()).toBe(200);
}

/** "22 Jan 2027", as the site writes a day (packages/ui formatDate). */
export const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** Clicks a day ('YYYY-MM-DD') in the booking calendar, turning to the next month until it shows. */
export async function pickDay(scope: Locator, isoDate: string) {
  const day = scope.getByRole('button', { name: new RegExp(`^${dayName(isoDate)}`) });
  // The calendar's code loads with the screen's first use of it.
  await scope.getByRole('grid').first().waitFor();
  for (let turn = 0; turn < 13 && !(await day.isVisible()); turn += 1) {
    await scope.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
}

/**
 * The id of the account these credentials sign in to, through the API: the registration's answer names no
 * account (it is the same for an address that already has one).
 */
export async function accountId(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  return ((await me.json()) as { id: number }).id;
}

/** Registers a guest straight through the API, for journeys that are not about registering. */
export async function registerGuest(
  request: APIRequestContext,
  guest: { name: string; email: string },
  password: string,
): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      ...guest,
      password,
      contact: '+91 98290 55555',
      city: 'Jaipur',
      country: 'India',
      pincode: '302001',
    },
  });
  expect(response.status()).toBe(201);
}

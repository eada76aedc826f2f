import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { currentCode, TOTP_PERIOD_SECONDS } from '../../api/src/lib/two-factor';
import { byRemote } from '../../packages/contracts/src/remote-registry';
import { addDays, hotelToday } from '../../packages/contracts/src/rules/bookings';

/** The demo guest the embedded database is seeded with (README). */
export const DEMO_GUEST = {
  email: 'guest@haveli.example',
  password: 'HaveliGuest#2026',
  name: 'Aarav Sharma',
};

/** The staff account scripts/serve.mjs makes for the e2e run (playwright.config.ts). */
/** The hotel's day (Jaipur) `days` from today, 'YYYY-MM-DD'. */
export const inDays = (days: number): string => addDays(hotelToday(), days);

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

/** The e2e manager's authenticator key and a browser token it remembered, kept beside the site's port. */
interface AdminSecondStep {
  secret?: string;
  deviceToken?: string;
}
const adminKeyFile = () => join(tmpdir(), `haveli-e2e-admin-${process.env.E2E_SHELL_PORT ?? 3000}.json`);

function savedSecondStep(): AdminSecondStep {
  try {
    return JSON.parse(readFileSync(adminKeyFile(), 'utf8')) as AdminSecondStep;
  } catch {
    return {};
  }
}

/**
 * The e2e manager's key for their authenticator app: set up at the account's first sign-in (serve.mjs makes
 * the account afresh, without one), as a manager does.
 */
export function e2eAdminKey(): string {
  const { secret } = savedSecondStep();
  expect(secret, 'the e2e manager has set up two-step sign-in (e2eAdminDevice)').toBeTruthy();
  return secret ?? '';
}

/** The code the e2e manager's authenticator app shows `ahead` ms from now. */
export const e2eAdminCode = (aheadMs = 0) => currentCode(e2eAdminKey(), Date.now() + aheadMs);

/**
 * A browser token the e2e manager's account remembers (signs in without a code): from an earlier sign-in of
 * this run, or made now through the API, setting up the authenticator app if the account has none yet.
 */
export async function e2eAdminDevice(request: APIRequestContext): Promise<string> {
  const saved = savedSecondStep();
  const login = (extra: object) => request.post('/api/auth/login', { data: { ...E2E_ADMIN, ...extra } });
  let answer = await login(saved.deviceToken ? { deviceToken: saved.deviceToken } : {});
  if (answer.ok() && saved.deviceToken) return saved.deviceToken;
  const asked = ((await answer.json()) as { two_factor?: { step: string; secret?: string } }).two_factor;
  const secret = asked?.secret ?? saved.secret;
  expect(secret, `the e2e manager's key (${answer.status()} ${await answer.text()})`).toBeTruthy();
  // This step's code, or the next one's if this one was used already (both are accepted, each once).
  for (const ahead of [0, TOTP_PERIOD_SECONDS * 1000]) {
    answer = await login({ code: currentCode(secret ?? '', Date.now() + ahead), rememberDevice: true });
    if (answer.ok()) break;
  }
  expect(answer.status(), `the e2e manager signs in (${await answer.text()})`).toBe(200);
  const deviceToken = ((await answer.json()) as { data: { device_token: string } }).data.device_token;
  writeFileSync(adminKeyFile(), JSON.stringify({ secret, deviceToken }));
  return deviceToken;
}

/**
 * Signs in through the login form. The e2e manager's browser is one their account remembers (as after "Remember
 * this browser"), so no code is asked: the code step has a test of its own.
 */
/**
 * Forgets the signed-in account in this browser, leaving it as a new visitor's, without ending the account's
 * sessions: the Logout button ends them everywhere, and the e2e manager is signed in in other tests at once.
 */
export async function logOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
  await expect(page.getByTestId('header-name')).toHaveText('Guest');
}

export async function logIn(page: Page, email = DEMO_GUEST.email, password = DEMO_GUEST.password) {
  const deviceToken = email === E2E_ADMIN.email ? await e2eAdminDevice(page.request) : undefined;
  await page.goto('/login');
  if (deviceToken) {
    await page.evaluate(
      ([account, token]) =>
        localStorage.setItem('haveli.trusted-devices', JSON.stringify({ [account]: token })),
      [email, deviceToken] as const,
    );
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Headers for API calls made as staff beside the browser: the e2e staff account, signed in. */
export async function staffHeaders(page: Page): Promise<Record<string, string>> {
  const deviceToken = await e2eAdminDevice(page.request);
  const login = await page.request.post('/api/auth/login', { data: { ...E2E_ADMIN, deviceToken } });
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

/**
 * A new guest, registered and signed in through the API, with a stay of three nights from `from` days on
 * (three: the stay rules' longest minimum, 24 Dec to 1 Jan, so a test runs on any day) in a Deluxe room:
 * their email, name and the booking's reference and total.
 */
export async function guestWithStay(
  request: APIRequestContext,
  {
    name,
    password,
    from = 0,
    ratePlan = 'flexible',
  }: { name: string; password: string; from?: number; ratePlan?: 'flexible' | 'non-refundable' },
) {
  const email = `stay-${Date.now()}-${Math.floor(Math.random() * 100_000)}@example.in`;
  await registerGuest(request, { name, email }, password);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const booked = await request.post('/api/stays/bookings', {
    headers: { authorization: `Bearer ${data.token}` },
    data: {
      guest_name: name,
      room_type_id: 2,
      check_in: inDays(from),
      check_out: inDays(from + 3),
      adults: 2,
      rate_plan: ratePlan,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data: stay } = (await booked.json()) as {
    data: { reference: string; check_in: string; price: { total: number } };
  };
  return { name, email, reference: stay.reference, checkIn: stay.check_in, total: stay.price.total };
}

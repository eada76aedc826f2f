import { type Page } from '@playwright/test';

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

/** Each remote's own origin, as `scripts/serve.mjs` serves them. */
export const REMOTE_ORIGINS = {
  content: `http://localhost:${process.env.CONTENT_PORT ?? 3001}`,
  account: `http://localhost:${process.env.ACCOUNT_PORT ?? 3002}`,
  diningCart: `http://localhost:${process.env.DINING_CART_PORT ?? 3003}`,
} as const;

export async function logIn(page: Page, email = DEMO_GUEST.email, password = DEMO_GUEST.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

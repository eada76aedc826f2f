import { expect, test } from '@playwright/test';
import { REMOTE_TIMEOUT_MS } from '../playwright.config';
import { REMOTES } from '../../packages/contracts/src/remote-registry';
import { E2E_ADMIN, logIn, REMOTE_ORIGINS } from '../support/site';

for (const { name: remote, sampleRoute } of REMOTES) {
  const origin = REMOTE_ORIGINS[remote];
  test.describe(`with the ${remote} remote offline`, () => {
    test.beforeEach(async ({ page }) => {
      // The back office is loaded for staff only: a member of staff signs in before it goes offline.
      if (remote === 'staff') {
        await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await expect(page).not.toHaveURL(/\/login/);
      }
      await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    });

    test('its route says it is temporarily unavailable while the rest of the page works, and Retry brings it back', async ({
      page,
    }) => {
      await page.goto(sampleRoute);
      await expect(page.getByText(/temporarily unavailable/)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.unroute(`${origin}/**`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('with every remote but content offline, /home works and asks none of them', async ({ page }) => {
  const offline = REMOTES.filter(({ name }) => name !== 'content').map(({ name }) => REMOTE_ORIGINS[name]);
  const asked: string[] = [];
  for (const origin of offline) await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
  page.on(
    'request',
    (request) => offline.some((origin) => request.url().startsWith(origin)) && asked.push(request.url()),
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test.describe('with a slow remote', () => {
  test('its area shows a loading state, then the unavailable message after the time-out, and Retry recovers', async ({
    page,
  }) => {
    const origin = REMOTE_ORIGINS.account;
    let slow = true;
    await page.route(`${origin}/**`, async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, REMOTE_TIMEOUT_MS + 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/temporarily unavailable/)).toBeVisible({
      timeout: REMOTE_TIMEOUT_MS + 5000,
    });
    slow = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'USER LOGIN' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS } from '../support/site';

const ROUTE_OF = { content: '/rooms', account: '/login', diningCart: '/menu' } as const;

for (const [remote, origin] of Object.entries(REMOTE_ORIGINS) as [keyof typeof REMOTE_ORIGINS, string][]) {
  test.describe(`with the ${remote} remote offline`, () => {
    test.beforeEach(async ({ page }) => {
      await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    });

    test('its route says it is temporarily unavailable while the rest of the page works', async ({
      page,
    }) => {
      await page.goto(ROUTE_OF[remote]);
      await expect(page.getByText(/temporarily unavailable/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('Retry brings the area back once the remote is up again', async ({ page }) => {
      await page.goto(ROUTE_OF[remote]);
      await expect(page.getByText(/temporarily unavailable/)).toBeVisible();
      await page.unroute(`${origin}/**`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });

    if (remote !== 'content') {
      test('/home still works', async ({ page }) => {
        await page.goto('/home');
        await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
      });
    }
  });
}

import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn } from '../support/site';

const PHOTO = join(__dirname, '..', '..', 'assets', 'photos', 'pool-infinity-terrace.jpg');

test.describe('staff content', () => {
  test('a member of staff changes a room type’s price and photo; /rooms shows both', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');

    await page.goto('/staff/content');
    await page.getByRole('link', { name: /Room types/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible();
    await page.getByRole('button', { name: /^Nightly price/ }).click();
    await expect(page).toHaveURL(/sort=room_base_price/);
    await expectAccessible(page, '/staff/content/room-types', { widths: [390, 1440] });

    // By id, as /rooms lists them: the first is on the public list's first page.
    await page.goto('/staff/content/room-types');
    const firstRow = page.getByRole('row').nth(1);
    const title = (await firstRow.getByRole('cell').first().textContent())?.trim() ?? '';
    await firstRow.getByRole('link', { name: /^Edit / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit room type' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Formatting of Description' })).toBeVisible();

    const price = 20_000 + Math.floor(Math.random() * 9_000);
    await page.getByLabel('Nightly price (₹)').fill(String(price));
    await page.getByLabel('Photo to upload for Image').setInputFiles(PHOTO);
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue(
      /^\/api\/images\/uploads\/upload-.+\.webp$/,
      {
        timeout: 30_000,
      },
    );
    const image = await page.getByLabel('Image', { exact: true }).inputValue();
    await expect(page.getByRole('img', { name: 'Preview of image' })).toHaveAttribute('src', image);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    await expectAccessible(page, '/staff/content/room-types/:id', { widths: [390, 1440] });

    await page.goto('/rooms');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText(`₹${price.toLocaleString('en-IN')}`);
    const photo = card.getByRole('img', { name: title });
    await expect(photo).toHaveAttribute('src', image);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

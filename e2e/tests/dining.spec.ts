import { expect, test } from '@playwright/test';

test.describe('ordering food', () => {
  test('Add to Cart raises the header badge', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByText('Food Item added Successfully')).toBeVisible();
  });
});

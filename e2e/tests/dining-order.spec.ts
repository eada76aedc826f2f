import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_GUEST } from '../support/site';
import { expectAccessible } from '../support/accessibility';
import { formatInr } from '../../packages/contracts/src/money';

interface Dish {
  id: number;
  menu_title: string;
  price: number;
}

/** The demo guest as the API knows them, for setting up and checking what the browser did. */
async function demoGuestSession(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  const payload = JSON.parse(Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { userId: payload.sub, headers: { Authorization: `Bearer ${data.token}` } };
}

/** Each journey starts with the guest's server cart empty, whatever earlier runs left there. */
async function emptyServerCart(request: APIRequestContext) {
  const { userId, headers } = await demoGuestSession(request);
  const response = await request.put(`/api/cart/user/${userId}`, {
    headers,
    data: { items: [] },
  });
  expect(response.ok()).toBe(true);
}

async function seededDish(request: APIRequestContext, title: string): Promise<Dish> {
  const response = await request.get('/api/web/foodItem/get_with_pagination?limit=100');
  const { data } = (await response.json()) as { data: Dish[] };
  const dish = data.find((item) => item.menu_title === title);
  if (!dish) throw new Error(`${title} is not on the seeded menu`);
  return dish;
}

const badge = (page: Page) => page.getByTestId('cart-count');

async function expectBadge(pages: Page[], count: number) {
  for (const page of pages) {
    if (count === 0) await expect(badge(page)).toHaveCount(0);
    else await expect(badge(page)).toHaveText(String(count));
  }
}

test.describe('ordering food', () => {
  test.beforeEach(async ({ request }) => emptyServerCart(request));

  test('a visitor fills the cart, logs in, keeps it and orders at the menu prices', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const paneer = await seededDish(request, 'Paneer Tikka');
    const chai = await seededDish(request, 'Masala Chai');
    const expectedTotal = 2 * (paneer.price + 50 + 30) + 2 * chai.price;

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    const otherTab = await context.newPage();
    await otherTab.goto('/home');
    await expectBadge([page, otherTab], 0);

    await page.getByRole('button', { name: 'Add to Cart Paneer Tikka' }).click();
    const dish = page.getByRole('dialog', { name: 'Paneer Tikka' });
    await dish.getByRole('radio', { name: 'Medium (+₹50)' }).check();
    await dish.getByRole('checkbox', { name: 'Cheese (+₹30)' }).check();
    await dish.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }).click();
    await dish.getByRole('button', { name: 'Add to Cart' }).click();
    await expectBadge([page, otherTab], 2);

    await page.goto('/category-list');
    await page.getByRole('link', { name: 'Beverages' }).click();
    await expect(page).toHaveURL(/\/menu\?category=\d+$/);
    await expect(page.getByText('Dishes from Beverages')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart Masala Chai' }).click();
    await page
      .getByRole('dialog', { name: 'Masala Chai' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expectBadge([page, otherTab], 3);

    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity of Masala Chai (Small)' }).click();
    await expectBadge([page, otherTab], 4);
    await page.getByRole('button', { name: 'Increase quantity of Masala Chai (Small)' }).click();
    await expectBadge([page, otherTab], 5);
    await page.getByRole('button', { name: 'Decrease quantity of Masala Chai (Small)' }).click();
    await expectBadge([page, otherTab], 4);
    await expect(page.getByTestId('cart-page-total')).toHaveText(formatInr(expectedTotal));

    await page.getByRole('button', { name: 'Checkout' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Checkout' });
    await expect(confirmation.getByTestId('checkout-total')).toHaveText(formatInr(expectedTotal));
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO_GUEST.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_GUEST.password);
    await page.getByRole('button', { name: 'Login' }).click();

    // Back at checkout, signed in, the cart intact: pickup, as soon as possible.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('header-name')).toHaveText(DEMO_GUEST.name);
    await expectBadge([page, otherTab], 4);
    await page.getByRole('radio', { name: 'Pickup from the restaurant' }).check();
    // GST at 18 % in paise, as the checkout charges it.
    const withGst = (expectedTotal * 118) / 100;
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(formatInr(expectedTotal));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(withGst));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/user-orders$/);
    await expectBadge([page, otherTab], 0);

    const latest = page.getByRole('article').first();
    await expect(latest.getByTestId('order-total')).toHaveText(formatInr(withGst));
    await expect(latest.getByTestId('order-status')).toHaveText('Received');
    await expect(latest.getByText('Paneer Tikka × 2')).toBeVisible();
    await expect(latest.getByText('Masala Chai × 2')).toBeVisible();

    const { userId, headers } = await demoGuestSession(request);
    const orders = (await (await request.get(`/api/orders/user/${userId}`, { headers })).json()) as {
      orders: Array<{ subtotal: number; total: number }>;
    };
    expect(orders.orders[0]?.subtotal).toBe(expectedTotal);
    expect(orders.orders[0]?.total).toBe(withGst);
  });

  // Each route as first drawn is checked by layout-every-route (every impact, 390 and 1440 px); these are the
  // states a guest's actions reach: the dish dialog, a cart with a dish, its checkout.
  test('the dining screens’ other states pass axe without serious or critical violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/menu');
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the dish dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();

    await page.goto('/cart');
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, 'a cart with a dish');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
    await expectAccessible(page, 'the checkout dialog');

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expectAccessible(page, '/checkout with a dish');
  });
});

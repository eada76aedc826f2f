import { expect, test, type APIRequestContext } from '@playwright/test';
import { inDays, logIn, registerGuest, staffHeaders } from '../support/site';
import { expectAccessible } from '../support/accessibility';
import { formatInr, toPaise, toRupees } from '../../packages/contracts/src/money';

const PASSWORD = 'Haveli#Meals2026';
interface Dish {
  id: number;
  menu_title: string;
  price: number;
}

/** A new guest, registered through the API, for a journey that is not about registering. */
/** A new guest, registered straight through the API. */
async function registeredGuest(request: APIRequestContext) {
  const guest = { name: 'Kavya Menon', email: `meals-${Date.now()}@example.in` };
  await registerGuest(request, guest, PASSWORD);
  return guest;
}

/** The guest's session, for setting up through the API what another screen would make (a stay). */
async function sessionOf(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  const claims = JSON.parse(Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { userId: claims.sub, headers: { Authorization: `Bearer ${data.token}` } };
}

async function seededDish(request: APIRequestContext, title: string): Promise<Dish> {
  const response = await request.get('/api/web/foodItem/get_with_pagination?limit=100');
  const { data } = (await response.json()) as { data: Dish[] };
  const dish = data.find((item) => item.menu_title === title);
  if (!dish) throw new Error(`${title} is not on the seeded menu`);
  return dish;
}

test('a staying guest orders a dish with options to their room, follows it as the kitchen moves it, and finds it owed with the stay once delivered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const guest = await registeredGuest(page.request);
  const { userId, headers } = await sessionOf(page.request, guest.email);
  const stay = await page.request.post('/api/reservationHotel/create', {
    headers,
    data: {
      guestName: guest.name,
      checkInDate: inDays(0),
      // Three nights: the stay rules' longest minimum (24 Dec to 1 Jan), so the test runs on any day.
      checkOutDate: inDays(3),
      roomType: 'Heritage Room',
    },
  });
  expect(stay.status(), await stay.text()).toBeLessThan(300);
  const { data: booked } = (await stay.json()) as { data: { room_no: string } };
  const paneer = await seededDish(page.request, 'Paneer Tikka');

  // The guest orders from their phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, guest.email, PASSWORD);
  await expect(page.getByTestId('header-name')).toHaveText(guest.name);

  // The menu: marks on every dish, and a veg-only switch kept in the address.
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Non-vegetarian Murgh Malai Tikka' }),
  ).toBeVisible();
  await expectAccessible(page, '/menu', { widths: [390, 1440] });
  await page.getByRole('switch', { name: 'Vegetarian only' }).check();
  await expect(page).toHaveURL(/[?&]veg=1/);
  await expect(page.getByRole('heading', { level: 2, name: /Murgh Malai Tikka/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Vegetarian only' })).toBeChecked();

  // The dish opens from its name, with its photo, its own options and a stepper.
  await page.getByRole('button', { name: 'Paneer Tikka', exact: true }).click();
  const dish = page.getByRole('dialog', { name: 'Paneer Tikka' });
  await expect(dish.locator('img')).toBeVisible();
  await dish.getByRole('radio', { name: 'Medium (+₹50)' }).check();
  await dish.getByRole('checkbox', { name: 'Cheese (+₹30)' }).check();
  await dish.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }).click();
  await expect(dish.getByTestId('dish-quantity')).toHaveText('2');
  const unit = paneer.price + 50 + 30;
  await expect(dish.getByTestId('unit-price')).toHaveText(formatInr(unit));
  await expectAccessible(page, 'dish detail', { widths: [390, 1440] });
  await dish.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Checkout: to the room of the current stay, charged to it, with GST.
  await page.goto('/checkout');
  const where = page.getByRole('group', { name: 'Where should we bring your order?' });
  await expect(
    where.getByRole('radio', { name: new RegExp(`In-room dining to Room ${booked.room_no}`) }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: `Charge to my room (Room ${booked.room_no})` })).toBeChecked();
  const subtotal = 2 * unit;
  const tax = (subtotal * 18) / 100;
  await expect(page.getByTestId('checkout-tax')).toHaveText(formatInr(tax));
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr((subtotal * 118) / 100));
  await page.getByRole('textbox', { name: 'Instructions (optional)' }).fill('Please ring twice.');
  await expectAccessible(page, '/checkout', { widths: [390, 1440] });
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The order, by its reference, Received.
  await expect(page).toHaveURL(/\/user-orders$/);
  await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByTestId('order-status')).toHaveText('Received');
  await expect(card.getByText(`In-room dining, Room ${booked.room_no}`)).toBeVisible();
  await expect(card.getByTestId('order-total')).toHaveText(formatInr((subtotal * 118) / 100));
  const reference = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  expect(reference).toMatch(/^FO-[A-Z2-9]{6}$/);
  await expectAccessible(page, '/user-orders', { widths: [390, 1440] });

  // Staff move it on through the API; the guest sees each status after a reload.
  const listed = await page.request.get(`/api/orders/user/${userId}`, { headers });
  const { orders } = (await listed.json()) as { orders: Array<{ id: number; reference: string }> };
  const order = orders.find((candidate) => candidate.reference === reference);
  expect(order, 'the order in the guest’s list').toBeTruthy();
  const staff = await staffHeaders(page);
  for (const status of ['Preparing', 'Ready', 'Out for delivery']) {
    const moved = await page.request.put(`/api/orders/${order?.id}/status`, {
      headers: staff,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const skipped = await page.request.put(`/api/orders/${order?.id}/status`, {
    headers: staff,
    data: { status: 'Received' },
  });
  expect(skipped.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole('article').first().getByTestId('order-status')).toHaveText('Out for delivery');
  await expect(page.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);

  // The receipt is a PDF the API makes.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download receipt (PDF) for order ${reference}` }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${reference}.pdf`);

  // Delivered, the order goes on the stay's folio: the booking's page shows it owed with the stay.
  const delivered = await page.request.put(`/api/orders/${order?.id}/status`, {
    headers: staff,
    data: { status: 'Delivered' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const mine = await page.request.get('/api/stays/bookings', { headers });
  const { bookings } = (await mine.json()) as {
    bookings: Array<{ reference: string; price: { total: number } }>;
  };
  const [staying] = bookings;
  expect(staying, 'the guest’s stay').toBeTruthy();
  await page.goto(`/booking-confirmation/${staying?.reference}`);
  const owed = toPaise(staying?.price.total ?? 0) + toPaise((subtotal * 118) / 100);
  await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('stay-due')).toHaveText(
    formatInr(toRupees(owed)),
  );
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import {
  E2E_ADMIN,
  e2eAdminCode,
  e2eAdminDevice,
  inDays,
  logIn,
  logOut,
  registerGuest,
  REMOTE_ORIGINS,
} from '../support/site';

const PASSWORD = 'Haveli#Staff2026';

interface Guest {
  name: string;
  email: string;
  headers: Record<string, string>;
}

/** A new guest, registered and signed in through the API, for journeys about what staff do. */
async function newGuest(request: APIRequestContext, name: string): Promise<Guest> {
  const email = `staff-journey-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.in`;
  await registerGuest(request, { name, email }, PASSWORD);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  return { name, email, headers: { authorization: `Bearer ${data.token}` } };
}

/** The browser signed in as the e2e staff account (a manager: every staff role's screens). */
async function signInAsStaff(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
}

test.describe('the staff back office', () => {
  test('a manager signs in in two steps: the password, then the code of their authenticator app', async ({
    page,
  }) => {
    // The account has its app set up (at its first sign-in); this browser is not one it remembers.
    await e2eAdminDevice(page.request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Authentication code').fill('000000' === e2eAdminCode() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');

    // The next step's code: the one of this step may have been used by the sign-in that set the app up.
    await page.getByLabel('Authentication code').fill(e2eAdminCode(30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Staff land in their back office, not on a guest's dashboard.
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
  });

  test('a guest cannot open /staff, and no code of the back office reaches them', async ({ page }) => {
    const staffCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(REMOTE_ORIGINS.staff)) staffCode.push(request.url());
    });
    // A visitor is asked to sign in first.
    await page.goto('/staff/kitchen');
    await expect(page).toHaveURL(/\/login$/);

    // A signed-in guest is told the page is for staff; the API refuses them too.
    const guest = await newGuest(page.request, 'Ishaan Verma');
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'For hotel staff only' })).toBeVisible();
    await page.goto('/staff/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'For hotel staff only' })).toBeVisible();
    const refused = await page.request.get('/api/staff/orders', { headers: guest.headers });
    expect(refused.status()).toBe(403);
    expect(staffCode).toEqual([]);
  });

  test('a guest requests a table, the front desk confirms it with a table, the guest sees Confirmed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const guest = await newGuest(page.request, 'Ritika Sen');
    const { restaurants } = (await (
      await page.request.get('/api/reservationRestaurant/restaurants')
    ).json()) as {
      restaurants: Array<{ _id: number; name: string }>;
    };
    const verandah = restaurants.find((restaurant) => restaurant.name === 'The Verandah');
    const requested = await page.request.post('/api/reservationRestaurant/create', {
      headers: guest.headers,
      data: {
        name: guest.name,
        restaurant_id: verandah?._id,
        date: inDays(4),
        time: '20:00',
        party_size: 3,
        details: 'A window table, please',
      },
    });
    expect(requested.status(), await requested.text()).toBeLessThan(300);

    await signInAsStaff(page);
    await page.goto('/staff/table-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Table requests' })).toBeVisible();
    const card = page.getByRole('article', { name: `${guest.name} · 3 guests` });
    await expect(card).toContainText('The Verandah');
    await expect(card).toContainText('A window table, please');
    const table = card.getByLabel('Table');
    const chosen =
      (await table.locator('option:checked').textContent())?.replace(/ \(\d+ seats\)$/, '') ?? '';
    expect(chosen).not.toBe('');
    await card.getByRole('button', { name: 'Confirm with this table' }).click();
    await expect(card).toHaveCount(0);

    await logOut(page);
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto('/user-dashboard');
    await page.getByRole('tab', { name: 'Restaurant Bookings' }).click();
    const row = page.getByRole('row', { name: /A window table/ });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(chosen);
  });

  test('a guest orders to pay at the hotel, the kitchen moves it to Ready and takes its payment, the guest’s orders show Ready with its GST tax invoice', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const guest = await newGuest(page.request, 'Dev Khanna');
    const menu = (await (
      await page.request.get('/api/web/foodItem/get_with_pagination?limit=100')
    ).json()) as {
      data: Array<{ id: number; menu_title: string }>;
    };
    const dish = menu.data.find((item) => item.menu_title === 'Paneer Tikka');
    const added = await page.request.post('/api/cart/create', {
      headers: guest.headers,
      data: { product_id: dish?.id, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const placed = await page.request.post('/api/orders', { headers: guest.headers, data: {} });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference } = (await placed.json()) as { reference: string };

    await signInAsStaff(page);
    await page.goto('/staff/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen queue' })).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) Kitchen queue/);
    const card = page.getByRole('article', { name: `${reference} · ${guest.name}` });
    await expect(card).toContainText('Paneer Tikka');
    await expect(card).toContainText('Received');
    await card.getByRole('button', { name: 'Start preparing' }).click();
    await expect(card).toContainText('Preparing');
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await expect(card).toContainText('Ready');
    await expect(card.getByRole('button', { name: 'Mark completed' })).toBeVisible();

    // Handed over, it is paid at the hotel: the kitchen records how, and its GST tax invoice is issued.
    await card.getByRole('button', { name: `Take payment for ${reference}` }).click();
    const taking = page.getByRole('dialog', { name: `Take payment for ${reference}` });
    await expectAccessible(page, 'the kitchen taking a payment', { widths: [390, 1440] });
    await taking.getByLabel('How').selectOption({ label: 'UPI at the desk' });
    await taking.getByRole('button', { name: /^Record ₹/ }).click();
    await expect(taking.getByLabel('Slip number or UTR')).toHaveAccessibleDescription(
      /Enter the slip number or UTR of this payment\./,
    );
    await taking.getByLabel('Slip number or UTR').fill(`UPI${Date.now()}`);
    await taking.getByRole('button', { name: /^Record ₹/ }).click();
    await expect(card.getByRole('status')).toContainText('Payment recorded. GST tax invoice HJ/');
    const invoice = ((await card.getByText(/^Paid ₹.+ · GST tax invoice /).textContent()) ?? '').replace(
      /^.* · GST tax invoice /,
      '',
    );
    expect(invoice).toMatch(/^HJ\/\d{2}-\d{2}\/\d{6}$/);
    await expect(card.getByRole('button', { name: /Take payment|Cancel order/ })).toHaveCount(0);

    // The guest, on a phone, finds it Ready and downloads its invoice.
    await logOut(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, guest.email, PASSWORD);
    await expect(page.getByTestId('header-name')).toHaveText(guest.name);
    await page.goto('/user-orders');
    const order = page.getByRole('article').filter({ hasText: reference });
    await expect(order.getByTestId('order-status')).toHaveText('Ready');
    const download = page.waitForEvent('download');
    await order.getByRole('button', { name: `Download PDF of GST tax invoice ${invoice}` }).click();
    expect((await download).suggestedFilename()).toBe(`${invoice.replaceAll('/', '-')}.pdf`);
    await expectAccessible(page, 'the guest’s orders with an invoice', { widths: [390, 1440] });
  });

  test('the kitchen marks a dish sold out on a tablet: the menu says so at once and offers no way to add it, until it is back on sale', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const menu = (await (
      await page.request.get('/api/web/foodItem/get_with_pagination?limit=100')
    ).json()) as { data: Array<{ menu_title: string; food_cat_id: number }> };
    const kulfi = menu.data.find((dish) => dish.menu_title === 'Kesar Kulfi');
    expect(kulfi, 'Kesar Kulfi on the seeded menu').toBeTruthy();

    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsStaff(page);
    await page.goto('/staff/kitchen');
    const panel = page.getByRole('region', { name: 'Sold out today' });
    await panel.getByLabel('Find a dish to mark sold out').fill('kulfi');
    await panel.getByRole('button', { name: 'Sold out: Kesar Kulfi' }).click();
    const backOnSale = panel
      .getByRole('list', { name: 'Sold out today' })
      .getByRole('button', { name: 'Back on sale: Kesar Kulfi' });
    await expect(backOnSale).toBeVisible();
    await expectAccessible(page, 'the kitchen with a dish sold out', { widths: [1024] });
    try {
      // A visitor on a phone, meanwhile: the dish is there, sold out, with nothing to add.
      const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await visitor.goto(`/menu?category=${kulfi?.food_cat_id}`);
      const card = visitor.getByRole('article').filter({ hasText: 'Kesar Kulfi' });
      await expect(card.getByText('Sold out today')).toBeVisible();
      await expect(card.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
      await visitor.close();
    } finally {
      await backOnSale.click();
      await expect(panel.getByText('Every dish is on sale.')).toBeVisible();
    }
  });

  test('on a tablet, a new order appears in the kitchen queue at once, turns late when due, has its dish ticked off and is bumped', async ({
    page,
  }) => {
    const guest = await newGuest(page.request, 'Ira Mehta');
    await page.setViewportSize({ width: 1024, height: 768 });
    // The page's clock runs as a real one until the test moves it on to the order's due time.
    await page.clock.install();
    await signInAsStaff(page);
    await page.goto('/staff/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen queue' })).toBeVisible();
    // The queue has been read once (its list, or its empty state) before the guest orders.
    await expect(
      page.getByRole('list', { name: 'Open orders' }).or(page.getByText('No open orders')),
    ).toBeVisible();

    const menu = (await (
      await page.request.get('/api/web/foodItem/get_with_pagination?limit=100')
    ).json()) as { data: Array<{ id: number; menu_title: string }> };
    const dish = menu.data.find((item) => item.menu_title === 'Paneer Tikka');
    await page.request.post('/api/cart/create', {
      headers: guest.headers,
      data: { product_id: dish?.id, quantity: 1 },
    });
    const placed = await page.request.post('/api/orders', { headers: guest.headers, data: {} });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference, estimated_ready_at: due } = (await placed.json()) as {
      reference: string;
      estimated_ready_at: string;
    };

    // The queue is read again every minute as a safety net; the live change brings the order well before.
    const card = page.getByRole('article', { name: `${reference} · ${guest.name}` });
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(card).toContainText('Pickup');
    await expect(card.getByText(/^Late by/)).toHaveCount(0);

    // Three minutes past its due time, still not ready: the ticket says so in red.
    await page.clock.fastForward(Date.parse(due) - Date.now() + 3 * 60_000);
    await expect(card.getByText(/^Late by \d+ min$/)).toBeVisible();
    await expect(card).toHaveClass(/kitchen-card-late/);

    await card.getByRole('button', { name: 'Start preparing' }).click();
    await card.getByRole('checkbox', { name: '1 × Paneer Tikka' }).check();
    await expect(card.getByRole('checkbox', { name: '1 × Paneer Tikka' })).toBeChecked();
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await expect(card).toContainText('Ready');
    await expect(card.getByText(/^Late by/)).toHaveCount(0);
    await expectAccessible(page, 'the kitchen queue on a tablet', { widths: [1024] });
  });

  test('the front desk finds today’s arrival from Today and checks the guest in', async ({ page }) => {
    test.setTimeout(90_000);
    const guest = await newGuest(page.request, 'Naina Kapoor');
    const stay = await page.request.post('/api/reservationHotel/create', {
      headers: guest.headers,
      data: {
        guestName: guest.name,
        checkInDate: inDays(0),
        // Three nights: the stay rules' longest minimum (24 Dec to 1 Jan), so the test runs on any day.
        checkOutDate: inDays(3),
        roomType: 'Heritage Room',
      },
    });
    expect(stay.status(), await stay.text()).toBeLessThan(300);

    await signInAsStaff(page);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await page.getByRole('link', { name: /^\d+ Arrivals$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Room bookings' })).toBeVisible();
    await expect(page).toHaveURL(/state=expected/);
    await page.getByLabel('Guest').fill(guest.name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/guest=Naina/);
    const row = page.getByRole('row', { name: new RegExp(guest.name) });
    await expect(row).toContainText('Expected');
    await row.getByRole('button', { name: new RegExp(`Check in ${guest.name}`) }).click();
    // Filtered on Expected, the guest leaves the list once in; the address, shared, shows them In house.
    await expect(row).toHaveCount(0);
    await page.goto(`/staff/bookings?state=in_house&guest=${encodeURIComponent(guest.name)}`);
    await expect(page.getByRole('row', { name: new RegExp(guest.name) })).toContainText('In house');
  });

  test('the back office is axe clean on a phone and a desktop', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page);
    for (const [path, heading] of [
      ['/staff', 'Today'],
      ['/staff/kitchen', 'Kitchen queue'],
      ['/staff/table-requests', 'Table requests'],
      ['/staff/bookings', 'Room bookings'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectAccessible(page, path, { widths: [390, 1440] });
    }
  });
});

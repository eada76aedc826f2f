import { expect, test, type Page } from '@playwright/test';
import { inDays, logIn, publishFeedback, staffHeaders } from '../support/site';

/** Script payloads, each marked so the text can be found where it is shown. */
const IMG = (mark: string) => `${mark} <img src=x onerror="window.__xss=1">`;
const SCRIPT = (mark: string) => `${mark} <script>window.__xss=1</script>`;
const SVG = (mark: string) => `${mark} "><svg onload=window.__xss=1>`;
const PASSWORD = 'Haveli#Xss2026';
const BLOG = 'a-morning-at-amber-fort';

/** No injected handler ran, and no dialog opened, on the page as it is now. */
async function expectNoScriptRan(page: Page, where: string) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), where).toBeUndefined();
}

test.describe('stored XSS never runs', () => {
  test('script payloads in every guest-writable field come back as text on every screen', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const email = `xss-${Date.now()}@example.in`;
    const fields = {
      name: SVG('Name1'),
      address: IMG('Addr2'),
      city: SCRIPT('City3'),
      country: SVG('Country4'),
      guestName: IMG('Guest5'),
      remarks: SCRIPT('Remark6'),
      tableName: SVG('Table7'),
      tableDetails: IMG('Details8'),
      feedback: SCRIPT('Feedback9'),
      commenter: IMG('Reader10'),
      comment: SVG('Comment11'),
    };

    await test.step('register through the form with a script in the name', async () => {
      await page.goto('/register');
      await page.getByLabel('Full Name').fill(fields.name);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Contact').fill('+91 98290 44444');
      await page.getByLabel('Pincode').fill('302001');
      await page.getByLabel('Address').fill(fields.address);
      await page.getByLabel('City').fill(fields.city);
      await page.getByLabel('Country').fill(fields.country);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Registration successful. Please log in.')).toBeVisible();
      await logIn(page, email, PASSWORD);
      await expect(page.getByTestId('header-name')).toHaveText(fields.name);
      await expectNoScriptRan(page, 'header after login');
    });

    const signedIn = await page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    const authorization = `Bearer ${((await signedIn.json()) as { data: { token: string } }).data.token}`;
    const me = (await (await page.request.get('/api/user/me', { headers: { authorization } })).json()) as {
      id: number;
    };

    await test.step('save payloads in a booking, a table request, feedback, a comment, a message and an application', async () => {
      const headers = { authorization };
      const { restaurants } = (await (
        await page.request.get('/api/reservationRestaurant/restaurants')
      ).json()) as {
        restaurants: Array<{ _id: number; name: string }>;
      };
      const laalMahal = restaurants.find((restaurant) => restaurant.name === 'Laal Mahal');
      const { data: roomTypes } = (await (
        await page.request.get('/api/web/room/get_with_pagination?limit=20')
      ).json()) as { data: Array<{ id: number; room_type: string }> };
      const deluxe = roomTypes.find((type) => type.room_type === 'Deluxe');
      const posts: Array<[string, object]> = [
        [
          '/api/stays/bookings',
          {
            guest_name: fields.guestName,
            room_type_id: deluxe?.id,
            // Three nights: long enough for any minimum stay of the sample rates (e.g. 3 at New Year).
            check_in: inDays(60),
            check_out: inDays(63),
            adults: 2,
            requests: { remarks: fields.remarks },
          },
        ],
        [
          '/api/reservationRestaurant/create',
          {
            name: fields.tableName,
            restaurant_id: laalMahal?._id,
            date: inDays(5),
            time: '20:30',
            party_size: 2,
            details: fields.tableDetails,
          },
        ],
        [
          '/api/feedback/submit',
          { name: fields.name, email, message: fields.feedback, rating: 4, type: 'General' },
        ],
        [
          '/api/contact/create',
          {
            subject: 'Room',
            name: IMG('Contact13'),
            email,
            number: '9829012345',
            message: SVG('Msg14'),
          },
        ],
      ];
      for (const [url, data] of posts) {
        const response = await page.request.post(url, { headers, data });
        expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
      }
      const comment = await page.request.post(`/api/web/blog/${BLOG}/comments`, {
        data: { name: fields.commenter, email, comment: fields.comment },
      });
      expect(comment.status()).toBe(201);
      const application = await page.request.post('/api/career/apply', {
        multipart: {
          posting: 'career-front-office-associate',
          name: SCRIPT('Applicant15'),
          email,
          phone: '+91 98290 12345',
          resume: {
            name: '<img src=x onerror=alert(1)>.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
          },
        },
      });
      expect(application.status(), await application.text()).toBe(201);

      // Staff approve the comment and publish the feedback, so that they show on the public pages.
      const staff = await staffHeaders(page);
      await publishFeedback(page, fields.feedback);
      const listed = await page.request.get('/api/blog-comments?limit=100', { headers: staff });
      const pending = ((await listed.json()) as { data: Array<{ id: number; comment: string }> }).data.find(
        (row) => row.comment === fields.comment,
      );
      expect(pending, 'the comment is stored as written').toBeTruthy();
      const approved = await page.request.put(`/api/blog-comments/${pending?.id}`, {
        headers: staff,
        data: { status: 'approved' },
      });
      expect(approved.status()).toBe(200);
      // Staff read messages and applications as they were written, as data.
      const messages = await page.request.get('/api/contact-messages?limit=100', { headers: staff });
      expect(JSON.stringify(await messages.json())).toContain(JSON.stringify(IMG('Contact13')).slice(1, -1));
    });

    const screens: Array<[string, () => Promise<void>]> = [
      [
        '/user-dashboard',
        async () => {
          for (const text of [fields.name, fields.address]) {
            await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
          }
          await expect(page.getByText(fields.remarks).first()).toBeVisible();
          await page.getByRole('tab', { name: 'Restaurant Bookings' }).click();
          await expect(page.getByText(fields.tableDetails).first()).toBeVisible();
          await page.getByRole('tab', { name: 'Feedback' }).click();
          await expect(page.getByText(fields.feedback).first()).toBeVisible();
        },
      ],
      [
        '/user-profile',
        async () => {
          await expect(page.getByText(fields.guestName).first()).toBeVisible();
          await expect(page.getByText(fields.remarks).first()).toBeVisible();
        },
      ],
      [
        `/edit-profile/${me.id}`,
        async () => {
          await expect(page.getByLabel('Address')).toHaveValue(fields.address);
          await expect(page.getByLabel('City')).toHaveValue(fields.city);
          await expect(page.getByLabel('Country')).toHaveValue(fields.country);
        },
      ],
      ['/user-feedback', async () => expect(page.getByText(fields.feedback).first()).toBeVisible()],
      ['/user-booking', async () => expect(page.getByLabel('Guest Name')).toHaveValue(fields.name)],
      [
        `/blog/${BLOG}`,
        async () => {
          await expect(page.getByText(fields.comment).first()).toBeVisible();
          await expect(page.getByText(fields.commenter).first()).toBeVisible();
        },
      ],
    ];
    for (const [path, check] of screens) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByTestId('header-name')).toHaveText(fields.name);
        await check();
        await expectNoScriptRan(page, path);
      });
    }
    expect(dialogs).toEqual([]);
  });
});

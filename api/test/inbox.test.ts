import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  accountExportSchema,
  changePasswordResponseSchema,
  conversationSchema,
  guestMessageSchema,
  INBOX_MESSAGES,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  notificationSchema,
  notificationsPageSchema,
  PASSWORD_TOO_WEAK_MESSAGE,
  SETTINGS_MESSAGES,
  staffConversationsSchema,
  unreadCountSchema,
} from '@haveli/contracts';
import { notify } from '../src/lib/notifications';
import { guestRecords } from './hardening/fixtures';
import {
  signUp,
  signUpAdmin,
  signUpGuest,
  TEST_PASSWORD,
  type SignedInAccount,
} from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { testOutbox } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();

let addresses = 0;
/** Each form from an address of its own, so that the per-address limits stay out of these tests. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

describeEachDatabase(
  'the guest inbox',
  (ctx) => {
    const call = (
      account: SignedInAccount | undefined,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: unknown,
    ) =>
      ctx.app.inject({
        method,
        url,
        headers: {
          'x-forwarded-for': newAddress(),
          ...(account ? { authorization: account.authorization } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    const notifyGuest = (guest: SignedInAccount, title: string, link = '/user-orders') =>
      ctx.app.db.transaction((tx) => notify(tx, guest.id, { kind: 'order.status', title, link }));

    it('lists notifications unread first, then newest, in pages, and counts the unread', async () => {
      const guest = await signUp(ctx.app);
      const first = await notifyGuest(guest, 'First');
      await notifyGuest(guest, 'Second');
      await notifyGuest(guest, 'Third');
      await ctx.app.db.query('UPDATE notifications SET read_at = now() WHERE id = $1', [first]);
      await notifyGuest(await signUp(ctx.app), 'Someone else');

      const response = await call(guest, 'GET', '/api/notifications');
      assert.equal(response.statusCode, 200, response.body);
      const page = notificationsPageSchema.parse(response.json());
      assert.deepEqual(
        page.data.map((n) => [n.title, n.readAt === null]),
        [
          ['Third', true],
          ['Second', true],
          ['First', false],
        ],
      );
      assert.equal(page.total, 3);
      assert.equal(page.unread, 2);
      assert.equal(page.data[0]?.link, '/user-orders');

      const second = notificationsPageSchema.parse(
        (await call(guest, 'GET', '/api/notifications?page=2&limit=2')).json(),
      );
      assert.deepEqual(
        second.data.map((n) => n.title),
        ['First'],
      );
      expectApiError(await call(guest, 'GET', '/api/notifications?limit=0'), 400);

      const count = unreadCountSchema.parse(
        (await call(guest, 'GET', '/api/notifications/unread-count')).json(),
      );
      assert.equal(count.unread, 2);
      expectApiError(await call(undefined, 'GET', '/api/notifications/unread-count'), 401);
    });

    it("marks one read (its own only: another's is 404), then all", async () => {
      const guest = await signUp(ctx.app);
      const other = await signUp(ctx.app);
      const mine = await notifyGuest(guest, 'Yours');
      await notifyGuest(guest, 'Also yours');
      const theirs = await notifyGuest(other, 'Theirs');

      const read = await call(guest, 'POST', `/api/notifications/${mine}/read`);
      assert.equal(read.statusCode, 200, read.body);
      assert.ok(notificationSchema.parse(read.json()).readAt);
      const foreign = expectApiError(await call(guest, 'POST', `/api/notifications/${theirs}/read`), 404);
      assert.equal(foreign.message, NOTIFICATION_NOT_FOUND_MESSAGE);
      expectApiError(await call(guest, 'POST', '/api/notifications/999999999/read'), 404);
      expectApiError(await call(guest, 'POST', '/api/notifications/abc/read'), 400);
      assert.equal(
        unreadCountSchema.parse((await call(other, 'GET', '/api/notifications/unread-count')).json()).unread,
        1,
        "another guest's notification stays unread",
      );
      assert.equal(
        unreadCountSchema.parse((await call(guest, 'GET', '/api/notifications/unread-count')).json()).unread,
        1,
      );

      const all = await call(guest, 'POST', '/api/notifications/read-all');
      assert.equal(all.statusCode, 200, all.body);
      const page = notificationsPageSchema.parse((await call(guest, 'GET', '/api/notifications')).json());
      assert.equal(page.unread, 0);
      assert.ok(page.data.every((n) => n.readAt));
      assert.equal(
        unreadCountSchema.parse((await call(other, 'GET', '/api/notifications/unread-count')).json()).unread,
        1,
      );
    });

    it('keeps the conversation: the guest writes, staff reply, the guest is notified and mailed', async () => {
      const guest = await signUpGuest(ctx);
      const staff = await signUpAdmin(ctx);

      const sent = await call(guest, 'POST', '/api/messages', {
        body: '  Could we have a late check-out?  ',
      });
      assert.equal(sent.statusCode, 201, sent.body);
      assert.equal(guestMessageSchema.parse(sent.json()).body, 'Could we have a late check-out?');

      for (const body of ['', '   ', 'x'.repeat(2001)]) {
        const refused = expectApiError(await call(guest, 'POST', '/api/messages', { body }), 400);
        assert.equal(
          refused.fields?.body,
          body.length > 2000 ? INBOX_MESSAGES.messageTooLong : INBOX_MESSAGES.messageRequired,
        );
      }
      expectApiError(await call(guest, 'POST', `/api/admin/messages/${guest.id}/reply`, { body: 'Hi' }), 403);

      const replied = await call(staff, 'POST', `/api/admin/messages/${guest.id}/reply`, {
        body: 'Of course: your room is yours until 2 pm.',
      });
      assert.equal(replied.statusCode, 201, replied.body);
      expectApiError(await call(staff, 'POST', '/api/admin/messages/999999/reply', { body: 'Hello' }), 404);
      expectApiError(await call(staff, 'POST', `/api/admin/messages/${guest.id}/reply`, { body: ' ' }), 400);

      const staffView = conversationSchema.parse(
        (await call(staff, 'GET', `/api/admin/messages/${guest.id}`)).json(),
      );
      assert.equal(staffView.data.length, 2);
      const listed = staffConversationsSchema.parse(
        (await call(staff, 'GET', '/api/admin/messages?limit=100')).json(),
      );
      const row = listed.data.find((conversation) => conversation.userId === guest.id);
      assert.equal(row?.lastMessage, 'Of course: your room is yours until 2 pm.');
      assert.equal(row?.unread, 0, "staff opened the conversation: the guest's message is read");
      assert.equal(listed.data[0]?.userId, guest.id, 'the latest conversation first');
      expectApiError(await call(guest, 'GET', '/api/admin/messages'), 403);

      const notifications = notificationsPageSchema.parse(
        (await call(guest, 'GET', '/api/notifications')).json(),
      );
      assert.equal(notifications.unread, 1);
      assert.equal(notifications.data[0]?.kind, 'message.reply');
      assert.equal(notifications.data[0]?.link, '/messages');

      const conversation = conversationSchema.parse((await call(guest, 'GET', '/api/messages')).json());
      assert.deepEqual(
        conversation.data.map((m) => [m.sender, m.body]),
        [
          ['guest', 'Could we have a late check-out?'],
          ['hotel', 'Of course: your room is yours until 2 pm.'],
        ],
      );
      const again = conversationSchema.parse((await call(guest, 'GET', '/api/messages')).json());
      assert.ok(again.data[1]?.readAt, 'the reply is read once the guest has seen it');
      assert.equal(
        unreadCountSchema.parse((await call(guest, 'GET', '/api/notifications/unread-count')).json()).unread,
        0,
        'and so is the notification that announced it',
      );

      const REPLY = 'The hotel has replied to your message';
      const [mail] = await outbox.mailsAfter(guest.email, 1, REPLY);
      assert.equal(mail?.subject, REPLY);
      assert.match(mail?.text ?? '', /your room is yours until 2 pm/);
      assert.match(mail?.text ?? '', /https:\/\/haveli\.example\/messages/);
    });

    it('stores mail preferences, refusing bad ones', async () => {
      const guest = await signUp(ctx.app);
      assert.deepEqual((await call(guest, 'GET', '/api/settings/mail-preferences')).json(), {
        marketing: false,
        offers: false,
      });
      const saved = await call(guest, 'PUT', '/api/settings/mail-preferences', {
        marketing: false,
        offers: true,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      expectApiError(await call(guest, 'PUT', '/api/settings/mail-preferences', { marketing: 'yes' }), 400);
      assert.deepEqual((await call(guest, 'GET', '/api/settings/mail-preferences')).json(), {
        marketing: false,
        offers: true,
      });
    });

    it("changes the password with the current one and ends the account's other sessions", async () => {
      const guest = await signUpGuest(ctx);
      const otherDevice = { ...guest };
      const newPassword = 'Jharokha#2027';

      const wrong = expectApiError(
        await call(guest, 'POST', '/api/settings/password', {
          currentPassword: 'not-my-password',
          newPassword,
        }),
        400,
      );
      assert.equal(wrong.fields?.currentPassword, SETTINGS_MESSAGES.currentPasswordWrong);
      const short = expectApiError(
        await call(guest, 'POST', '/api/settings/password', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'short',
        }),
        400,
      );
      assert.ok(short.fields?.newPassword);
      const weak = expectApiError(
        await call(guest, 'POST', '/api/settings/password', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'password123',
        }),
        400,
      );
      assert.ok(weak.fields?.newPassword?.startsWith(PASSWORD_TOO_WEAK_MESSAGE), weak.message);

      const changed = await call(guest, 'POST', '/api/settings/password', {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const { data } = changePasswordResponseSchema.parse(changed.json());

      expectApiError(await call(otherDevice, 'GET', '/api/auth/me'), 401);
      const thisDevice = { ...guest, authorization: `Bearer ${data.token}` };
      assert.equal((await call(thisDevice, 'GET', '/api/auth/me')).statusCode, 200);
      const oldLogin = await call(undefined, 'POST', '/api/auth/login', {
        email: guest.email,
        password: TEST_PASSWORD,
      });
      expectApiError(oldLogin, 401);
      const newLogin = await call(undefined, 'POST', '/api/auth/login', {
        email: guest.email,
        password: newPassword,
      });
      assert.equal(newLogin.statusCode, 200, newLogin.body);
    });

    it("exports the guest's data as JSON, and no one else's", async () => {
      const guest = await signUpGuest(ctx, 'Asha Export');
      const other = await signUpGuest(ctx, 'Someone Else');
      await guestRecords.stayBooking(ctx.app, guest);
      await guestRecords.order(ctx.app, guest);
      await guestRecords.order(ctx.app, other);
      await call(guest, 'POST', '/api/messages', { body: 'A question about parking' });

      const response = await call(guest, 'GET', '/api/settings/export');
      assert.equal(response.statusCode, 200, response.body);
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="haveli-my-data-/);
      const exported = accountExportSchema.parse(response.json());
      assert.equal(exported.profile.email, guest.email);
      assert.equal(exported.stays.length, 1);
      assert.equal(exported.orders.length, 1);
      assert.ok(Array.isArray(exported.orders[0]?.items) && exported.orders[0].items.length > 0);
      assert.deepEqual(
        exported.messages.map((m) => m.body),
        ['A question about parking'],
      );
      assert.doesNotMatch(response.body, /Someone Else/);
    });

    it('deletes the account: personal data gone from kept bookings, sessions ended, the old password refused', async () => {
      const guest = await signUpGuest(ctx, 'Rohan Deleted');
      const reference = await guestRecords.stayBooking(ctx.app, guest);
      await ctx.app.db.query(
        `UPDATE stay_bookings SET billing_company = 'Rohan Consulting', billing_address = '2 Park Street, Kolkata',
           billing_gstin = '27AAPFU0939F1ZV' WHERE reference = $1`,
        [reference],
      );
      const orderId = await guestRecords.order(ctx.app, guest);
      await call(guest, 'POST', '/api/messages', { body: 'Goodbye' });

      const wrong = expectApiError(
        await call(guest, 'POST', '/api/settings/delete-account', { password: 'not-it' }),
        400,
      );
      assert.equal(wrong.fields?.password, SETTINGS_MESSAGES.passwordWrong);
      assert.equal((await call(guest, 'GET', '/api/auth/me')).statusCode, 200, 'nothing changed');

      const deleted = await call(guest, 'POST', '/api/settings/delete-account', { password: TEST_PASSWORD });
      assert.equal(deleted.statusCode, 200, deleted.body);
      expectApiError(await call(guest, 'GET', '/api/auth/me'), 401);
      expectApiError(
        await call(undefined, 'POST', '/api/auth/login', { email: guest.email, password: TEST_PASSWORD }),
        401,
      );

      const [stay] = await ctx.app.db.query<{ guest_name: string; billing_company: string | null }>(
        'SELECT guest_name, billing_company FROM stay_bookings WHERE reference = $1',
        [reference],
      );
      assert.equal(stay?.guest_name, 'Deleted guest', 'the booking is kept, without the name');
      assert.equal(stay?.billing_company, null, 'nor the company named for its invoice');
      const [order] = await ctx.app.db.query<{ id: number }>('SELECT id FROM orders WHERE id = $1', [
        orderId,
      ]);
      assert.ok(order, 'the order is kept');
      const [user] = await ctx.app.db.query<{ name: string; email: string; contact: string }>(
        'SELECT name, email, contact FROM users WHERE id = $1',
        [guest.id],
      );
      assert.equal(user?.name, 'Deleted guest');
      assert.doesNotMatch(user?.email ?? '', new RegExp(guest.email.replace(/[.+]/g, '\\$&'), 'i'));
      assert.equal(user?.contact, '');
      const [messages] = await ctx.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM guest_messages WHERE user_id = $1',
        [guest.id],
      );
      assert.equal(messages?.n, 0);

      const staff = await signUpAdmin(ctx);
      const staffDelete = await call(staff, 'POST', '/api/settings/delete-account', {
        password: TEST_PASSWORD,
      });
      expectApiError(staffDelete, 403);
    });
  },
  { env: { ...outbox.env, MAX_UPCOMING_STAYS: '1000' } },
);

describeEachDatabase(
  'messages to the hotel are rate-limited like other forms',
  (ctx) => {
    it('refuses the message over the per-address limit with a 429, storing nothing more', async () => {
      const guest = await signUp(ctx.app);
      const send = (body: unknown) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/messages',
          headers: { authorization: guest.authorization, 'x-forwarded-for': '203.0.113.7' },
          payload: body as object,
        });
      // A refused message (bad input) does not use up the allowance.
      expectApiError(await send({ body: '' }), 400);
      assert.equal((await send({ body: 'First' })).statusCode, 201);
      assert.equal((await send({ body: 'Second' })).statusCode, 201);
      const refused = expectApiError(await send({ body: 'Third' }), 429);
      assert.match(refused.message, /Too many requests/);
      const [stored] = await ctx.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM guest_messages WHERE user_id = $1',
        [guest.id],
      );
      assert.equal(stored?.n, 2);
    });
  },
  { env: { FORM_RATE_LIMITS: 'message=2' } },
);

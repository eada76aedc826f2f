import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, before, it } from 'node:test';
import { hotelToday, orderSchema, type Order } from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { zonedInstant } from '../src/lib/kitchen-time';
import { jobQueueSchema } from '../src/lib/job-queue';
import { orderProgressMail } from '../src/mail/order-mails';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const SITE_URL = 'https://haveli.example';
const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-order-mails-'));

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const mailsTo = (email: string): SentMail[] =>
  readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as SentMail)
    .filter((mail) => mail.to === email);

/** The mails delivered to an address once there are `count` (the queue sends them after the commit). */
async function delivered(email: string, count: number): Promise<SentMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = mailsTo(email);
    if (mails.length >= count) return mails;
    assert.ok(Date.now() < deadline, `${count} mails to ${email} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every address a mail links to, in its HTML and its text. */
const linksIn = (mail: SentMail) => [
  ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ...(mail.text.match(/https?:\/\/[^\s)\]]+/g) ?? []),
];

afterEach(() => setClock(null));

describeEachDatabase(
  'order mails: received, and ready or on its way',
  (ctx) => {
    let staff: SignedInAccount;
    before(async () => {
      staff = await signUp(ctx.app, 'admin');
    });
    const call = (method: 'POST' | 'PUT', url: string, account: SignedInAccount, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: account.authorization },
        ...(payload ? { payload } : {}),
      });
    /** Mail jobs queued for an address, delivered or not: what the committed changes asked for. */
    const queuedFor = async (email: string) =>
      (
        await ctx.app.db.query<{ kind: string }>(
          `SELECT data->'compose'->>'kind' AS kind FROM ${jobQueueSchema(ctx.app.config.database)}.job
           WHERE name = 'mail' AND data->'compose'->'data'->>'to' = $1 ORDER BY created_on`,
          [email],
        )
      ).map((job) => job.kind);

    it('mails the guest when the order is received and when it is ready, and at no other move', async () => {
      const guest = await signUp(ctx.app);
      setClock(() => zonedInstant(hotelToday(), 13 * 60, 'Asia/Kolkata'));
      const [chai] = await ctx.app.db.query<{ id: number }>(
        "SELECT id FROM food_items WHERE menu_title = 'Masala Chai'",
      );
      assert.equal(
        (await call('POST', '/cart/create', guest, { product_id: chai?.id, quantity: 2 })).statusCode,
        201,
      );
      const placed = await call('POST', '/orders', guest, { fulfilment: 'pickup', when: 'asap' });
      assert.equal(placed.statusCode, 201, placed.body);
      const order: Order = orderSchema.parse(placed.json());

      for (const status of ['Preparing', 'Ready']) {
        assert.equal((await call('PUT', `/orders/${order.id}/status`, staff, { status })).statusCode, 200);
      }
      // Refused: no mail.
      expectApiError(await call('PUT', `/orders/${order.id}/status`, staff, { status: 'Delivered' }), 409);
      assert.equal(
        (await call('PUT', `/orders/${order.id}/status`, staff, { status: 'Completed' })).statusCode,
        200,
      );

      const received = `Your Haveli order ${order.reference} is received`;
      const ready = `Your Haveli order ${order.reference} is ready`;
      assert.deepEqual(await queuedFor(guest.email), ['order.received', 'order.progress']);
      const mails = await delivered(guest.email, 2);
      assert.deepEqual(
        mails.map((mail) => mail.subject),
        [received, ready],
      );
      const [first, second] = mails as [SentMail, SentMail];
      assert.match(first.text, new RegExp(`Namaste ${guest.name}`));
      assert.match(first.text, /Masala Chai × 2/);
      assert.match(first.text, /for pickup at the restaurant/);
      assert.match(second.text, /ready for you to collect/);
      for (const mail of mails) {
        const links = linksIn(mail);
        assert.ok(links.includes(`${SITE_URL}/user-orders`), links.join(' '));
        for (const link of links) assert.ok(link.startsWith(SITE_URL), `${link} is on the site`);
      }
    });

    it('mails a room order when it leaves the kitchen, not when it is ready', async () => {
      const order = orderSchema.parse({
        id: 1,
        reference: 'FO-ROOM23',
        user_id: 1,
        subtotal: 300,
        tax: 54,
        tax_percent: 18,
        total: 354,
        status: 'Ready',
        cancel_reason: null,
        fulfilment: 'room',
        room_no: '204',
        table_name: null,
        scheduled_for: null,
        estimated_ready_at: '2026-05-01T08:00:00.000Z',
        instructions: '',
        payment: 'room_charge',
        created_at: '2026-05-01T07:30:00.000Z',
        updated_at: '2026-05-01T07:45:00.000Z',
        items: [],
      });
      const props = { name: 'Asha', timeZone: 'Asia/Kolkata', siteUrl: SITE_URL };
      assert.equal(orderProgressMail({ ...props, order }), null);
      const onItsWay = await orderProgressMail({ ...props, order: { ...order, status: 'Out for delivery' } });
      assert.equal(onItsWay?.subject, 'Your Haveli order FO-ROOM23 is on its way');
      assert.match(onItsWay?.text ?? '', /on its way to your room, 204/);
    });
  },
  { env: { MAIL_OUTBOX_DIR: outbox, SITE_URL } },
);

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, before, it } from 'node:test';
import { formatInr, hotelToday, orderSchema, type Order } from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { zonedInstant } from '../src/lib/kitchen-time';
import { jobQueueSchema } from '../src/lib/job-queue';
import { orderProgressMail, orderReceivedMail } from '../src/mail/order-mails';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertAmountLine, assertHotelDocument, readPdf } from './helpers/pdf-text';
import { describeEachDatabase } from './helpers/test-app';

const SITE_URL = 'https://haveli.example';
const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-order-mails-'));

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An order as the API gives it: to a room, charged to it, ready for its trip upstairs. */
const ROOM_ORDER = {
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
  invoice: null,
  created_at: '2026-05-01T07:30:00.000Z',
  updated_at: '2026-05-01T07:45:00.000Z',
  items: [],
};

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

    /** The id of a dish's option value, by group and name. */
    const optionId = async (dish: string, group: string, name: string) => {
      const [row] = await ctx.app.db.query<{ id: number }>(
        `SELECT v.id FROM food_option_values v JOIN food_option_groups g ON g.id = v.group_id
         JOIN food_items f ON f.id = g.food_item_id WHERE f.menu_title = $1 AND g.name = $2 AND v.name = $3`,
        [dish, group, name],
      );
      assert.ok(row, `${dish}: ${group}: ${name}`);
      return row.id;
    };
    const dishId = async (title: string) => {
      const [dish] = await ctx.app.db.query<{ id: number }>(
        'SELECT id FROM food_items WHERE menu_title = $1',
        [title],
      );
      assert.ok(dish, title);
      return dish.id;
    };

    it('mails the guest when the order is received and when it is ready, and at no other move', async () => {
      const guest = await signUp(ctx.app);
      setClock(() => zonedInstant(hotelToday(), 13 * 60, 'Asia/Kolkata'));
      assert.equal(
        (await call('POST', '/cart/create', guest, { product_id: await dishId('Masala Chai'), quantity: 2 }))
          .statusCode,
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

    it("lists each dish's options and add-ons, the subtotal, GST and total, with the receipt attached", async () => {
      const guest = await signUp(ctx.app);
      setClock(() => zonedInstant(hotelToday(), 13 * 60, 'Asia/Kolkata'));
      const paneer = {
        product_id: await dishId('Paneer Tikka'),
        quantity: 2,
        options: [
          await optionId('Paneer Tikka', 'Size', 'Medium'),
          await optionId('Paneer Tikka', 'Add-ons', 'Cheese'),
          await optionId('Paneer Tikka', 'Add-ons', 'Olives'),
        ],
      };
      const chai = {
        product_id: await dishId('Masala Chai'),
        quantity: 1,
        options: [await optionId('Masala Chai', 'Size', 'Small')],
      };
      for (const line of [paneer, chai])
        assert.equal((await call('POST', '/cart/create', guest, line)).statusCode, 201);
      const placed = await call('POST', '/orders', guest, { fulfilment: 'pickup', when: 'asap' });
      assert.equal(placed.statusCode, 201, placed.body);
      const order: Order = orderSchema.parse(placed.json());
      const [tikka, tea] = order.items as [Order['items'][number], Order['items'][number]];

      const [mail] = (await delivered(guest.email, 1)) as [SentMail];
      const bill: Array<[label: string, amount: string]> = [
        ['Paneer Tikka × 2', formatInr(tikka.line_total)],
        ['Masala Chai × 1', formatInr(tea.line_total)],
        ['Subtotal', formatInr(order.subtotal)],
        [`GST (${order.tax_percent}%)`, formatInr(order.tax)],
        ['Total', formatInr(order.total)],
      ];
      const choices = ['Size: Medium (+₹50)', 'Add-ons: Cheese (+₹30), Olives (+₹20)', 'Size: Small'];
      for (const version of [mail.text, mail.html]) {
        for (const [label, amount] of bill) {
          assert.ok(version.includes(label), `${label} in the mail`);
          assert.ok(version.includes(amount), `${amount} in the mail`);
        }
        for (const choice of choices) assert.ok(version.includes(choice), `${choice} in the mail`);
        assert.doesNotMatch(version, /\bRs\.|\bINR\b/);
      }
      // In the text, each amount follows its label.
      for (const [label, amount] of bill)
        assert.match(mail.text, new RegExp(`${escapeRegExp(label)}\\s+${escapeRegExp(amount)}`));

      const [receipt] = mail.attachments ?? [];
      assert.equal(receipt?.filename, `receipt-${order.reference}.pdf`);
      assert.equal(receipt.contentType, 'application/pdf');
      const pdf = await readPdf(Buffer.from(receipt.content, 'base64'));
      assertHotelDocument(pdf);
      assert.ok(pdf.lines.includes(`Order ${order.reference}`));
      assert.ok(pdf.lines.includes(`Guest: ${guest.name}`));
      const receiptBill: Array<[label: string, amount: string]> = [
        ...bill.slice(0, 3),
        [`GST ${order.tax_percent}%`, formatInr(order.tax)],
        ['Total', formatInr(order.total)],
      ];
      for (const [label, amount] of receiptBill) assertAmountLine(pdf.lines, label, amount);
      for (const choice of choices) assert.ok(pdf.lines.includes(choice), choice);
    });

    it('prints paise on the receipt only where an amount has them', async () => {
      const order = orderSchema.parse({
        ...ROOM_ORDER,
        status: 'Received',
        subtotal: 1040,
        tax: 187.2,
        total: 1227.2,
        items: [
          {
            product_id: 1,
            name: 'Dal Baati Churma',
            variant: 'Large',
            addons: [],
            choices: [{ group: 'Size', name: 'Large', price: 100 }],
            quantity: 2,
            unit_price: 520,
            line_total: 1040,
          },
        ],
      });
      const mail = await orderReceivedMail({
        name: 'Asha',
        order,
        timeZone: 'Asia/Kolkata',
        siteUrl: SITE_URL,
      });
      const pdf = await readPdf(Buffer.from(mail.attachments[0]?.content ?? '', 'base64'));
      assertHotelDocument(pdf);
      assertAmountLine(pdf.lines, 'Dal Baati Churma × 2', '₹1,040');
      assertAmountLine(pdf.lines, 'GST 18%', '₹187.20');
      assertAmountLine(pdf.lines, 'Total', '₹1,227.20');
      assert.match(mail.text, /GST \(18%\)\s+₹187\.20/);
    });

    it('mails a room order when it leaves the kitchen, not when it is ready', async () => {
      const order = orderSchema.parse(ROOM_ORDER);
      const props = { name: 'Asha', timeZone: 'Asia/Kolkata', siteUrl: SITE_URL };
      assert.equal(orderProgressMail({ ...props, order }), null);
      const onItsWay = await orderProgressMail({ ...props, order: { ...order, status: 'Out for delivery' } });
      assert.equal(onItsWay?.subject, 'Your Haveli order FO-ROOM23 is on its way');
      assert.match(onItsWay?.text ?? '', /on its way to your room, 204/);
    });
  },
  { env: { MAIL_OUTBOX_DIR: outbox, SITE_URL } },
);

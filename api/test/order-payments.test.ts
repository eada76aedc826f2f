import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  addDays,
  cashUpSchema,
  FOLIO_MESSAGES,
  formatInr,
  hotelToday,
  invoiceRegisterSchema,
  ORDER_PAYMENT_MESSAGES,
  type Order,
  orderSchema,
  ordersResponseSchema,
  staffOrderPaidSchema,
  toPaise,
} from '@haveli/contracts';
import { parse } from 'csv-parse/sync';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { dishId, moveOrder, placeOrder } from './helpers/menu';
import { testOutbox } from './helpers/outbox';
import { assertAmountLine, assertHotelDocument, readPdf } from './helpers/pdf-text';
import { issuedLines } from './helpers/invoices';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
let slip = 0;

/** The API's error: its status, and its message and field messages when given. */
function refused(
  response: Parameters<typeof expectApiError>[0],
  statusCode: number,
  message?: string,
  fields?: Record<string, string>,
) {
  const body = expectApiError(response, statusCode);
  if (message !== undefined) assert.equal(body.message, message);
  for (const [field, said] of Object.entries(fields ?? {})) assert.equal(body.fields?.[field], said);
}

describeEachDatabase(
  'a food order paid on its own: taken at the hotel when served, with its GST tax invoice',
  (ctx) => {
    let kitchen: SignedInAccount;
    let frontDesk: SignedInAccount;
    let manager: SignedInAccount;
    let chai: number;
    before(async () => {
      kitchen = await signUp(ctx.app, 'kitchen');
      frontDesk = await signUp(ctx.app, 'front_desk');
      manager = await signUp(ctx.app, 'manager');
      chai = await dishId(ctx.app, 'Masala Chai');
    });

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, account?: SignedInAccount, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: account ? { authorization: account.authorization } : {},
        ...(payload ? { payload } : {}),
      });
    /** A guest's order of chai for pickup, paid at the hotel (what an order is without saying otherwise). */
    const placed = (guest: SignedInAccount, request: object = {}) =>
      placeOrder(ctx.app, guest, { dish: chai, quantity: 3, request });
    const moveTo = (order: Order, ...statuses: string[]) => moveOrder(ctx.app, kitchen, order, ...statuses);
    const pay = (order: Order, payload: object, account = kitchen) =>
      call('POST', `/api/staff/orders/${order.id}/payment`, account, payload);
    const paymentsOf = async (order: Order) =>
      (
        await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [
          order.id,
        ])
      )[0]?.n;

    it('takes a served order’s total by card, issues its invoice (SAC 996331) mailed to the guest and theirs alone to download, and keeps it paid', async () => {
      const guest = await signUp(ctx.app);
      const order = await placed(guest);
      assert.equal(order.invoice, null);

      // Not yet served: nothing is taken.
      refused(await pay(order, { method: 'cash' }), 409, ORDER_PAYMENT_MESSAGES.notServed);
      await moveTo(order, 'Preparing', 'Ready');
      // A card payment names its slip.
      refused(await pay(order, { method: 'card' }), 400, undefined, { reference: FOLIO_MESSAGES.reference });
      assert.equal(await paymentsOf(order), 0);

      slip += 1;
      const paid = await pay(order, { method: 'card', reference: `SLIP-FO${slip}-${Date.now()}` });
      assert.equal(paid.statusCode, 200, paid.body);
      const { message, order: after } = staffOrderPaidSchema.parse(paid.json());
      const number = after.invoice?.number ?? '';
      assert.match(number, /^HJ\/\d{2}-\d{2}\/\d{6}$/);
      assert.equal(message, ORDER_PAYMENT_MESSAGES.paid(number));
      assert.deepEqual(
        [after.invoice?.kind, after.invoice?.issued_on, after.invoice?.total],
        ['invoice', hotelToday(), order.total],
      );

      // The invoice's one line is the food at its rate, each figure its rate × its base, and it is what was paid.
      const [line] = await issuedLines(ctx.app, number);
      assert.deepEqual(
        [
          line?.sac,
          line?.rate_percent,
          line?.taxable_paise,
          (line?.cgst_paise ?? 0) + (line?.sgst_paise ?? 0),
        ],
        ['996331', order.tax_percent, toPaise(order.subtotal), toPaise(order.tax)],
      );
      assert.equal(line?.total_paise, toPaise(order.total));
      const [payment] = await ctx.app.db.query<{ method: string; amount_paise: number; recorded_by: number }>(
        "SELECT method, amount_paise, recorded_by FROM payments WHERE order_id = $1 AND status = 'captured'",
        [order.id],
      );
      assert.deepEqual(payment, {
        method: 'card',
        amount_paise: toPaise(order.total),
        recorded_by: kitchen.id,
      });

      // Paid once; a paid order is not cancelled; it is still served as before.
      refused(await pay(order, { method: 'cash' }, manager), 409, ORDER_PAYMENT_MESSAGES.alreadyPaid);
      refused(
        await call('POST', `/api/staff/orders/${order.id}/cancel`, kitchen, { reason: 'The guest left' }),
        409,
        ORDER_PAYMENT_MESSAGES.paidNotCancelled,
      );
      await moveTo(order, 'Completed');
      assert.equal(await paymentsOf(order), 1);

      // The guest sees it on their orders and downloads it; nobody else can.
      const mine = ordersResponseSchema.parse(
        (await call('GET', `/api/orders/user/${guest.id}`, guest)).json(),
      );
      assert.equal(mine.orders.find((row) => row.id === order.id)?.invoice?.number, number);
      refused(await call('GET', `/api/orders/${order.id}/invoice`, await signUp(ctx.app)), 404);
      const pdf = await call('GET', `/api/orders/${order.id}/invoice`, guest);
      assert.equal(pdf.statusCode, 200, pdf.body);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      const read = await readPdf(pdf.rawPayload);
      assertHotelDocument(read);
      const text = read.lines.join('\n');
      for (const expected of [
        'TAX INVOICE',
        number,
        'GSTIN 08AABCH1234K1ZR',
        guest.name,
        'Food order',
        order.reference,
        '996331',
      ])
        assert.ok(text.includes(expected), `"${expected}" in the invoice`);
      assertAmountLine(read.lines, 'Total', formatInr(order.total));

      // Mailed with its PDF, saying what it is for.
      const [mail] = await outbox.mailsAfter(guest.email, 1, `Your Haveli invoice ${number}`);
      assert.match(mail?.text ?? '', new RegExp(`for food order ${order.reference} is attached`));
      assert.ok(mail?.attachments?.some((file) => file.filename === `${number.replaceAll('/', '-')}.pdf`));

      // The register and the accountant's export list it by the order; the cash-up counts the card; it is audited.
      const register = invoiceRegisterSchema.parse(
        (await call('GET', '/api/staff/invoices', frontDesk)).json(),
      );
      const listed = register.data.find((row) => row.number === number);
      assert.deepEqual(
        [listed?.booking_reference, listed?.supply, listed?.total],
        [order.reference, 'B2C', order.total],
      );
      const csv = parse((await call('GET', '/api/staff/invoices.csv', frontDesk)).body, {
        relax_column_count: true,
      }) as string[][];
      const [columns, ...rows] = csv;
      const row = rows.find((cells) => cells[0] === number);
      assert.ok(columns && row, 'the invoice has its row in the export');
      assert.equal(row[columns.indexOf('Booking')], order.reference);
      assert.equal(row[columns.indexOf('Total')], order.total.toFixed(2));
      const cashUp = cashUpSchema.parse((await call('GET', '/api/staff/cash-up', frontDesk)).json());
      assert.ok((cashUp.methods.find((method) => method.method === 'card')?.total ?? 0) >= order.total);
      const [audited] = await ctx.app.db.query<{ actor: number; after: { invoice: string; amount: number } }>(
        "SELECT actor, after FROM staff_audit WHERE action = 'order.paid' AND entity_id = $1",
        [String(order.id)],
      );
      assert.deepEqual(
        [audited?.actor, audited?.after.invoice, audited?.after.amount],
        [kitchen.id, number, order.total],
      );
    });

    it('refuses what is not paid on its own: an order charged to the room, a cancelled one, a slip already used', async () => {
      // Charged to the room: paid with the stay, on its folio.
      const staying = await signUp(ctx.app);
      const today = hotelToday();
      const booked = await call('POST', '/api/reservationHotel/create', staying, {
        guestName: staying.name,
        checkInDate: today,
        checkOutDate: addDays(today, 1),
        roomType: 'Heritage Room',
      });
      assert.ok(booked.statusCode < 300, booked.body);
      const toRoom = await placed(staying, { fulfilment: 'room', payment: 'room_charge' });
      await moveTo(toRoom, 'Preparing', 'Ready');
      refused(await pay(toRoom, { method: 'cash' }), 409, ORDER_PAYMENT_MESSAGES.roomCharge);

      // Cancelled by the kitchen: nothing to take.
      const guest = await signUp(ctx.app);
      const cancelled = await placed(guest);
      const cancel = await call('POST', `/api/staff/orders/${cancelled.id}/cancel`, kitchen, {
        reason: 'The tandoor is being repaired',
      });
      assert.equal(cancel.statusCode, 200, cancel.body);
      refused(await pay(cancelled, { method: 'cash' }), 409, ORDER_PAYMENT_MESSAGES.cancelled);

      // A UPI reference already recorded is refused, and the order stays unpaid.
      const first = await placed(guest);
      const second = await placed(guest);
      await moveTo(first, 'Preparing', 'Ready');
      await moveTo(second, 'Preparing', 'Ready');
      const utr = String(600_000_000_000 + (Date.now() % 99_999_999));
      assert.equal((await pay(first, { method: 'upi_desk', reference: utr }, manager)).statusCode, 200);
      refused(await pay(second, { method: 'upi_desk', reference: utr }), 409, undefined, {
        reference: 'This slip number or UTR is already recorded.',
      });
      assert.equal(await paymentsOf(second), 0);
      assert.equal(
        orderSchema.parse((await call('GET', `/api/orders/${second.id}`, guest)).json()).invoice,
        null,
      );
      for (const order of [toRoom, cancelled, second])
        refused(
          await call('GET', `/api/orders/${order.id}/invoice`, order === toRoom ? staying : guest),
          404,
        );
    });
  },
  { env: outbox.env },
);

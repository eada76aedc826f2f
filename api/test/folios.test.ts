import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import {
  addDays,
  cashUpSchema,
  folioPostedSchema,
  folioSchema,
  formatInr,
  gstOn,
  hotelToday,
  invoiceRegisterSchema,
  stayBookingResponseSchema,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertAmountLine, assertHotelDocument, readPdf } from './helpers/pdf-text';
import { testOutbox } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const DELUXE = 2;
const outbox = testOutbox();

describeEachDatabase(
  'a stay’s folio: nights at arrival, charges, discounts, payments, a settled check-out and its invoice',
  (ctx) => {
    let frontDesk: SignedInAccount;
    let manager: SignedInAccount;
    before(async () => {
      frontDesk = await signUp(ctx.app, 'front_desk');
      manager = await signUp(ctx.app, 'manager');
    });

    const call = (method: 'GET' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });

    /**
     * A guest's two-night stay from today, booked through the booking route (with `billing`, for an invoice
     * made out to a company), and its booked rooms.
     */
    const arriving = async (billing?: object) => {
      const guest = await signUp(ctx.app);
      const today = hotelToday();
      const response = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: DELUXE,
        check_in: today,
        check_out: addDays(today, 2),
        adults: 2,
        ...(billing ? { billing } : {}),
      });
      assert.equal(response.statusCode, 201, response.body);
      const booking = stayBookingResponseSchema.parse(response.json()).data;
      const rooms = await ctx.app.db.query<{ id: number }>(
        `SELECT h.id FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id
         WHERE b.reference = $1 ORDER BY h.id`,
        [booking.reference],
      );
      return { guest, booking, rooms: rooms.map((room) => room.id) };
    };
    const folio = async (reference: string, account: SignedInAccount = frontDesk) => {
      const url =
        account === frontDesk || account === manager
          ? `/api/staff/stays/${reference}/folio`
          : `/api/stays/bookings/${reference}/folio`;
      const response = await call('GET', url, account);
      assert.equal(response.statusCode, 200, response.body);
      return folioSchema.parse(response.json());
    };
    const post = async (reference: string, what: 'charges' | 'payments', payload: object) => {
      const response = await call('POST', `/api/staff/stays/${reference}/folio/${what}`, frontDesk, payload);
      assert.equal(response.statusCode, 200, response.body);
      return folioPostedSchema.parse(response.json()).folio;
    };

    it('owes the booked stay before arrival, and posts its nights, to the paisa, when the guest checks in', async () => {
      const { guest, booking, rooms } = await arriving();
      const before = await folio(booking.reference, guest);
      assert.deepEqual(before.lines, []);
      assert.equal(before.stay_to_post, booking.price.total);
      assert.equal(before.due, booking.price.total);

      for (const room of rooms) {
        const checkedIn = await call('POST', `/api/staff/bookings/${room}/check-in`, frontDesk);
        assert.equal(checkedIn.statusCode, 200, checkedIn.body);
      }
      const after = await folio(booking.reference, guest);
      assert.equal(after.stay_to_post, null);
      assert.equal(after.balance, booking.price.total, 'the posted nights are the booked total');
      const nights = after.lines.filter((line) => line.kind === 'night');
      assert.equal(nights.length, booking.price.nights.length);
      for (const line of nights) {
        assert.equal(line.sac, '996311');
        const gst = gstOn(toPaise(line.taxable), line.rate_percent ?? NaN);
        assert.equal(toPaise(line.cgst), gst.cgst);
        assert.equal(toPaise(line.sgst), gst.sgst);
        assert.equal(toPaise(line.amount), toPaise(line.taxable) + gst.tax);
      }

      // Another guest cannot read it; a kitchen account cannot reach the desk's.
      expectApiError(
        await call('GET', `/api/stays/bookings/${booking.reference}/folio`, await signUp(ctx.app)),
        404,
      );
      expectApiError(
        await call('GET', `/api/staff/stays/${booking.reference}/folio`, await signUp(ctx.app, 'kitchen')),
        403,
      );
    });

    it('posts charges with GST and discounts with a reason, and refuses what would not be right', async () => {
      const { booking, rooms } = await arriving();
      await call('POST', `/api/staff/bookings/${rooms[0]}/check-in`, frontDesk);
      const start = await folio(booking.reference);

      const charged = await post(booking.reference, 'charges', {
        kind: 'charge',
        category: 'stay',
        description: 'Airport transfer',
        amount: 1500,
      });
      const transfer = charged.lines.at(-1);
      assert.equal(transfer?.description, 'Airport transfer');
      assert.deepEqual(
        [transfer?.taxable, transfer?.cgst, transfer?.sgst, transfer?.amount],
        [1500, 135, 135, 1770],
      );

      const discounted = await post(booking.reference, 'charges', {
        kind: 'discount',
        category: 'stay',
        description: 'Anniversary courtesy',
        amount: 1000.5,
        reason: 'Their tenth anniversary',
      });
      const courtesy = discounted.lines.at(-1);
      assert.equal(courtesy?.kind, 'discount');
      assert.equal(courtesy?.taxable, -1000.5);
      assert.equal(courtesy?.reason, 'Their tenth anniversary');
      assert.equal(
        toPaise(discounted.balance),
        toPaise(start.balance) + 177_000 + toPaise(courtesy?.amount ?? NaN),
        'the balance is the sum of the lines',
      );

      const refused = async (what: 'charges' | 'payments', payload: object, field: string) => {
        const before = await folio(booking.reference);
        const response = await call(
          'POST',
          `/api/staff/stays/${booking.reference}/folio/${what}`,
          frontDesk,
          payload,
        );
        assert.ok(expectApiError(response, response.statusCode).fields?.[field], response.body);
        assert.deepEqual(await folio(booking.reference), before, 'a refused post changes nothing');
      };
      await refused(
        'charges',
        { kind: 'discount', category: 'stay', description: 'Goodwill', amount: 10 },
        'reason',
      );
      await refused(
        'charges',
        { kind: 'discount', category: 'food', description: 'Goodwill', amount: 10, reason: 'Slow service' },
        'amount',
      );
      await refused(
        'charges',
        { kind: 'charge', category: 'stay', description: 'Laundry', amount: 10.005 },
        'amount',
      );
      await refused(
        'charges',
        { kind: 'charge', category: 'stay', description: '', amount: 10 },
        'description',
      );
      await refused('payments', { method: 'card', amount: 100 }, 'reference');
      await refused('payments', { method: 'cash', amount: -5 }, 'amount');
    });

    it('checks out only a settled folio (or a manager, with a reason), and issues one invoice that adds up', async () => {
      const { guest, booking, rooms } = await arriving();
      for (const room of rooms) await call('POST', `/api/staff/bookings/${room}/check-in`, frontDesk);
      await post(booking.reference, 'charges', {
        kind: 'charge',
        category: 'food',
        description: 'Dinner at the Verandah',
        amount: 2210,
      });
      const owed = await folio(booking.reference);
      const [last, ...others] = [...rooms].reverse();
      for (const room of others) await call('POST', `/api/staff/bookings/${room}/check-out`, frontDesk);

      const unsettled = await call('POST', `/api/staff/bookings/${last}/check-out`, frontDesk);
      assert.match(
        expectApiError(unsettled, 409).message,
        /The folio is not settled: ₹[\d,]+(\.\d\d)? is due/,
      );
      expectApiError(
        await call('POST', `/api/staff/bookings/${last}/check-out-unsettled`, frontDesk, {
          reason: 'Leaving',
        }),
        403,
      );

      await post(booking.reference, 'payments', { method: 'cash', amount: 1000 });
      const paid = await post(booking.reference, 'payments', {
        method: 'card',
        amount: owed.balance - 1000,
        reference: `SLIP-${booking.reference}`,
      });
      assert.equal(paid.balance, 0);
      const checkedOut = await call('POST', `/api/staff/bookings/${last}/check-out`, frontDesk);
      assert.equal(checkedOut.statusCode, 200, checkedOut.body);

      const settled = await folio(booking.reference, guest);
      assert.equal(settled.invoices.length, 1);
      const [invoice] = settled.invoices;
      assert.match(invoice?.number ?? '', /^HJ\/\d\d-\d\d\/\d{6}$/);
      const charged = settled.lines.filter((line) => line.kind !== 'payment' && line.kind !== 'refund');
      assert.equal(
        toPaise(invoice?.total ?? NaN),
        charged.reduce((sum, line) => sum + toPaise(line.amount), 0),
      );
      const [header] = await ctx.app.db.query<{
        taxable_paise: number;
        cgst_paise: number;
        sgst_paise: number;
        total_paise: number;
        buyer_name: string;
        place_of_supply: string;
      }>('SELECT * FROM invoices WHERE number = $1', [invoice?.number]);
      const lines = await ctx.app.db.query<{
        taxable_paise: number;
        cgst_paise: number;
        sgst_paise: number;
        sac: string;
      }>('SELECT l.* FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.number = $1', [
        invoice?.number,
      ]);
      const sum = (pick: (line: (typeof lines)[number]) => number) =>
        lines.reduce((total, line) => total + pick(line), 0);
      assert.equal(
        header?.taxable_paise,
        sum((line) => line.taxable_paise),
      );
      assert.equal(
        header?.cgst_paise,
        sum((line) => line.cgst_paise),
      );
      assert.equal(
        header?.sgst_paise,
        sum((line) => line.sgst_paise),
      );
      assert.deepEqual(new Set(lines.map((line) => line.sac)), new Set(['996311', '996331']));
      assert.equal(header?.buyer_name, booking.guest_name);
      assert.equal(header?.place_of_supply, 'Rajasthan (08)');

      // The guest downloads it: a GST tax invoice as the rules ask, its figures those issued.
      const slug = (invoice?.number ?? '').replaceAll('/', '-');
      expectApiError(
        await call('GET', `/api/stays/bookings/${booking.reference}/invoices/${slug}`, frontDesk),
        404,
      );
      const pdf = await call('GET', `/api/stays/bookings/${booking.reference}/invoices/${slug}`, guest);
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      const read = await readPdf(pdf.rawPayload);
      assertHotelDocument(read);
      const text = read.lines.join('\n');
      for (const expected of [
        'TAX INVOICE',
        invoice?.number ?? '',
        'GSTIN 08AABCH1234K1ZR',
        'Haveli Hospitality Private Limited',
        booking.guest_name,
        'Rajasthan (08)',
        '996311',
        '996331',
      ])
        assert.ok(text.includes(expected), `"${expected}" in the invoice`);
      assertAmountLine(read.lines, 'Taxable value', formatInr(toRupees(header?.taxable_paise ?? NaN)));
      assertAmountLine(read.lines, 'CGST', formatInr(toRupees(header?.cgst_paise ?? NaN)));
      assertAmountLine(read.lines, 'SGST', formatInr(toRupees(header?.sgst_paise ?? NaN)));
      assertAmountLine(read.lines, 'Total', formatInr(toRupees(header?.total_paise ?? NaN)));
      assert.match(text, /Amount in words: .+ Rupees/);
      const staffCopy = await call('GET', `/api/staff/invoices/${slug}`, frontDesk);
      assert.equal(staffCopy.statusCode, 200);

      // And it is mailed to the guest, the same PDF attached.
      const [mail] = await outbox.mailsAfter(guest.email, 1, `Your Haveli invoice ${invoice?.number ?? ''}`);
      assert.match(mail?.text ?? '', new RegExp(`GST tax invoice ${invoice?.number ?? ''}`));
      assert.match(
        mail?.text ?? '',
        new RegExp(formatInr(toRupees(header?.total_paise ?? NaN)).replace('.', '\\.')),
      );
      const attached = mail?.attachments?.find((file) => file.filename === `${slug}.pdf`);
      assert.ok(attached, 'the invoice PDF is attached');
      assertAmountLine(
        (await readPdf(Buffer.from(attached.content, 'base64'))).lines,
        'Total',
        formatInr(toRupees(header?.total_paise ?? NaN)),
      );

      // The day's cash-up has the cash and the card; the register and the accountant's export the invoice.
      const cashUp = cashUpSchema.parse((await call('GET', '/api/staff/cash-up', frontDesk)).json());
      assert.ok((cashUp.methods.find((row) => row.method === 'cash')?.total ?? 0) >= 1000);
      assert.ok((cashUp.methods.find((row) => row.method === 'card')?.count ?? 0) >= 1);
      const register = invoiceRegisterSchema.parse(
        (await call('GET', '/api/staff/invoices', frontDesk)).json(),
      );
      const listed = register.data.find((row) => row.number === invoice?.number);
      assert.deepEqual(
        [listed?.supply, listed?.taxable, listed?.cgst, listed?.sgst, listed?.total],
        [
          'B2C',
          ...[header?.taxable_paise, header?.cgst_paise, header?.sgst_paise, header?.total_paise].map(
            (paise) => toRupees(paise ?? NaN),
          ),
        ],
      );
      const exported = await call('GET', '/api/staff/invoices.csv', frontDesk);
      assert.match(String(exported.headers['content-type']), /^text\/csv/);
      const csv = parse(exported.body, { relax_column_count: true }) as string[][];
      const [columns, ...rest] = csv;
      const row = rest.find((cells) => cells[0] === invoice?.number);
      assert.ok(columns && row, 'the invoice has its row');
      const cell = (name: string) => row[columns.indexOf(name)];
      assert.equal(cell('Supply'), 'B2C');
      assert.equal(cell('Total'), toRupees(header?.total_paise ?? NaN).toFixed(2));
      const perRate = columns
        .map((name, index) => (name.startsWith('Taxable value ') ? Number(row[index]) : 0))
        .reduce((sum, value) => sum + toPaise(value), 0);
      assert.equal(perRate, header?.taxable_paise, 'the taxable values per rate add up to the invoice’s');
      const summary = csv.slice(csv.findIndex((cells) => cells[0] === 'SAC summary') + 2);
      assert.deepEqual(new Set(summary.map((cells) => cells[0])), new Set(['996311', '996331']));
      expectApiError(await call('GET', '/api/staff/invoices?from=2026-05-10&to=2026-05-01', frontDesk), 400);

      // Issued documents and posted lines are never changed, whoever asks.
      await assert.rejects(ctx.app.db.query('UPDATE invoices SET buyer_name = $1', ['Someone else']));
      await assert.rejects(ctx.app.db.query('DELETE FROM invoice_lines'));
      await assert.rejects(ctx.app.db.query('UPDATE folio_lines SET amount_paise = 0'));
      await assert.rejects(ctx.app.db.query('UPDATE folios SET balance_paise = 0'));
    });

    it('refuses a company’s GSTIN whose check character is wrong, booking nothing', async () => {
      const guest = await signUp(ctx.app);
      const response = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: DELUXE,
        check_in: addDays(hotelToday(), 30),
        check_out: addDays(hotelToday(), 32),
        adults: 2,
        billing: { company: 'Marwar Textiles', address: 'MI Road, Jaipur', gstin: '27AAPFU0939F1ZA' },
      });
      assert.match(expectApiError(response, 400).message, /15-character GSTIN/);
      const mine = await call('GET', '/api/stays/bookings', guest);
      assert.deepEqual((mine.json() as { bookings: unknown[] }).bookings, []);
    });

    it('lets a manager check out an unsettled folio with the reason, audited, invoicing the company the guest named', async () => {
      const company = {
        company: 'Sahyadri Travels LLP',
        address: '14 Linking Road, Bandra West, Mumbai 400050',
        gstin: '27aapfu0939f1zv',
      };
      const { guest, booking, rooms } = await arriving(company);
      assert.deepEqual(booking.billing, { ...company, gstin: '27AAPFU0939F1ZV' });
      for (const room of rooms) await call('POST', `/api/staff/bookings/${room}/check-in`, frontDesk);
      const [last, ...others] = [...rooms].reverse();
      for (const room of others) await call('POST', `/api/staff/bookings/${room}/check-out`, frontDesk);
      expectApiError(await call('POST', `/api/staff/bookings/${last}/check-out-unsettled`, manager, {}), 400);
      const response = await call('POST', `/api/staff/bookings/${last}/check-out-unsettled`, manager, {
        reason: 'Company pays by bank transfer',
      });
      assert.equal(response.statusCode, 200, response.body);
      const [row] = await ctx.app.db.query<{ after: { reason: string } }>(
        `SELECT after FROM staff_audit WHERE action = 'folio.override' AND entity_id = $1`,
        [booking.reference],
      );
      assert.equal(row?.after.reason, 'Company pays by bank transfer');
      const [invoice] = (await folio(booking.reference)).invoices;
      assert.ok(invoice, 'one invoice');

      // A B2B invoice: the company's name, address and GSTIN, the place of supply the hotel's (a room is
      // supplied where the hotel is, whoever pays), and B2B in the register.
      const [header] = await ctx.app.db.query<{
        buyer_company: string;
        buyer_address: string;
        buyer_gstin: string;
        place_of_supply: string;
      }>('SELECT * FROM invoices WHERE number = $1', [invoice.number]);
      assert.deepEqual(
        [header?.buyer_company, header?.buyer_address, header?.buyer_gstin, header?.place_of_supply],
        [company.company, company.address, '27AAPFU0939F1ZV', 'Rajasthan (08)'],
      );
      const slug = invoice.number.replaceAll('/', '-');
      const pdf = await call('GET', `/api/stays/bookings/${booking.reference}/invoices/${slug}`, guest);
      const text = (await readPdf(pdf.rawPayload)).lines.join('\n');
      for (const expected of [company.company, 'GSTIN 27AAPFU0939F1ZV', 'GSTIN 08AABCH1234K1ZR'])
        assert.ok(text.includes(expected), `"${expected}" in the invoice`);
      const register = invoiceRegisterSchema.parse(
        (await call('GET', '/api/staff/invoices', frontDesk)).json(),
      );
      const listed = register.data.find((listedRow) => listedRow.number === invoice.number);
      assert.deepEqual([listed?.supply, listed?.buyer_gstin], ['B2B', '27AAPFU0939F1ZV']);
    });
  },
  { env: outbox.env },
);

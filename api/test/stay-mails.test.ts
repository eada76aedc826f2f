import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formatInr, stayBookingResponseSchema, stayCancelResponseSchema } from '@haveli/contracts';
import { stayConfirmationPdf } from '../src/lib/stay-documents';
import { indianDate } from '../src/lib/stay-pricing';
import { stayMail } from '../src/mail/stay-mail';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { assertLinksToSite, testOutbox, TEST_SITE_URL } from './helpers/outbox';
import { assertAmountLine, assertHotelDocument, readPdf } from './helpers/pdf-text';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
const { mailsAfter, mailsTo } = outbox;
const SITE_URL = TEST_SITE_URL;
const DELUXE = 2;

describeEachDatabase(
  'stay mails',
  (ctx) => {
    const call = (method: 'POST', url: string, guest: SignedInAccount, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/stays/bookings${url}`,
        headers: { authorization: guest.authorization },
        ...(payload ? { payload } : {}),
      });

    it('mails the guest when a stay is booked (with its PDF and calendar entry), changed and cancelled', async () => {
      const guest = await signUp(ctx.app);
      const response = await call('POST', '', guest, {
        guest_name: 'Meera Rathore',
        room_type_id: DELUXE,
        check_in: '2029-09-10',
        check_out: '2029-09-12',
        adults: 2,
      });
      assert.equal(response.statusCode, 201, response.body);
      const { reference } = stayBookingResponseSchema.parse(response.json()).data;

      const [confirmed] = await mailsAfter(guest.email, 1);
      assert.equal(confirmed!.subject, `Your Haveli stay is confirmed: ${reference}`);
      for (const version of [confirmed!.text, confirmed!.html]) {
        assert.match(version, /Namaste Meera Rathore/);
        assert.ok(version.includes(reference));
        assert.match(version, /10 Sept? 2029 to 12 Sept? 2029 \(2 nights\)/);
        assert.ok(version.includes(`${SITE_URL}/booking-confirmation/${reference}`));
      }
      assertLinksToSite(confirmed!);
      // The same breakdown as the confirmation page: each night, each GST slab, the total.
      const booking = stayBookingResponseSchema.parse(response.json()).data;
      const { price } = booking;
      for (const night of price.nights) assert.ok(confirmed!.text.includes(formatInr(night.rate)));
      for (const tax of price.taxes) {
        assert.ok(confirmed!.text.includes(`${tax.label} on ${formatInr(tax.taxable)}`), tax.label);
        assert.ok(confirmed!.text.includes(formatInr(tax.amount)), tax.label);
      }
      assert.ok(confirmed!.text.includes(formatInr(price.total)));
      for (const version of [confirmed!.text, confirmed!.html])
        assert.doesNotMatch(version, /\bRs\.|\bINR\b/);
      const files = new Map(confirmed!.attachments?.map((file) => [file.filename, file]));
      const pdf = Buffer.from(files.get(`haveli-${reference}.pdf`)?.content ?? '', 'base64');
      assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
      // The confirmation as the guest's viewer reads it: the booking's own figures, each in ₹, in our font.
      const confirmation = await readPdf(pdf);
      assertHotelDocument(confirmation);
      for (const night of price.nights) {
        const row = confirmation.lines.find((line) => line.startsWith(indianDate(night.date)));
        assert.ok(row, `a row for ${night.date}`);
        assert.ok(row.includes(` ${formatInr(night.rate)} `), `${night.date}'s rate in ${row}`);
        assert.ok(row.endsWith(` ${formatInr(night.total)}`), `${night.date}'s total in ${row}`);
      }
      assertAmountLine(confirmation.lines, 'Rooms', formatInr(price.room_amount));
      for (const tax of price.taxes)
        assertAmountLine(
          confirmation.lines,
          `${tax.label} on ${formatInr(tax.taxable)}`,
          formatInr(tax.amount),
        );
      assertAmountLine(confirmation.lines, 'Total (GST included)', formatInr(price.total));
      assert.ok(confirmation.lines.join(' ').includes(booking.policy.text), booking.policy.text);
      const ics = Buffer.from(files.get(`haveli-${reference}.ics`)?.content ?? '', 'base64').toString();
      assert.match(ics, /BEGIN:VEVENT/);
      assert.ok(ics.includes(reference));

      const change = await call('POST', `/${reference}/change`, guest, { check_out: '2029-09-13' });
      assert.equal(change.statusCode, 200, change.body);
      const changed = (await mailsAfter(guest.email, 2))[1]!;
      assert.equal(changed.subject, `Your Haveli booking ${reference} has been changed`);
      assert.match(changed.text, /\(3 nights\)/);
      assert.equal(changed.attachments?.length, 2);

      const cancel = await call('POST', `/${reference}/cancel`, guest);
      assert.equal(cancel.statusCode, 200, cancel.body);
      const { fee } = stayCancelResponseSchema.parse(cancel.json());
      const cancelled = (await mailsAfter(guest.email, 3))[2]!;
      assert.equal(cancelled.subject, `Your Haveli booking ${reference} is cancelled`);
      assert.match(cancelled.text, fee > 0 ? /Cancellation fee/ : /Cancellation fee\s+None/);
      // The guest cancelled; nothing was paid, so the mail promises no refund.
      assert.match(cancelled.text, /As you asked, we have cancelled this booking/);
      assert.match(cancelled.text, /Nothing was charged/);
      assert.doesNotMatch(cancelled.text, /Refund/);
      assert.equal(cancelled.attachments?.length ?? 0, 0);
      assertLinksToSite(cancelled);
    });

    it('writes paise in the confirmation and its mail only where an amount has them', async () => {
      const guest = await signUp(ctx.app);
      const response = await call('POST', '', guest, {
        guest_name: 'Kavya Shekhawat',
        room_type_id: DELUXE,
        check_in: '2029-11-05',
        check_out: '2029-11-06',
        adults: 2,
      });
      assert.equal(response.statusCode, 201, response.body);
      const booked = stayBookingResponseSchema.parse(response.json()).data;
      const [tax] = booked.price.taxes;
      assert.ok(tax);
      // GST figures as the hotel will charge them once each half is rounded to the paisa.
      const booking = {
        ...booked,
        price: { ...booked.price, taxes: [{ ...tax, amount: 956.25 }], tax_total: 956.25, total: 20081.25 },
      };

      const { lines } = await readPdf(await stayConfirmationPdf(booking));
      assertAmountLine(lines, `${tax.label} on ${formatInr(tax.taxable)}`, '₹956.25');
      assertAmountLine(lines, 'Total (GST included)', '₹20,081.25');
      assertAmountLine(lines, 'Rooms', formatInr(booked.price.room_amount));

      const mail = await stayMail({ kind: 'confirmed', booking, siteUrl: SITE_URL });
      assert.ok(mail.text.includes(`${tax.label} on ${formatInr(tax.taxable)}`));
      assert.match(mail.text, /₹956\.25/);
      assert.match(mail.text, /Total\s+₹20,081\.25/);
    });

    it('sends nothing for a booking refused, and one mail for a booking however often it is retried', async () => {
      const guest = await signUp(ctx.app);
      const stay = {
        guest_name: 'Arjun Sethi',
        room_type_id: DELUXE,
        check_in: '2029-10-01',
        check_out: '2029-10-02',
        adults: 9,
      };
      const refused = await call('POST', '', guest, stay);
      assert.equal(refused.statusCode, 400);

      const key = `stay-mails-${Date.now()}`;
      const once = { ...stay, adults: 2 };
      const retry = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/stays/bookings',
          headers: { authorization: guest.authorization, 'idempotency-key': key },
          payload: once,
        });
      assert.equal((await retry()).statusCode, 201);
      assert.equal((await retry()).statusCode, 201);
      await mailsAfter(guest.email, 1);
      // A few worker polls later there is still one.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      assert.equal(mailsTo(guest.email).length, 1);
    });
  },
  { env: outbox.env },
);

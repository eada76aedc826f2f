import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  addDays,
  folioSchema,
  hotelToday,
  onlinePaymentOrderSchema,
  paymentOptionsSchema,
  stayBookingResponseSchema,
  stayBookingSchema,
  type StayBooking,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import { RELEASED_REASON } from '../src/lib/stay-holds';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { testOutbox } from './helpers/outbox';
import { razorpayStandInFor } from './helpers/payment-stand-in';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
const provider = razorpayStandInFor('Holds');
/** The hold, short for the test: the hotel's is 15 minutes. */
const HOLD_SECONDS = 3;

let serial = 0;

describeEachDatabase(
  'a stay paid at booking: held while the guest pays, confirmed when paid, released when not',
  (ctx) => {
    let frontDesk: SignedInAccount;
    before(async () => {
      frontDesk = await signUp(ctx.app, 'front_desk');
    });

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, account: SignedInAccount, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });
    /** A guest's two nights a year or more ahead (each test its own), on `ratePlan`. */
    const book = async (ratePlan: 'non-refundable' | 'flexible' = 'non-refundable') => {
      const guest = await signUp(ctx.app);
      serial += 1;
      const checkIn = addDays(hotelToday(), 500 + serial * 3);
      const response = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: 2,
        check_in: checkIn,
        check_out: addDays(checkIn, 2),
        adults: 2,
        rate_plan: ratePlan,
      });
      assert.equal(response.statusCode, 201, response.body);
      return { guest, booking: stayBookingResponseSchema.parse(response.json()).data };
    };
    const read = async (guest: SignedInAccount, reference: string): Promise<StayBooking> => {
      const response = await call('GET', `/api/stays/bookings/${reference}`, guest);
      assert.equal(response.statusCode, 200, response.body);
      return stayBookingSchema.parse(response.json());
    };
    const folio = async (guest: SignedInAccount, reference: string) =>
      folioSchema.parse((await call('GET', `/api/stays/bookings/${reference}/folio`, guest)).json());
    /** Waits until the booking reads as `check` says, or fails after 20 s. */
    const eventually = async (
      guest: SignedInAccount,
      reference: string,
      check: (b: StayBooking) => boolean,
    ) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const booking = await read(guest, reference);
        if (check(booking)) return booking;
        assert.ok(Date.now() < deadline, `booking ${reference} did not reach the state in time`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    /** Pays what is due online through the provider's stand-in, as the checkout would. */
    const payOnline = async (guest: SignedInAccount, reference: string) => {
      const started = await call('POST', `/api/stays/bookings/${reference}/payments/online`, guest);
      assert.equal(started.statusCode, 200, started.body);
      return onlinePaymentOrderSchema.parse(started.json());
    };
    const confirm = (guest: SignedInAccount, reference: string, orderId: string) =>
      call(
        'POST',
        `/api/stays/bookings/${reference}/payments/online/confirm`,
        guest,
        provider.standIn.pay(orderId),
      );

    it('holds the room while the guest pays, asks for the payment by mail, and confirms it once paid', async () => {
      const before = Date.now();
      const { guest, booking } = await book();
      assert.ok(booking.pay_by, 'a non-refundable booking is held');
      const held = Date.parse(booking.pay_by) - before;
      assert.ok(held >= (HOLD_SECONDS - 1) * 1000 && held <= (HOLD_SECONDS + 2) * 1000, `${held} ms`);
      const [asked] = await outbox.mailsAfter(
        guest.email,
        1,
        `Pay to confirm your Haveli booking ${booking.reference}`,
      );
      assert.match(asked?.text ?? '', /we are holding your room until .+ \(India time\)/);
      assert.deepEqual(asked?.attachments ?? [], [], 'no confirmation is attached before it is paid');

      const order = await payOnline(guest, booking.reference);
      const paid = await confirm(guest, booking.reference, order.order_id);
      assert.equal(paid.statusCode, 200, paid.body);
      assert.equal((await read(guest, booking.reference)).pay_by, null, 'paid: held no longer');
      const [confirmed] = await outbox.mailsAfter(
        guest.email,
        1,
        `Your Haveli stay is confirmed: ${booking.reference}`,
      );
      assert.ok(
        confirmed?.attachments?.some((file) => file.filename.endsWith('.pdf')),
        'now with its PDF',
      );

      // Past the hold's end it stays booked.
      await new Promise((resolve) => setTimeout(resolve, (HOLD_SECONDS + 3) * 1000));
      const kept = await read(guest, booking.reference);
      assert.deepEqual([kept.state, kept.status], ['booked', 'Confirmed']);
    });

    it('releases a booking left unpaid, charging nothing, and says so', async () => {
      const { guest, booking } = await book();
      const released = await eventually(guest, booking.reference, (b) => b.state === 'cancelled');
      assert.deepEqual([released.status, released.cancellation_fee, released.pay_by], ['Cancelled', 0, null]);
      const [row] = await ctx.app.db.query<{ cancel_reason: string }>(
        'SELECT cancel_reason FROM stay_bookings WHERE reference = $1',
        [booking.reference],
      );
      assert.equal(row?.cancel_reason, RELEASED_REASON);
      const [mail] = await outbox.mailsAfter(guest.email, 1, /is cancelled/);
      assert.match(
        mail?.text ?? '',
        /not paid while we held its room, so we have released it\. Nothing was charged/,
      );
      const rooms = await ctx.app.db.query<{ status: string }>(
        `SELECT h.status FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id
         WHERE b.reference = $1`,
        [booking.reference],
      );
      assert.ok(
        rooms.every((room) => room.status === 'Cancelled'),
        'its rooms are free again',
      );
    });

    it('keeps the hold while a UPI transfer waits for the desk, and ends it when the desk confirms', async () => {
      const { guest, booking } = await book();
      serial += 1;
      const reported = await call('POST', `/api/stays/bookings/${booking.reference}/payments/upi`, guest, {
        utr: String(710_000_000_000 + serial),
      });
      assert.equal(reported.statusCode, 200, reported.body);
      await new Promise((resolve) => setTimeout(resolve, (HOLD_SECONDS + 4) * 1000));
      assert.equal(
        (await read(guest, booking.reference)).state,
        'booked',
        'not released while the desk looks',
      );

      const [payment] = await ctx.app.db.query<{ id: number }>(
        `SELECT p.id FROM payments p JOIN stay_bookings b ON b.id = p.stay_booking_id WHERE b.reference = $1`,
        [booking.reference],
      );
      const confirmed = await call('POST', `/api/staff/payments/${payment?.id}/confirm`, frontDesk);
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.equal((await read(guest, booking.reference)).pay_by, null);
    });

    it('pays back a payment that completes after the booking was released', async () => {
      const { guest, booking } = await book();
      const order = await payOnline(guest, booking.reference);
      await eventually(guest, booking.reference, (b) => b.state === 'cancelled');
      const late = await confirm(guest, booking.reference, order.order_id);
      assert.equal(late.statusCode, 200, late.body);
      const after = await folio(guest, booking.reference);
      assert.deepEqual(
        after.lines.map((line) => [line.kind, line.amount]),
        [
          ['payment', -booking.price.total],
          ['refund', booking.price.total],
        ],
      );
      assert.equal(after.due, 0);
    });

    it('lets the guest cancel a held booking before paying, for nothing', async () => {
      const { guest, booking } = await book();
      const preview = await call('GET', `/api/stays/bookings/${booking.reference}/cancel-preview`, guest);
      assert.equal((preview.json() as { fee: number }).fee, 0);
      const cancelled = await call('POST', `/api/stays/bookings/${booking.reference}/cancel`, guest);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.deepEqual(
        [(cancelled.json() as { fee: number }).fee, (await read(guest, booking.reference)).cancellation_fee],
        [0, 0],
      );
    });

    it('holds nothing on a plan paid later', async () => {
      const { booking } = await book('flexible');
      assert.equal(booking.pay_by, null);
    });

    it('holds a refundable plan with the deposit the manager sets, asking for the deposit alone', async () => {
      const manager = await signUp(ctx.app, 'manager');
      const plans = (await call('GET', '/api/staff/rates/plans', manager)).json() as {
        data: Array<Record<string, unknown> & { code: string }>;
      };
      const flexible = plans.data.find((plan) => plan.code === 'flexible');
      assert.ok(flexible);
      const { code, ...fields } = flexible;
      const setDeposit = (deposit_percent: number) =>
        call('PUT', `/api/staff/rates/plans/${code}`, manager, { ...fields, deposit_percent });
      assert.equal((await setDeposit(101)).statusCode, 400);
      const set = await setDeposit(20);
      assert.equal(set.statusCode, 200, set.body);
      try {
        const { guest, booking } = await book('flexible');
        const deposit = toRupees(Math.round(toPaise(booking.price.total) * 0.2));
        assert.equal(booking.policy.deposit, deposit);
        assert.match(
          booking.policy.text,
          /A deposit of ₹[\d,.]+ is paid when booking, the rest at the hotel\./,
        );
        assert.ok(booking.pay_by, 'held for the deposit');
        const options = paymentOptionsSchema.parse(
          (await call('GET', `/api/stays/bookings/${booking.reference}/payment-options`, guest)).json(),
        );
        assert.deepEqual([options.due, options.due_now], [booking.price.total, deposit]);
        assert.equal(new URL(options.upi.link).searchParams.get('am'), deposit.toFixed(2));

        const order = await payOnline(guest, booking.reference);
        assert.equal(order.amount_paise, toPaise(deposit));
        assert.equal((await confirm(guest, booking.reference, order.order_id)).statusCode, 200);
        const paid = await read(guest, booking.reference);
        assert.equal(paid.pay_by, null, 'the deposit paid, the hold ends');
        assert.equal(
          (await folio(guest, booking.reference)).due,
          toRupees(toPaise(booking.price.total) - toPaise(deposit)),
        );
      } finally {
        await setDeposit(0);
      }
    });
  },
  { env: provider.env({ ...outbox.env, STAY_PAYMENT_HOLD_SECONDS: String(HOLD_SECONDS) }) },
);

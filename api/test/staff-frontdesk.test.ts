import assert from 'node:assert/strict';
import {
  availabilityResponseSchema,
  deskRefundsResponseSchema,
  toPaise,
  toRupees,
  stayBookingResponseSchema,
  stayBookingSchema,
  staffStayActionResponseSchema,
  staffStaySchema,
  staffTapeChartSchema,
  TAPE_CHART_NIGHTS,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { testOutbox } from './helpers/outbox';
import { FRONTDESK_MESSAGES } from '../src/routes/staff/frontdesk';
import { rawBookedRoom } from './helpers/raw-stays';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
const DELUXE = 2;
let serial = 0;

describeEachDatabase(
  'the front desk’s bookings: detail, cancel, room move, tape chart',
  (ctx) => {
    let frontDesk: SignedInAccount;
    before(async () => {
      frontDesk = await signUp(ctx.app, 'front_desk');
    });

    const call = (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      account: SignedInAccount,
      payload?: object,
    ) => ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });

    /** A guest's stay of `nights` nights, starting some years ahead (each test its own dates). */
    const book = async (guest: SignedInAccount, ratePlan = 'flexible') => {
      serial += 1;
      const start = new Date(Date.UTC(2031, 0, 1 + serial * 5)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2031, 0, 3 + serial * 5)).toISOString().slice(0, 10);
      const response = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: DELUXE,
        check_in: start,
        check_out: end,
        adults: 2,
        rate_plan: ratePlan,
      });
      assert.equal(response.statusCode, 201, response.body);
      return stayBookingResponseSchema.parse(response.json()).data;
    };
    /** A non-refundable stay is paid when booking (until then only held): paid here, in cash at the desk. */
    const payInFull = async (booked: { reference: string; price: { total: number } }) => {
      const paid = await call('POST', `/api/staff/stays/${booked.reference}/folio/payments`, frontDesk, {
        method: 'cash',
        amount: booked.price.total,
      });
      assert.equal(paid.statusCode, 200, paid.body);
    };
    const detail = async (reference: string) => {
      const response = await call('GET', `/api/staff/stays/${reference}`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      return staffStaySchema.parse(response.json());
    };

    it('shows the guest, rooms, nights, price, requests, history and the rooms free to move to', async () => {
      const guest = await signUp(ctx.app);
      const booked = await book(guest);
      const stay = await detail(booked.reference);
      assert.equal(stay.guest.name, guest.name);
      assert.equal(stay.guest.email, guest.email);
      assert.equal(stay.nights, 2);
      assert.equal(stay.total, booked.price.total);
      assert.equal(stay.price.nights.length, 2);
      assert.equal(stay.rooms.length, 1);
      assert.equal(stay.rooms[0]!.state, 'expected');
      assert.equal(stay.rooms[0]!.room.room_type.id, DELUXE);
      assert.deepEqual(
        stay.history.map((event) => event.what),
        ['Booked'],
      );
      assert.ok(stay.free_rooms.length > 0);
      assert.equal(stay.free_rooms[0]!.room_type.id, DELUXE, 'rooms of the same type come first');
      assert.ok(!stay.free_rooms.some((room) => room.id === stay.rooms[0]!.room.id));
    });

    it('answers an unknown reference with 404 and a malformed one with 400 naming it', async () => {
      expectApiError(await call('GET', '/api/staff/stays/HJ-ZZZZZZ', frontDesk), 404);
      const bad = expectApiError(await call('GET', '/api/staff/stays/nope', frontDesk), 400);
      assert.match(bad.message, /reference/);
    });

    it('cancels for the guest waiving the fee: the guest sees it cancelled with no fee, is mailed and notified by the hotel', async () => {
      const guest = await signUp(ctx.app);
      const booked = await book(guest, 'non-refundable');
      assert.equal((await detail(booked.reference)).fee_now, 0, 'held, not yet paid, it costs nothing');
      await payInFull(booked);
      assert.ok((await detail(booked.reference)).fee_now > 0, 'a non-refundable stay costs its fee');

      const bare = expectApiError(
        await call('POST', `/api/staff/stays/${booked.reference}/cancel`, frontDesk, {
          reason: '  ',
          waive_fee: true,
        }),
        400,
      );
      assert.match(bare.message, /reason/);
      assert.equal((await detail(booked.reference)).status, 'Confirmed');

      const response = await call('POST', `/api/staff/stays/${booked.reference}/cancel`, frontDesk, {
        reason: 'Flooding in the east wing',
        waive_fee: true,
      });
      assert.equal(response.statusCode, 200, response.body);
      const { message, data } = staffStayActionResponseSchema.parse(response.json());
      assert.equal(message, 'Booking cancelled; the fee was waived.');
      assert.equal(data.status, 'Cancelled');
      assert.equal(data.cancellation_fee, 0);
      assert.equal(data.cancel_reason, 'Flooding in the east wing');
      assert.equal(data.rooms[0]!.state, 'cancelled');
      assert.equal(data.history.at(-1)!.what, 'Cancelled by the hotel: Flooding in the east wing');

      const seen = await call('GET', `/api/stays/bookings/${booked.reference}`, guest);
      const mine = stayBookingSchema.parse(seen.json());
      assert.equal(mine.status, 'Cancelled');
      assert.equal(mine.cancellation_fee, 0);
      const mails = await outbox.mailsAfter(
        guest.email,
        1,
        `Your Haveli booking ${booked.reference} is cancelled`,
      );
      assert.match(mails[0]!.text, /Cancellation fee\s+None/);
      // The hotel cancelled, not the guest; what was paid goes back, the fee waived.
      assert.match(mails[0]!.text, /the hotel has had to cancel this booking/);
      assert.doesNotMatch(mails[0]!.text, /As you asked/);
      assert.match(mails[0]!.text, /Refunded\s+₹[\d,.]+, to the way you paid/);
      const [notice] = await ctx.app.db.query<{ subject: { by: string; status: string } }>(
        "SELECT subject FROM notifications WHERE user_id = $1 AND subject->>'status' = 'Cancelled'",
        [guest.id],
      );
      const subject = typeof notice!.subject === 'string' ? JSON.parse(notice!.subject) : notice!.subject;
      assert.deepEqual([subject.status, subject.by], ['Cancelled', 'hotel']);

      const again = await call('POST', `/api/staff/stays/${booked.reference}/cancel`, frontDesk, {
        reason: 'Twice',
        waive_fee: true,
      });
      assert.equal(expectApiError(again, 409).message, 'This booking is already cancelled.');

      // The audit log has the cancel once, by the front desk, with its fee and reason.
      const logged = await ctx.app.db.query<{ actor: number; after: { fee: number } }>(
        `SELECT actor, after FROM staff_audit WHERE action = 'stay.cancel' AND entity_id = $1`,
        [booked.reference],
      );
      assert.deepEqual(
        logged.map((entry) => [entry.actor, entry.after.fee]),
        [[frontDesk.id, 0]],
      );
    });

    it('charges the policy’s fee when not waived', async () => {
      const guest = await signUp(ctx.app);
      const booked = await book(guest, 'non-refundable');
      await payInFull(booked);
      const { fee_now } = await detail(booked.reference);
      assert.equal(fee_now, booked.price.total);
      const response = await call('POST', `/api/staff/stays/${booked.reference}/cancel`, frontDesk, {
        reason: 'The guest phoned to cancel',
        waive_fee: false,
      });
      assert.equal(response.statusCode, 200, response.body);
      const { data } = staffStayActionResponseSchema.parse(response.json());
      assert.equal(data.cancellation_fee, fee_now);
    });

    it('records a no-show only after the arrival day, charging the policy’s late fee, the rest of what was paid left for the desk to pay back', async () => {
      const guest = await signUp(ctx.app);
      const booked = await book(guest);
      await payInFull(booked);
      const early = expectApiError(
        await call('POST', `/api/staff/stays/${booked.reference}/no-show`, frontDesk),
        409,
      );
      assert.equal(early.message, 'A no-show can be recorded from the day after the arrival day.');
      // The stay as if it began two days ago (far enough back that no other stay holds its room).
      const back = (days: number) => {
        const date = new Date();
        date.setUTCDate(date.getUTCDate() - days);
        return date.toISOString().slice(0, 10);
      };
      await ctx.app.db.query('UPDATE stay_bookings SET check_in = $2, check_out = $3 WHERE reference = $1', [
        booked.reference,
        back(900 + serial),
        back(898 + serial),
      ]);
      await ctx.app.db.query(
        `UPDATE hotel_reservations SET check_in = $2, check_out = $3
         WHERE stay_booking_id = (SELECT id FROM stay_bookings WHERE reference = $1)`,
        [booked.reference, back(900 + serial), back(898 + serial)],
      );
      const response = await call('POST', `/api/staff/stays/${booked.reference}/no-show`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      const { data } = staffStayActionResponseSchema.parse(response.json());
      assert.equal(data.status, 'Cancelled');
      assert.equal(data.cancel_reason, 'No-show');
      const fee = data.cancellation_fee ?? 0;
      assert.ok(fee > 0);
      // Paid in cash and not there to take it back: the rest waits on the desk's list.
      const waiting = deskRefundsResponseSchema
        .parse((await call('GET', '/api/staff/refunds/pending', frontDesk)).json())
        .data.find((refund) => refund.booking_reference === booked.reference);
      assert.deepEqual(
        [waiting?.method, waiting?.amount, waiting?.provider_failed],
        ['cash', toRupees(toPaise(booked.price.total) - toPaise(fee)), false],
      );
      // The guest is told by mail, with the fee, as of any cancel.
      const [mail] = await outbox.mailsAfter(
        guest.email,
        1,
        `Your Haveli booking ${booked.reference} is cancelled`,
      );
      assert.doesNotMatch(mail!.text, /Cancellation fee\s+None/);
      assert.match(mail!.text, /recorded as a no-show/);
      const seen = stayBookingSchema.parse(
        (await call('GET', `/api/stays/bookings/${booked.reference}`, guest)).json(),
      );
      assert.equal(seen.state, 'no_show');
    });

    it('never cancels a stay that has begun: in house or checked out, the guest keeps the room', async () => {
      const guest = await signUp(ctx.app);
      const booked = await book(guest);
      const room = 'SELECT id FROM stay_bookings WHERE reference = $1';
      await ctx.app.db.query(
        `UPDATE hotel_reservations SET checked_in_at = now() WHERE stay_booking_id = (${room})`,
        [booked.reference],
      );
      const stateSeen = async () =>
        stayBookingSchema.parse((await call('GET', `/api/stays/bookings/${booked.reference}`, guest)).json());
      assert.equal((await stateSeen()).state, 'in_house');
      const cancel = () =>
        call('POST', `/api/staff/stays/${booked.reference}/cancel`, frontDesk, {
          reason: 'Guest asked',
          waive_fee: false,
        });
      assert.equal(expectApiError(await cancel(), 409).message, FRONTDESK_MESSAGES.inHouse);
      assert.equal((await detail(booked.reference)).status, 'Confirmed');

      await ctx.app.db.query(
        `UPDATE hotel_reservations SET checked_out_at = now() WHERE stay_booking_id = (${room})`,
        [booked.reference],
      );
      assert.equal(expectApiError(await cancel(), 409).message, FRONTDESK_MESSAGES.inHouse);
      const after = await stateSeen();
      assert.deepEqual([after.status, after.state, after.can_cancel], ['Confirmed', 'checked_out', false]);
    });

    it('moves a room to a free one and refuses a room another stay holds (never an overbooking)', async () => {
      const first = await book(await signUp(ctx.app));
      const stay = await detail(first.reference);
      const bookedRoom = stay.rooms[0]!;
      const target = stay.free_rooms.find((room) => room.room_type.id !== DELUXE)!;
      const moved = await call('POST', `/api/staff/stays/${first.reference}/move`, frontDesk, {
        booked_room_id: bookedRoom.id,
        room_id: target.id,
      });
      assert.equal(moved.statusCode, 200, moved.body);
      const after = staffStayActionResponseSchema.parse(moved.json()).data;
      assert.equal(after.rooms[0]!.room.room_no, target.room_no);
      assert.equal(
        after.history.at(-1)!.what,
        `Room ${bookedRoom.room.room_no} moved to room ${target.room_no}`,
      );
      const [logged] = await ctx.app.db.query<{ before: unknown; after: unknown }>(
        `SELECT before, after FROM staff_audit WHERE action = 'stay.move' AND entity_id = $1`,
        [first.reference],
      );
      assert.deepEqual(logged, {
        before: { room_no: bookedRoom.room.room_no },
        after: { room_no: target.room_no },
      });

      // Another guest on the same nights takes a room; moving the first guest there is refused.
      const [other] = await ctx.app.db.query<{ room_id: number }>(
        `SELECT r.id AS room_id FROM rooms r WHERE r.id <> $3
           AND NOT EXISTS (SELECT 1 FROM hotel_reservations h WHERE h.room_id = r.id AND h.status <> 'Cancelled'
                           AND daterange(h.check_in, h.check_out) && daterange($1::date, $2::date))
         ORDER BY r.id LIMIT 1`,
        [stay.check_in, stay.check_out, target.id],
      );
      await rawBookedRoom(ctx.app.db, {
        userId: frontDesk.id,
        roomId: other!.room_id,
        guestName: 'Other Guest',
        checkIn: stay.check_in,
        checkOut: stay.check_out,
      });
      const refused = expectApiError(
        await call('POST', `/api/staff/stays/${first.reference}/move`, frontDesk, {
          booked_room_id: bookedRoom.id,
          room_id: other!.room_id,
        }),
        409,
      );
      assert.equal(refused.fields?.room_id, 'That room is taken by another stay on some of these nights.');
      assert.equal((await detail(first.reference)).rooms[0]!.room.room_no, target.room_no);

      const wrong = expectApiError(
        await call('POST', `/api/staff/stays/${first.reference}/move`, frontDesk, { booked_room_id: 'x' }),
        400,
      );
      assert.ok(wrong.fields?.booked_room_id);
    });

    it('draws the tape chart: every room, 14 nights from the date asked, stays with their reference', async () => {
      const booked = await book(await signUp(ctx.app));
      const response = await call('GET', `/api/staff/tape-chart?from=${booked.check_in}`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      const chart = staffTapeChartSchema.parse(response.json());
      assert.equal(chart.nights.length, TAPE_CHART_NIGHTS);
      assert.equal(chart.nights[0], booked.check_in);
      const holding = chart.rooms.filter((room) =>
        room.stays.some((stay) => stay.reference === booked.reference),
      );
      assert.equal(holding.length, 1);
      const bad = expectApiError(await call('GET', '/api/staff/tape-chart?from=soon', frontDesk), 400);
      assert.match(bad.message, /From/);
    });

    it('takes a room out of service: not offered to guests, refused over a stay, back in service when reopened', async () => {
      serial += 1;
      const from = new Date(Date.UTC(2032, 0, 1 + serial * 5)).toISOString().slice(0, 10);
      const to = new Date(Date.UTC(2032, 0, 3 + serial * 5)).toISOString().slice(0, 10);
      /** What a guest searching those dates is offered of the type: the quote's and the search's count. */
      const offered = async () => {
        const quote = await ctx.app.inject({
          method: 'GET',
          url: `/api/stays/quote?room_type_id=${DELUXE}&check_in=${from}&check_out=${to}&adults=2`,
        });
        assert.equal(quote.statusCode, 200, quote.body);
        const search = await ctx.app.inject({
          method: 'GET',
          url: `/api/availability?check_in=${from}&check_out=${to}&guests=2`,
        });
        assert.equal(search.statusCode, 200, search.body);
        const type = availabilityResponseSchema.parse(search.json()).rooms.find((room) => room.id === DELUXE);
        return [quote.json().available_rooms as number, type?.available];
      };
      const rooms = await ctx.app.db.query<{ id: number }>(
        'SELECT id FROM rooms WHERE room_type_id = $1 ORDER BY id',
        [DELUXE],
      );
      const [quoted] = await offered();
      assert.ok(quoted! > 0);

      const bad = expectApiError(
        await call('POST', `/api/staff/rooms/${rooms[0]!.id}/closures`, frontDesk, {
          from: to,
          to: from,
          reason: 'Paint',
        }),
        400,
      );
      assert.equal(bad.fields?.to, 'To must be after From.');
      const noReason = expectApiError(
        await call('POST', `/api/staff/rooms/${rooms[0]!.id}/closures`, frontDesk, { from, to, reason: '' }),
        400,
      );
      assert.ok(noReason.fields?.reason);
      expectApiError(
        await call('POST', '/api/staff/rooms/999999/closures', frontDesk, { from, to, reason: 'Paint' }),
        404,
      );

      const closures: number[] = [];
      for (const room of rooms) {
        const closed = await call('POST', `/api/staff/rooms/${room.id}/closures`, frontDesk, {
          from,
          to,
          reason: 'Repainting',
        });
        assert.equal(closed.statusCode, 201, closed.body);
        closures.push(closed.json().id);
      }
      // Every room of the type closed: no guest is offered it, nor can book it.
      assert.deepEqual(await offered(), [0, 0]);
      const guest = await signUp(ctx.app);
      const refused = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: DELUXE,
        check_in: from,
        check_out: to,
        adults: 2,
      });
      assert.equal(refused.statusCode, 409, refused.body);

      // Reopen one room: the guest can book it; closing it again over that stay is refused.
      const reopened = await call(
        'DELETE',
        `/api/staff/rooms/${rooms[0]!.id}/closures/${closures[0]}`,
        frontDesk,
      );
      assert.equal(reopened.statusCode, 204, reopened.body);
      expectApiError(
        await call('DELETE', `/api/staff/rooms/${rooms[0]!.id}/closures/${closures[0]}`, frontDesk),
        404,
      );
      const booked = await call('POST', '/api/stays/bookings', guest, {
        guest_name: guest.name,
        room_type_id: DELUXE,
        check_in: from,
        check_out: to,
        adults: 2,
      });
      assert.equal(booked.statusCode, 201, booked.body);
      const overStay = expectApiError(
        await call('POST', `/api/staff/rooms/${rooms[0]!.id}/closures`, frontDesk, {
          from,
          to,
          reason: 'Paint',
        }),
        409,
      );
      assert.match(overStay.fields?.from ?? '', /has a stay on some of those nights/);

      const chart = staffTapeChartSchema.parse(
        (await call('GET', `/api/staff/tape-chart?from=${from}`, frontDesk)).json(),
      );
      const closedRoom = chart.rooms.find((room) => room.id === rooms[1]!.id);
      assert.deepEqual(
        closedRoom?.closures.map((closure) => [closure.starts_on, closure.ends_on, closure.reason]),
        [[from, to, 'Repainting']],
      );
    });
  },
  { env: outbox.env },
);

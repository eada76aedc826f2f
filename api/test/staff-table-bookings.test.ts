import assert from 'node:assert/strict';
import { afterEach, before, it } from 'node:test';
import {
  addDays,
  closedMessage,
  closureOverParties,
  hotelToday,
  restaurantListSchema,
  staffAuditResponseSchema,
  staffFloorSchema,
  staffTableBookingResponseSchema,
  TABLE_BOOKING_MESSAGES as M,
  type StaffTableBooking,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { zonedInstant } from '../src/lib/kitchen-time';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { testOutbox } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

/** A day of the hotel's ahead, so the clock can stand at any hour of it. */
const day = addDays(hotelToday(), 2);
const at = (hhmm: string) =>
  zonedInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'Asia/Kolkata');

const outbox = testOutbox();

afterEach(() => setClock(null));

describeEachDatabase(
  'the front desk runs the tables: phone and walk-in parties, seat, move, finish, no-show, closures',
  (ctx) => {
    let desk: SignedInAccount;
    let manager: SignedInAccount;
    let laalMahal: number;
    const tables: Record<string, number> = {};

    before(async () => {
      desk = await signUp(ctx.app, 'front_desk');
      manager = await signUp(ctx.app, 'manager');
      const { restaurants } = restaurantListSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/reservationRestaurant/restaurants' })).json(),
      );
      const restaurant = restaurants.find((one) => one.name === 'Laal Mahal');
      assert.ok(restaurant);
      laalMahal = restaurant._id;
      for (const table of restaurant.tables) tables[table.table_name] = table._id;
    });

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, account = desk) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: account.authorization },
        ...(payload ? { payload } : {}),
      });
    const book = (party: Partial<Record<string, unknown>>) =>
      call('POST', '/api/staff/table-bookings', {
        restaurant_id: laalMahal,
        date: day,
        time: '20:30',
        party_size: 4,
        name: 'Sharma',
        phone: '+91 98290 12345',
        ...party,
      });
    const booked = async (party: Partial<Record<string, unknown>>): Promise<StaffTableBooking> => {
      const response = await book(party);
      assert.equal(response.statusCode, 201, response.body);
      return staffTableBookingResponseSchema.parse(response.json()).booking;
    };
    const act = (booking: StaffTableBooking, action: string, payload?: object) =>
      call('POST', `/api/staff/table-bookings/${booking.id}/${action}`, payload);
    const acted = async (booking: StaffTableBooking, action: string, payload?: object) => {
      const response = await act(booking, action, payload);
      assert.equal(response.statusCode, 200, response.body);
      return staffTableBookingResponseSchema.parse(response.json()).booking;
    };
    const floor = async () => {
      const response = await call('GET', `/api/staff/table-bookings?restaurant_id=${laalMahal}&date=${day}`);
      assert.equal(response.statusCode, 200, response.body);
      return staffFloorSchema.parse(response.json());
    };

    it('books a phone party on the smallest free table, seats it, moves it, and frees the table', async () => {
      setClock(() => at('19:00'));
      const party = await booked({ party_size: 4, email: 'sharma@example.in' });
      assert.equal(party.status, 'Confirmed');
      assert.equal(party.table_label, 'Zenana 1');
      assert.equal(party.has_account, false);
      assert.equal(party.phone, '+91 98290 12345');

      await booked({ name: 'Mehta', party_size: 6, table_id: tables['Zenana 2'] });
      expectApiError(await book({ name: 'Rao', party_size: 2, table_id: tables['Zenana 2'] }), 409);

      assert.equal((await acted(party, 'seat')).status, 'Seated');
      // A taken table and one too small are refused, and the party stays where it was.
      assert.equal(
        expectApiError(await act(party, 'move', { table_id: tables['Zenana 2'] }), 409).message,
        M.tableTaken,
      );
      assert.equal(
        expectApiError(await act(party, 'move', { table_id: tables['Jharokha 1'] }), 409).message,
        M.tableTooSmall,
      );
      assert.equal((await floor()).bookings.find((one) => one.id === party.id)?.table_label, 'Zenana 1');

      const moved = await acted(party, 'move', { table_id: tables['Sheesh Mahal'] });
      assert.equal(moved.table_label, 'Sheesh Mahal');
      // Its old table is free again at that time.
      const walkIn = await booked({ name: 'Rao', party_size: 4, table_id: tables['Zenana 1'] });
      assert.equal(walkIn.table_label, 'Zenana 1');

      expectApiError(await act(walkIn, 'finish'), 409);
      assert.equal((await acted(moved, 'finish')).status, 'Finished');

      const log = staffAuditResponseSchema.parse(
        (
          await call(
            'GET',
            `/api/staff/audit?actor=${desk.id}&action=table_booking&sort=at&dir=asc`,
            undefined,
            manager,
          )
        ).json(),
      );
      const move = log.data.find((row) => row.action === 'table_booking.move');
      assert.equal(move?.record, `Table booking of Sharma, 4 guests, ${formatDay(day)} 20:30`);
      assert.deepEqual([move?.before?.table, move?.after?.table], ['Zenana 1', 'Sheesh Mahal']);
    });

    it('marks a no-show only once its time has come, and cancels with a reason the guest is told', async () => {
      setClock(() => at('21:00'));
      const late = await booked({ name: 'Kapoor', time: '22:00', party_size: 2 });
      assert.equal(expectApiError(await act(late, 'no-show'), 409).message, M.tooEarly);
      setClock(() => at('22:05'));
      assert.equal((await acted(late, 'no-show')).status, 'No-show');
      expectApiError(await act(late, 'seat'), 409);

      // A guest's own confirmed request, cancelled by the hotel.
      const guest = await signUp(ctx.app);
      const [row] = await ctx.app.db.query<{ id: number }>(
        `INSERT INTO restaurant_reservations
           (user_id, name, reservation_date, reservation_time, party_size, restaurant_id, table_id, status)
         VALUES ($1, 'Guest', $2, '22:00', 2, $3, $4, 'Confirmed') RETURNING id`,
        [guest.id, day, laalMahal, tables['Jharokha 2']],
      );
      assert.ok(row);
      const request = (await floor()).bookings.find((one) => one.id === row.id);
      assert.ok(request?.has_account);
      expectApiError(await act(request, 'cancel', { reason: ' ' }), 400);
      const cancelled = await acted(request, 'cancel', { reason: 'Kitchen closed early' });
      assert.deepEqual([cancelled.status, cancelled.reason], ['Cancelled', 'Kitchen closed early']);
      const [notice] = await ctx.app.db.query<{ title: string; body: string }>(
        'SELECT title, body FROM notifications WHERE user_id = $1',
        [guest.id],
      );
      assert.match(notice?.title ?? '', /was cancelled by the hotel/);
      assert.equal(notice?.body, 'Kitchen closed early');
      const [mail] = await outbox.mailsAfter(guest.email, 1, /^Your table at Laal Mahal is cancelled/);
      assert.match(mail?.text ?? '', /Kitchen closed early/);
      // The database keeps the states' order whoever writes.
      await assert.rejects(
        ctx.app.db.query(`UPDATE restaurant_reservations SET status = 'Seated' WHERE id = $1`, [row.id]),
      );
    });

    it('closures and private events block the guests’ booking and the front desk’s, until removed', async () => {
      setClock(() => at('12:00'));
      const event = await call('POST', `/api/staff/restaurants/${laalMahal}/closures`, {
        starts_on: day,
        ends_on: day,
        from_time: '19:00',
        until_time: '20:30',
        reason: 'Private event: Sharma wedding',
      });
      assert.equal(event.statusCode, 201, event.body);
      const slots = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservationRestaurant/slots?restaurant_id=${laalMahal}&date=${day}&party_size=2`,
      });
      const times = (slots.json() as { slots: { time: string }[] }).slots.map((slot) => slot.time);
      assert.ok(!times.includes('19:00') && times.includes('20:30'), times.join());
      const guest = await signUp(ctx.app);
      const request = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservationRestaurant/create',
        headers: { authorization: guest.authorization },
        payload: { name: 'Guest', restaurant_id: laalMahal, date: day, time: '19:00', party_size: 2 },
      });
      expectApiError(request, 400);
      assert.equal(
        expectApiError(await book({ time: '19:00' }), 409).message,
        closedMessage('Private event: Sharma wedding'),
      );

      // Not over a booked party: the desk moves or cancels it first.
      const sharma = await booked({ time: '22:00', party_size: 2, table_id: tables['Jharokha 2'] });
      const over = await call('POST', `/api/staff/restaurants/${laalMahal}/closures`, {
        starts_on: day,
        ends_on: day,
        reason: 'Staff party',
        table_ids: [tables['Jharokha 2']],
      });
      assert.equal(expectApiError(over, 409).message, closureOverParties(1));
      await acted(sharma, 'cancel', { reason: 'Guest called' });

      // One table held all day: the front desk cannot put a party there.
      const held = await call('POST', `/api/staff/restaurants/${laalMahal}/closures`, {
        starts_on: day,
        ends_on: addDays(day, 1),
        reason: 'Repairs',
        table_ids: [tables['Jharokha 1']],
      });
      assert.equal(held.statusCode, 201, held.body);
      assert.equal(
        expectApiError(await book({ time: '22:00', party_size: 2, table_id: tables['Jharokha 1'] }), 409)
          .message,
        M.tableClosed,
      );
      expectApiError(
        await call('POST', `/api/staff/restaurants/${laalMahal}/closures`, {
          starts_on: day,
          ends_on: addDays(day, -1),
          reason: 'Backwards',
        }),
        400,
      );

      const { closures } = await floor();
      assert.deepEqual(
        closures.map((closure) => [closure.reason, closure.tables.map((table) => table.label)]),
        [
          ['Repairs', ['Jharokha 1']],
          ['Private event: Sharma wedding', []],
        ],
      );
      const wedding = closures.find((closure) => closure.reason.startsWith('Private'));
      assert.ok(wedding);
      const removed = await call('DELETE', `/api/staff/restaurants/${laalMahal}/closures/${wedding.id}`);
      assert.equal(removed.statusCode, 200, removed.body);
      await booked({ name: 'Joshi', time: '19:00', party_size: 2 });

      // A guest's own request may carry a phone, which the floor shows.
      const withPhone = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservationRestaurant/create',
        headers: { authorization: guest.authorization },
        payload: {
          name: 'Guest',
          restaurant_id: laalMahal,
          date: day,
          time: '19:00',
          party_size: 2,
          phone: '+91 98290 77777',
        },
      });
      assert.equal(withPhone.statusCode, 201, withPhone.body);
      const pending = (await floor()).bookings.find((one) => one.status === 'Pending');
      assert.deepEqual([pending?.phone, pending?.has_account], ['+91 98290 77777', true]);
    });

    it('is the front desk’s and the manager’s only', async () => {
      const kitchen = await signUp(ctx.app, 'kitchen');
      const guest = await signUp(ctx.app);
      for (const account of [kitchen, guest]) {
        expectApiError(
          await call(
            'GET',
            `/api/staff/table-bookings?restaurant_id=${laalMahal}&date=${day}`,
            undefined,
            account,
          ),
          403,
        );
      }
      expectApiError(await call('GET', `/api/staff/restaurants/999999/closures`), 404);
    });
  },
  { env: outbox.env },
);

/** '2026-11-30' as the audit log names the day: "30 Nov 2026". */
function formatDay(date: string): string {
  const [year, month, dayOfMonth] = date.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${dayOfMonth} ${months[Number(month) - 1]} ${year}`;
}

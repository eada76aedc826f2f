import assert from 'node:assert/strict';
import {
  folioSchema,
  NIGHT_AUDIT_MESSAGES,
  nightAuditListSchema,
  nightAuditResponseSchema,
  stayBookingResponseSchema,
  staffReportSchema,
} from '@haveli/contracts';
import { after, before, it } from 'node:test';
import { setClock } from '../src/lib/clock';
import { closePendingDays } from '../src/lib/night-audit';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const DELUXE = 2;
/** The day closed here: far ahead, so that no other stay of the seed is on it. */
const DAY = '2032-03-10';
/** The hotel's morning after it (10:00 in Jaipur). */
const MORNING_AFTER = new Date('2032-03-11T04:30:00Z');

describeEachDatabase('the night audit and the manager’s reports', (ctx) => {
  let manager: SignedInAccount;
  let frontDesk: SignedInAccount;
  let noShow: string;
  let inHouse: string;

  const call = (method: 'GET' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });

  const book = async (guest: SignedInAccount, checkIn: string, checkOut: string) => {
    const response = await call('POST', '/api/stays/bookings', guest, {
      guest_name: guest.name,
      room_type_id: DELUXE,
      check_in: checkIn,
      check_out: checkOut,
      adults: 2,
      rate_plan: 'flexible',
    });
    assert.equal(response.statusCode, 201, response.body);
    return stayBookingResponseSchema.parse(response.json()).data;
  };

  before(async () => {
    manager = await signUp(ctx.app, 'manager');
    frontDesk = await signUp(ctx.app, 'front_desk');
    // A guest who never comes, paid in full at the desk; another who arrived the night before and is in house.
    const absent = await book(await signUp(ctx.app), DAY, '2032-03-12');
    const paid = await call('POST', `/api/staff/stays/${absent.reference}/folio/payments`, frontDesk, {
      method: 'cash',
      amount: absent.price.total,
    });
    assert.equal(paid.statusCode, 200, paid.body);
    noShow = absent.reference;
    inHouse = (await book(await signUp(ctx.app), '2032-03-09', '2032-03-11')).reference;
    await ctx.app.db.query(
      `UPDATE hotel_reservations SET checked_in_at = now()
       WHERE stay_booking_id = (SELECT id FROM stay_bookings WHERE reference = $1)`,
      [inHouse],
    );
    setClock(() => MORNING_AFTER);
  });
  after(() => setClock(null));

  it('closes the day: its unarrived stay becomes a no-show charged the policy’s fee on its folio, the figures frozen', async () => {
    const listed = nightAuditListSchema.parse((await call('GET', '/api/staff/night-audit', manager)).json());
    assert.equal(listed.next_day, DAY, 'before the first close, yesterday is the day to close');

    const refused = await call('POST', '/api/staff/night-audit', frontDesk, { day: DAY });
    assert.equal(refused.statusCode, 403);
    const notOver = expectApiError(
      await call('POST', '/api/staff/night-audit', manager, { day: '2032-03-11' }),
      409,
    );
    assert.equal(notOver.message, NIGHT_AUDIT_MESSAGES.notOver('2032-03-11'));

    const response = await call('POST', '/api/staff/night-audit', manager, {});
    assert.equal(response.statusCode, 200, response.body);
    const { message, data } = nightAuditResponseSchema.parse(response.json());
    assert.equal(message, NIGHT_AUDIT_MESSAGES.closed(DAY, 1));
    assert.equal(data.day, DAY);
    assert.equal(data.closed_by, 'Staff Member');
    assert.equal(data.no_shows_marked, 1);
    assert.equal(data.nights_audited, 1, 'the guest in house that night');
    assert.deepEqual([data.figures.no_shows, data.figures.rooms_sold], [1, 1]);
    assert.ok(data.figures.room_revenue > 0 && data.figures.occupancy > 0);

    const stay = await call('GET', `/api/staff/stays/${noShow}`, frontDesk);
    assert.deepEqual([stay.json().status, stay.json().cancel_reason], ['Cancelled', 'No-show']);
    const folio = folioSchema.parse(
      (await call('GET', `/api/staff/stays/${noShow}/folio`, frontDesk)).json(),
    );
    const fee = folio.lines.find((line) => line.kind === 'charge');
    assert.match(fee?.description ?? '', /Cancellation fee/);
    assert.ok((fee?.amount ?? 0) > 0);
    const [log] = await ctx.app.db.query<{ actor: number; action: string }>(
      `SELECT actor, action FROM staff_audit WHERE entity = 'night_audit' AND entity_id = $1`,
      [DAY],
    );
    assert.deepEqual(log, { actor: manager.id, action: 'night_audit.close' });
  });

  it('closes a day once, and in order', async () => {
    const again = expectApiError(await call('POST', '/api/staff/night-audit', manager, { day: DAY }), 409);
    assert.equal(again.message, NIGHT_AUDIT_MESSAGES.alreadyClosed(DAY));
    const nothing = expectApiError(await call('POST', '/api/staff/night-audit', manager, {}), 409);
    assert.equal(nothing.message, NIGHT_AUDIT_MESSAGES.nothingToClose);
    setClock(() => new Date(MORNING_AFTER.getTime() + 2 * 86_400_000));
    const skipped = expectApiError(
      await call('POST', '/api/staff/night-audit', manager, { day: '2032-03-12' }),
      409,
    );
    assert.equal(skipped.message, NIGHT_AUDIT_MESSAGES.outOfOrder('2032-03-11'));
    setClock(() => MORNING_AFTER);
    const [count] = await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM night_audits');
    assert.equal(count?.n, 1);
    // Only the browser tests' site lets a request move the clock.
    const ahead = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/night-audit',
      headers: { authorization: manager.authorization, 'x-haveli-test-days-ahead': '5' },
    });
    assert.equal(nightAuditListSchema.parse(ahead.json()).next_day, null);
  });

  it('reports the range: the closed day as frozen (its no-show counted), open days live, and as CSV', async () => {
    const url = `/api/staff/reports?from=${DAY}&to=2032-03-11`;
    const response = await call('GET', url, manager);
    assert.equal(response.statusCode, 200, response.body);
    const report = staffReportSchema.parse(response.json());
    assert.deepEqual(
      report.days.map((day) => [day.day, day.closed, day.no_shows]),
      [
        [DAY, true, 1],
        ['2032-03-11', false, 0],
      ],
    );
    assert.equal(report.totals.no_shows, 1);
    assert.equal(report.totals.rooms_sold, 1);
    assert.deepEqual(
      report.by_channel.map((row) => row.name),
      ['Website'],
    );
    assert.equal(report.by_rate_plan[0]?.revenue, report.totals.room_revenue);
    assert.equal(expectApiError(await call('GET', url, frontDesk), 403).message.length > 0, true);

    const csv = await call('GET', url.replace('/reports?', '/reports.csv?'), manager);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.equal(
      csv.headers['content-disposition'],
      `attachment; filename="haveli-report-${DAY}-to-2032-03-11.csv"`,
    );
    const rows = csv.body.trim().split('\n');
    assert.match(rows[0]!, /^Date,Closed,Rooms available,Rooms sold,Occupancy %,Room revenue,ADR,RevPAR/);
    assert.match(rows[1]!, new RegExp(`^${DAY},Yes,\\d+,1,`));
    assert.match(rows[3]!, /^Total,/);
    assert.ok(rows.includes('Rate plan,Room nights,Room revenue'));
  });

  it('the nightly schedule closes every day over, in order, as the schedule', async () => {
    setClock(() => new Date(MORNING_AFTER.getTime() + 2 * 86_400_000));
    assert.deepEqual(await closePendingDays(ctx.app), ['2032-03-11', '2032-03-12']);
    assert.deepEqual(await closePendingDays(ctx.app), [], 'a second run finds nothing to close');
    const listed = nightAuditListSchema.parse((await call('GET', '/api/staff/night-audit', manager)).json());
    assert.deepEqual(
      listed.data.map((audit) => [audit.day, audit.closed_by]),
      [
        ['2032-03-12', null],
        ['2032-03-11', null],
        [DAY, 'Staff Member'],
      ],
    );
    setClock(() => MORNING_AFTER);
  });

  it('refuses a bad range with 400 and says why', async () => {
    const asked = async (query: string) =>
      expectApiError(await call('GET', `/api/staff/reports?${query}`, manager), 400).message;
    assert.match(await asked('from=2032-03-11&to=2032-03-10'), /To must be on or after From/);
    assert.match(await asked('from=2031-01-01&to=2032-03-10'), /at most 366 days/);
    assert.match(await asked('from=2032-02-30&to=2032-03-10'), /From must be a real date/);
    assert.match(await asked('from=soon&to=2032-03-10'), /From must be a date/);
    assert.match(await asked('to=2032-03-10'), /From must be a date/);
  });
});

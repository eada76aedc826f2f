import assert from 'node:assert/strict';
import {
  GUEST_MESSAGES,
  hotelToday,
  staffGuestResponseSchema,
  staffGuestsResponseSchema,
  staffStayCreatedSchema,
  staffStaySchema,
  stayQuoteSchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { testOutbox } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
const DELUXE = 2;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase(
  'guest profiles and reservations by staff',
  (ctx) => {
    let frontDesk: SignedInAccount;
    let manager: SignedInAccount;
    before(async () => {
      frontDesk = await signUp(ctx.app, 'front_desk');
      manager = await signUp(ctx.app, 'manager');
    });

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      account?: SignedInAccount,
      payload?: object,
    ) =>
      ctx.app.inject({
        method,
        url,
        ...(account ? { headers: { authorization: account.authorization } } : {}),
        ...(payload ? { payload } : {}),
      });
    let serial = 0;
    const newGuest = async (fields: { name?: string; email?: string; phone?: string } = {}) => {
      serial += 1;
      const response = await call('POST', '/api/staff/guests', frontDesk, {
        name: fields.name ?? `Walk-in Guest ${serial}`,
        email: fields.email,
        phone: fields.phone ?? `+91 98290 ${String(10000 + serial)}`,
      });
      assert.equal(response.statusCode, 201, response.body);
      return staffGuestResponseSchema.parse(response.json()).guest;
    };
    const search = async (q: string) => {
      const response = await call('GET', `/api/staff/guests?q=${encodeURIComponent(q)}`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      return staffGuestsResponseSchema.parse(response.json());
    };
    const auditRows = (action: string, id: number | string) =>
      ctx.app.db.query<{ actor_name: string }>(
        'SELECT actor_name FROM staff_audit WHERE action = $1 AND entity_id = $2',
        [action, String(id)],
      );
    const stayCount = async () =>
      (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stay_bookings'))[0]?.n ?? 0;

    it('creates a profile without a sign-in, finds it by name, email or phone, never a staff account', async () => {
      const guest = await newGuest({
        name: 'Meera Rathore',
        email: 'Meera.R@example.in',
        phone: '+91 94140 55501',
      });
      assert.equal(guest.email, 'meera.r@example.in');
      assert.equal(guest.has_sign_in, false);
      assert.equal(guest.vip, false);
      for (const q of ['meera rath', 'MEERA.R@', '94140 555', '9414055501']) {
        assert.deepEqual(
          (await search(q)).data.map((found) => found.id),
          [guest.id],
          `found by ${q}`,
        );
      }
      const noEmail = await newGuest({ name: 'Arjun Without Mail' });
      assert.equal(noEmail.email, null);
      assert.equal((await search('Staff Member')).total, 0, 'staff accounts are not guests');
      assert.equal((await auditRows('guest.create', guest.id)).length, 1);

      const duplicate = await call('POST', '/api/staff/guests', frontDesk, {
        name: 'Someone Else',
        email: 'meera.r@EXAMPLE.in',
        phone: '+91 90000 00000',
      });
      assert.equal(expectApiError(duplicate, 409).message, GUEST_MESSAGES.emailTaken('Meera Rathore'));
      assert.equal((await search('Someone Else')).total, 0, 'nothing created');

      // The profile cannot sign in: no password matches, and the answer is the usual refusal, not a 500.
      const login = await call('POST', '/api/auth/login', undefined, {
        email: 'meera.r@example.in',
        password: '!guest-profile',
      });
      expectApiError(login, 401);
    });

    it('reads a profile (each read audited), keeps notes and the VIP flag', async () => {
      const guest = await newGuest({ name: 'Kavya Singh' });
      const read = await call('GET', `/api/staff/guests/${guest.id}`, manager);
      assert.equal(read.statusCode, 200, read.body);
      await call('GET', `/api/staff/guests/${guest.id}`, frontDesk);
      const views = await auditRows('guest.viewed', guest.id);
      assert.ok(views.length >= 3, 'the create and the two reads each audited a read');

      const noted = await call('POST', `/api/staff/guests/${guest.id}/notes`, frontDesk, {
        kind: 'allergy',
        text: 'Peanuts',
      });
      assert.equal(noted.statusCode, 201, noted.body);
      const [note] = staffGuestResponseSchema.parse(noted.json()).guest.notes;
      assert.equal(note?.text, 'Peanuts');
      assert.equal(note?.by, 'Staff Member');

      const vip = await call('PUT', `/api/staff/guests/${guest.id}`, frontDesk, {
        name: 'Kavya Singh',
        email: 'kavya@example.in',
        phone: guest.phone,
        vip: true,
      });
      assert.equal(vip.statusCode, 200, vip.body);
      const saved = staffGuestResponseSchema.parse(vip.json()).guest;
      assert.equal(saved.vip, true);
      assert.equal(saved.email, 'kavya@example.in');

      const removed = await call('DELETE', `/api/staff/guests/${guest.id}/notes/${note?.id}`, frontDesk);
      assert.equal(staffGuestResponseSchema.parse(removed.json()).guest.notes.length, 0);
      expectApiError(await call('DELETE', `/api/staff/guests/${guest.id}/notes/${note?.id}`, frontDesk), 404);
      expectApiError(await call('GET', `/api/staff/guests/${frontDesk.id}`, frontDesk), 404);
    });

    it('books a walk-in priced as the guest quote, checks them in, and refuses what a guest is refused', async () => {
      const guest = await newGuest({ name: 'Walk-in Tonight' });
      const today = hotelToday();
      const tomorrow = dayAfter(today, 1);
      const quote = await call(
        'GET',
        `/api/stays/quote?room_type_id=${DELUXE}&check_in=${today}&check_out=${tomorrow}&adults=2&rate_plan=flexible`,
      );
      assert.equal(quote.statusCode, 200, quote.body);
      const quoted = stayQuoteSchema.parse(quote.json());

      const booked = await call('POST', '/api/staff/stays', frontDesk, {
        guest_id: guest.id,
        room_type_id: DELUXE,
        check_in: today,
        check_out: tomorrow,
        adults: 2,
        rate_plan: 'flexible',
        source: 'walk_in',
      });
      assert.equal(booked.statusCode, 201, booked.body);
      const { reference } = staffStayCreatedSchema.parse(booked.json());
      const stay = staffStaySchema.parse(
        (await call('GET', `/api/staff/stays/${reference}`, frontDesk)).json(),
      );
      assert.deepEqual(stay.price, quoted.price);
      assert.equal(stay.guest.name, 'Walk-in Tonight');
      const [row] = await ctx.app.db.query<{ source: string; created_by: number; pay_by: string | null }>(
        'SELECT source, created_by, pay_by FROM stay_bookings WHERE reference = $1',
        [reference],
      );
      assert.deepEqual(row, { source: 'walk_in', created_by: frontDesk.id, pay_by: null });
      assert.equal((await auditRows('stay.create', reference)).length, 1);

      const room = stay.rooms[0];
      assert.ok(room);
      const checkedIn = await call('POST', `/api/staff/bookings/${room.id}/check-in`, frontDesk);
      assert.equal(checkedIn.statusCode, 200, checkedIn.body);

      const profile = staffGuestResponseSchema.parse(
        (await call('GET', `/api/staff/guests/${guest.id}`, frontDesk)).json(),
      ).guest;
      assert.equal(profile.stays[0]?.reference, reference);
      assert.equal(profile.totals.stays, 1);

      // The guest's own rules and messages, and nothing booked.
      const count = await stayCount();
      const past = await call('POST', '/api/staff/stays', frontDesk, {
        guest_id: guest.id,
        room_type_id: DELUXE,
        check_in: dayAfter(today, -1),
        check_out: tomorrow,
        adults: 2,
        source: 'phone',
      });
      const guestPast = await call('POST', '/api/stays/bookings', frontDesk, {
        guest_name: 'x',
        room_type_id: DELUXE,
        check_in: dayAfter(today, -1),
        check_out: tomorrow,
        adults: 2,
      });
      assert.equal(expectApiError(past, 400).message, expectApiError(guestPast, 400).message);
      const tooMany = await call('POST', '/api/staff/stays', frontDesk, {
        guest_id: guest.id,
        room_type_id: DELUXE,
        check_in: dayAfter(today, 30),
        check_out: dayAfter(today, 31),
        adults: 9,
        source: 'phone',
      });
      expectApiError(tooMany, 400);
      const staffAsGuest = await call('POST', '/api/staff/stays', frontDesk, {
        guest_id: manager.id,
        room_type_id: DELUXE,
        check_in: dayAfter(today, 30),
        check_out: dayAfter(today, 31),
        adults: 2,
        source: 'phone',
      });
      expectApiError(staffAsGuest, 404);
      assert.equal(await stayCount(), count, 'nothing booked');
    });

    it('merges a duplicate: its stays move, it is disabled; refuses staff and a guest with their own sign-in', async () => {
      const kept = await newGuest({ name: 'Rohan Kapoor' });
      const duplicate = await newGuest({ name: 'Rohan Kapur' });
      const checkIn = dayAfter(hotelToday(), 60);
      const booked = await call('POST', '/api/staff/stays', frontDesk, {
        guest_id: duplicate.id,
        room_type_id: DELUXE,
        check_in: checkIn,
        check_out: dayAfter(checkIn, 2),
        adults: 1,
        source: 'phone',
      });
      assert.equal(booked.statusCode, 201, booked.body);
      await call('POST', `/api/staff/guests/${duplicate.id}/notes`, frontDesk, {
        kind: 'occasion',
        text: 'Anniversary',
      });

      const merged = await call('POST', `/api/staff/guests/${kept.id}/merge`, frontDesk, {
        duplicate_id: duplicate.id,
      });
      assert.equal(merged.statusCode, 200, merged.body);
      const profile = staffGuestResponseSchema.parse(merged.json()).guest;
      assert.equal(profile.stays.length, 1);
      assert.equal(profile.notes[0]?.text, 'Anniversary');
      expectApiError(await call('GET', `/api/staff/guests/${duplicate.id}`, frontDesk), 404);
      assert.equal((await search('Rohan Kapur')).total, 0);

      expectApiError(
        await call('POST', `/api/staff/guests/${kept.id}/merge`, frontDesk, { duplicate_id: manager.id }),
        400,
      );
      const registered = await signUp(ctx.app);
      const ownSignIn = await call('POST', `/api/staff/guests/${kept.id}/merge`, frontDesk, {
        duplicate_id: registered.id,
      });
      assert.equal(expectApiError(ownSignIn, 409).message, GUEST_MESSAGES.mergeOwnSignIn);
    });

    it('lets in the front desk and the manager only', async () => {
      for (const role of ['kitchen', 'editor', 'user'] as const) {
        const account = await signUp(ctx.app, role);
        expectApiError(await call('GET', '/api/staff/guests', account), 403);
      }
      expectApiError(await call('GET', '/api/staff/guests'), 401);
    });
  },
  { env: outbox.env },
);

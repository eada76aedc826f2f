import assert from 'node:assert/strict';
import {
  addDays,
  availabilityResponseSchema,
  hotelToday,
  STAFF_RATES_MESSAGES,
  STAY_MESSAGES,
  staffCouponSchema,
  staffCouponsResponseSchema,
  staffGstSlabsResponseSchema,
  staffRatePlanSchema,
  staffRatePlansResponseSchema,
  staffRoomRowSchema,
  staffRoomTypeRatesResponseSchema,
  staffRoomsResponseSchema,
  staffSeasonSchema,
  staffSeasonsResponseSchema,
  staffStayRuleSchema,
  staffStayRulesResponseSchema,
  stayQuoteSchema,
  type StaffRatePlan,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const DELUXE = 2;
const SUITE = 3;
// Tuesday and Wednesday nights years ahead: no weekend price and no sample season.
const CHECK_IN = '2033-05-10';
const CHECK_OUT = '2033-05-12';

describeEachDatabase('rooms and rates in the back office', (ctx) => {
  let manager: SignedInAccount;
  let frontDesk: SignedInAccount;
  before(async () => {
    manager = await signUp(ctx.app, 'manager');
    frontDesk = await signUp(ctx.app, 'front_desk');
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account: SignedInAccount | null = manager,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { authorization: account.authorization } : {},
      ...(payload ? { payload } : {}),
    });

  const quote = async (extra = '', checkIn = CHECK_IN, checkOut = CHECK_OUT) => {
    const response = await call(
      'GET',
      `/api/stays/quote?room_type_id=${DELUXE}&check_in=${checkIn}&check_out=${checkOut}${extra.includes('adults=') ? '' : '&adults=2'}${extra}`,
      null,
    );
    assert.equal(response.statusCode, 200, response.body);
    return stayQuoteSchema.parse(response.json());
  };
  const count = async (table: string) =>
    (await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const lastAudit = async (action: string) =>
    (
      await ctx.app.db.query<{ actor: number; before: unknown; after: unknown }>(
        'SELECT actor, before, after FROM staff_audit WHERE action = $1 ORDER BY id DESC LIMIT 1',
        [action],
      )
    )[0];

  it('lets the front desk read rooms, and only managers change rooms and rates', async () => {
    const rooms = await call('GET', '/api/staff/rooms', frontDesk);
    assert.equal(rooms.statusCode, 200, rooms.body);
    const [room] = staffRoomsResponseSchema.parse(rooms.json()).data;
    expectApiError(
      await call('PUT', `/api/staff/rooms/${room!.id}`, frontDesk, {
        room_no: room!.room_no,
        floor: room!.floor,
        room_type_id: room!.room_type.id,
        in_service: false,
      }),
      403,
    );
    for (const read of ['seasons', 'plans', 'taxes', 'coupons'])
      expectApiError(await call('GET', `/api/staff/rates/${read}`, frontDesk), 403);
    expectApiError(await call('GET', '/api/staff/rooms', await signUp(ctx.app, 'kitchen')), 403);
    expectApiError(await call('GET', '/api/staff/rates/seasons', await signUp(ctx.app)), 403);
    expectApiError(await call('GET', '/api/staff/rates/seasons', null), 401);
  });

  it('lists rooms searched, sorted and a page at a time', async () => {
    const all = staffRoomsResponseSchema.parse(
      (await call('GET', '/api/staff/rooms?sort=floor&dir=desc')).json(),
    );
    assert.ok(all.total > 0);
    const floors = all.data.map((room) => room.floor);
    assert.deepEqual(
      floors,
      [...floors].sort((a, b) => b - a),
    );
    assert.ok(all.room_types.length >= 5);
    const deluxe = staffRoomsResponseSchema.parse(
      (await call('GET', `/api/staff/rooms?room_type=${DELUXE}`)).json(),
    );
    assert.ok(deluxe.data.every((room) => room.room_type.id === DELUXE));
    const one = all.data[0]!;
    const found = staffRoomsResponseSchema.parse(
      (await call('GET', `/api/staff/rooms?q=${encodeURIComponent(one.room_no)}`)).json(),
    );
    assert.ok(found.data.some((room) => room.id === one.id));
    const none = staffRoomsResponseSchema.parse((await call('GET', '/api/staff/rooms?q=%25_nothing')).json());
    assert.deepEqual(none, { ...none, data: [], total: 0 });
    expectApiError(await call('GET', '/api/staff/rooms?sort=price'), 400);
  });

  it('takes a room out of service: availability drops, and a room with stays to come is refused', async () => {
    const deluxe = staffRoomsResponseSchema.parse(
      (await call('GET', `/api/staff/rooms?room_type=${DELUXE}&sort=room_no`)).json(),
    );
    const room = deluxe.data.find((candidate) => candidate.in_service)!;
    const body = { room_no: room.room_no, floor: room.floor, room_type_id: DELUXE, in_service: false };
    const freeBefore = (await quote()).available_rooms;

    const changed = await call('PUT', `/api/staff/rooms/${room.id}`, manager, body);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(staffRoomRowSchema.parse(changed.json()).in_service, false);
    assert.equal((await quote()).available_rooms, freeBefore - 1);
    assert.deepEqual((await lastAudit('room.update'))?.after, body);

    assert.equal(
      (await call('PUT', `/api/staff/rooms/${room.id}`, manager, { ...body, in_service: true })).statusCode,
      200,
    );
    assert.equal((await quote()).available_rooms, freeBefore);

    // A guest books every free Deluxe room for the dates: each room now has a stay to come.
    const guest = await signUp(ctx.app);
    const booked = await call('POST', '/api/stays/bookings', guest, {
      guest_name: guest.name,
      room_type_id: DELUXE,
      check_in: '2033-06-01',
      check_out: '2033-06-02',
      adults: 2,
    });
    assert.equal(booked.statusCode, 201, booked.body);
    const [stay] = await ctx.app.db.query<{ room_id: number }>(
      `SELECT hr.room_id FROM hotel_reservations hr JOIN stay_bookings b ON b.id = hr.stay_booking_id
       WHERE b.reference = $1`,
      [(booked.json() as { data: { reference: string } }).data.reference],
    );
    const bookedRoom = deluxe.data.find((candidate) => candidate.id === stay!.room_id)!;
    const audits = await count('staff_audit');
    const refused = expectApiError(
      await call('PUT', `/api/staff/rooms/${bookedRoom.id}`, manager, {
        room_no: bookedRoom.room_no,
        floor: bookedRoom.floor,
        room_type_id: 1,
        in_service: true,
      }),
      409,
    );
    assert.equal(refused.message, STAFF_RATES_MESSAGES.roomHasStays);
    const [unchanged] = await ctx.app.db.query<{ room_type_id: number }>(
      'SELECT room_type_id FROM rooms WHERE id = $1',
      [bookedRoom.id],
    );
    assert.equal(unchanged!.room_type_id, DELUXE);
    assert.equal(await count('staff_audit'), audits);
  });

  it('refuses a taken room number, an unknown type and bad fields beside each field', async () => {
    const { data } = staffRoomsResponseSchema.parse(
      (await call('GET', '/api/staff/rooms?sort=room_no')).json(),
    );
    const [first, second] = data;
    const base = {
      room_no: first!.room_no,
      floor: first!.floor,
      room_type_id: first!.room_type.id,
      in_service: true,
    };
    const taken = expectApiError(
      await call('PUT', `/api/staff/rooms/${first!.id}`, manager, { ...base, room_no: second!.room_no }),
      409,
    );
    assert.equal(taken.fields?.room_no, STAFF_RATES_MESSAGES.roomTaken);
    const unknown = expectApiError(
      await call('PUT', `/api/staff/rooms/${first!.id}`, manager, { ...base, room_type_id: 9999 }),
      400,
    );
    assert.equal(unknown.fields?.room_type_id, STAFF_RATES_MESSAGES.unknownRoomType);
    const bad = expectApiError(
      await call('PUT', `/api/staff/rooms/${first!.id}`, manager, { ...base, floor: 1.5, room_no: '' }),
      400,
    );
    assert.ok(bad.fields?.floor && bad.fields.room_no);
    expectApiError(await call('PUT', '/api/staff/rooms/999999', manager, base), 404);
    const [row] = await ctx.app.db.query<{ room_no: string }>('SELECT room_no FROM rooms WHERE id = $1', [
      first!.id,
    ]);
    assert.equal(row!.room_no, first!.room_no);
  });

  it('prices the guest’s quote by a season as soon as it is added, changed or deleted', async () => {
    const base = (await quote()).price.nights[0]!.rate;
    const created = await call('POST', '/api/staff/rates/seasons', manager, {
      name: 'Camel fair',
      room_type_id: DELUXE,
      starts_on: CHECK_IN,
      ends_on: CHECK_IN,
      adjust_kind: 'percent',
      adjust_value: 50,
      priority: 5,
    });
    assert.equal(created.statusCode, 201, created.body);
    const season = staffSeasonSchema.parse(created.json());
    assert.deepEqual(season.room_type, { id: DELUXE, title: season.room_type?.title });
    const raised = await quote();
    assert.equal(raised.price.nights[0]!.rate, Math.round(base * 1.5));
    assert.equal(raised.price.nights[0]!.season, 'Camel fair (+50%)');
    assert.equal(raised.price.nights[1]!.rate, base);
    assert.equal((await lastAudit('season.create'))?.actor, manager.id);

    const changed = await call('PUT', `/api/staff/rates/seasons/${season.id}`, manager, {
      name: 'Camel fair',
      room_type_id: DELUXE,
      starts_on: CHECK_IN,
      ends_on: CHECK_OUT,
      adjust_kind: 'amount',
      adjust_value: -1000,
      priority: 5,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(
      (await quote()).price.nights.map((night) => night.rate),
      [base - 1000, base - 1000],
    );
    assert.deepEqual((await lastAudit('season.update'))?.before, {
      ...season,
    });

    const list = staffSeasonsResponseSchema.parse(
      (await call('GET', '/api/staff/rates/seasons?q=camel&sort=name')).json(),
    );
    assert.deepEqual(
      list.data.map((row) => row.id),
      [season.id],
    );

    assert.equal((await call('DELETE', `/api/staff/rates/seasons/${season.id}`)).statusCode, 204);
    assert.equal((await quote()).price.nights[0]!.rate, base);
    expectApiError(await call('DELETE', `/api/staff/rates/seasons/${season.id}`), 404);
  });

  it('refuses overlapping seasons, negative prices and unknown types, changing nothing', async () => {
    const season = {
      name: 'Teej',
      room_type_id: null,
      starts_on: '2034-08-01',
      ends_on: '2034-08-10',
      adjust_kind: 'percent',
      adjust_value: 10,
      priority: 3,
    };
    assert.equal((await call('POST', '/api/staff/rates/seasons', manager, season)).statusCode, 201);
    const seasons = await count('rate_seasons');
    const audits = await count('staff_audit');
    const overlap = expectApiError(
      await call('POST', '/api/staff/rates/seasons', manager, {
        ...season,
        name: 'Overlap',
        room_type_id: DELUXE,
        starts_on: '2034-08-10',
        ends_on: '2034-08-12',
      }),
      400,
    );
    assert.equal(overlap.fields?.starts_on, STAFF_RATES_MESSAGES.seasonOverlaps('Teej'));
    for (const [change, field] of [
      [{ adjust_value: -100 }, 'adjust_value'],
      [{ adjust_kind: 'amount', adjust_value: 0 }, 'adjust_value'],
      [{ ends_on: '2034-07-01' }, 'ends_on'],
      [{ starts_on: '2034-02-30' }, 'starts_on'],
      [{ room_type_id: 9999 }, 'room_type_id'],
      [{ name: '  ' }, 'name'],
    ] as const) {
      const refused = expectApiError(
        await call('POST', '/api/staff/rates/seasons', manager, { ...season, priority: 4, ...change }),
        400,
      );
      assert.ok(refused.fields?.[field], `${JSON.stringify(change)}: ${JSON.stringify(refused)}`);
    }
    // A higher priority may overlap: it wins the nights it covers.
    const peak = await call('POST', '/api/staff/rates/seasons', manager, {
      ...season,
      name: 'Peak',
      priority: 9,
    });
    assert.equal(peak.statusCode, 201, peak.body);
    assert.equal(await count('rate_seasons'), seasons + 1);
    assert.equal(await count('staff_audit'), audits + 1);
  });

  it('asks the guest’s stay for a stay rule’s nights, and refuses rules that together allow none', async () => {
    const created = await call('POST', '/api/staff/rates/stay-rules', manager, {
      room_type_id: DELUXE,
      starts_on: CHECK_IN,
      ends_on: CHECK_IN,
      min_nights: 3,
      max_nights: 10,
    });
    assert.equal(created.statusCode, 201, created.body);
    const rule = staffStayRuleSchema.parse(created.json());
    const refused = await call(
      'GET',
      `/api/stays/quote?room_type_id=${DELUXE}&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&adults=2`,
      null,
    );
    assert.equal(expectApiError(refused, 400).message, STAY_MESSAGES.minStay(3));
    assert.equal((await lastAudit('stay_rule.create'))?.actor, manager.id);

    const rules = await count('stay_rules');
    const clash = expectApiError(
      await call('POST', '/api/staff/rates/stay-rules', manager, {
        room_type_id: null,
        starts_on: '2033-05-01',
        ends_on: '2033-05-31',
        min_nights: 1,
        max_nights: 2,
      }),
      400,
    );
    assert.equal(clash.fields?.min_nights, STAFF_RATES_MESSAGES.stayRuleClashes(CHECK_IN, CHECK_IN));
    const backwards = expectApiError(
      await call('PUT', `/api/staff/rates/stay-rules/${rule.id}`, manager, {
        room_type_id: DELUXE,
        starts_on: CHECK_IN,
        ends_on: CHECK_IN,
        min_nights: 5,
        max_nights: 4,
      }),
      400,
    );
    assert.ok(backwards.fields?.max_nights);
    assert.equal(await count('stay_rules'), rules);
    const listed = staffStayRulesResponseSchema.parse(
      (await call('GET', '/api/staff/rates/stay-rules?sort=starts_on&dir=desc')).json(),
    );
    assert.equal(listed.data[0]?.id, rule.id);

    assert.equal((await call('DELETE', `/api/staff/rates/stay-rules/${rule.id}`)).statusCode, 204);
    assert.equal((await quote()).nights, 2);
  });

  it('changes a rate plan’s price in the quote, and keeps one plan offered', async () => {
    const plans = staffRatePlansResponseSchema.parse(
      (await call('GET', '/api/staff/rates/plans')).json(),
    ).data;
    const flexible = plans.find((plan) => plan.code === 'flexible')!;
    const body = (plan: StaffRatePlan) => {
      const { code: _code, ...fields } = plan;
      return fields;
    };
    const base = (await quote()).price.nights[0]!.rate;
    const raised = await call('PUT', '/api/staff/rates/plans/flexible', manager, {
      ...body(flexible),
      adjust_percent: 10,
    });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.equal((await quote()).price.nights[0]!.rate, Math.round(base * 1.1));

    const missingHours = expectApiError(
      await call('PUT', '/api/staff/rates/plans/flexible', manager, {
        ...body(flexible),
        free_cancel_hours: null,
      }),
      400,
    );
    assert.ok(missingHours.fields?.free_cancel_hours);
    expectApiError(await call('PUT', '/api/staff/rates/plans/all-inclusive', manager, body(flexible)), 404);
    expectApiError(await call('PUT', '/api/staff/rates/plans/All%20In', manager, body(flexible)), 400);

    for (const plan of plans.filter((candidate) => candidate.code !== 'flexible'))
      assert.equal(
        (await call('PUT', `/api/staff/rates/plans/${plan.code}`, manager, { ...body(plan), active: false }))
          .statusCode,
        200,
      );
    const last = expectApiError(
      await call('PUT', '/api/staff/rates/plans/flexible', manager, { ...body(flexible), active: false }),
      409,
    );
    assert.equal(last.fields?.active, STAFF_RATES_MESSAGES.lastActivePlan);
    for (const plan of plans)
      assert.equal(
        (await call('PUT', `/api/staff/rates/plans/${plan.code}`, manager, body(plan))).statusCode,
        200,
      );
    assert.equal((await quote()).price.nights[0]!.rate, base);
  });

  it('adds a meal plan guests are quoted by its code, refusing a taken or badly formed code', async () => {
    const halfBoard = {
      code: 'half-board',
      name: 'Half board',
      description: 'Breakfast and dinner in the courtyard for every guest.',
      adjust_percent: 0,
      meal_price_adult: 2500,
      meal_price_child: 1000,
      refundable: true,
      free_cancel_hours: 72,
      late_fee_nights: 1,
      deposit_percent: 20,
      active: true,
    };
    const unknown = expectApiError(
      await call(
        'GET',
        `/api/stays/quote?room_type_id=${DELUXE}&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&rate_plan=half-board`,
        null,
      ),
      400,
    );
    assert.equal(unknown.message, STAY_MESSAGES.ratePlan);

    const created = await call('POST', '/api/staff/rates/plans', manager, halfBoard);
    assert.equal(created.statusCode, 201, created.body);
    const plan = staffRatePlanSchema.parse(created.json());
    const others = staffRatePlansResponseSchema.parse(
      (await call('GET', '/api/staff/rates/plans')).json(),
    ).data;
    assert.ok(others.every((other) => other.code === 'half-board' || other.sort_order < plan.sort_order));
    assert.deepEqual(
      others.find((other) => other.code === 'half-board'),
      { ...halfBoard, sort_order: plan.sort_order },
    );

    const priced = await quote('&rate_plan=half-board');
    assert.equal(priced.rate_plan, 'half-board');
    assert.equal(priced.price.extras.meal_plan_amount, 2 * 2 * 2500);
    assert.equal(priced.price.nights[0]!.meal_plan_amount, 2 * 2500);
    const option = (await quote()).rate_plans.find((candidate) => candidate.code === 'half-board');
    assert.equal(option?.name, 'Half board');
    assert.equal(option?.description, halfBoard.description);
    assert.equal(option?.total, priced.price.total);

    const audited = await lastAudit('rate_plan.create');
    assert.equal(audited?.actor, manager.id);
    assert.equal(audited?.before, null);
    assert.equal((audited?.after as StaffRatePlan).name, 'Half board');
    const [record] = await ctx.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_audit WHERE action = 'rate_plan.create' AND entity_id = 'half-board'`,
    );
    assert.equal(record!.n, 1);

    const audits = await count('staff_audit');
    const taken = expectApiError(
      await call('POST', '/api/staff/rates/plans', manager, { ...halfBoard, name: 'Another' }),
      409,
    );
    assert.equal(taken.fields?.code, STAFF_RATES_MESSAGES.planCodeTaken('half-board'));
    const badCode = expectApiError(
      await call('POST', '/api/staff/rates/plans', manager, { ...halfBoard, code: 'Half Board' }),
      400,
    );
    assert.ok(badCode.fields?.code);
    expectApiError(
      await call('POST', '/api/staff/rates/plans', frontDesk, { ...halfBoard, code: 'full-board' }),
      403,
    );
    assert.equal(await count('staff_audit'), audits);
    assert.equal(
      (await call('GET', '/api/staff/rates/plans'))
        .json()
        .data.find((p: StaffRatePlan) => p.code === 'half-board').name,
      'Half board',
    );

    // Taken off offer, not deleted: other tests see the hotel's three plans.
    const { code: _code, ...fields } = { ...halfBoard, sort_order: plan.sort_order, active: false };
    assert.equal((await call('PUT', '/api/staff/rates/plans/half-board', manager, fields)).statusCode, 200);
  });

  it('taxes the nights from a new GST schedule’s date by it, and deletes only a schedule to come', async () => {
    const before = staffGstSlabsResponseSchema.parse(
      (await call('GET', '/api/staff/rates/taxes')).json(),
    ).data;
    const oldRate = (await quote()).price.taxes.map((line) => line.rate_percent);
    const added = await call('POST', '/api/staff/rates/taxes', manager, {
      effective_from: '2033-05-11',
      slabs: [
        { tariff_to: 100_000, rate_percent: 12 },
        { tariff_to: null, rate_percent: 28 },
      ],
    });
    assert.equal(added.statusCode, 201, added.body);
    const schedule = staffGstSlabsResponseSchema.parse(added.json()).data;
    assert.deepEqual(
      schedule.map((slab) => [slab.tariff_from, slab.tariff_to, slab.rate_percent]),
      [
        [0, 100_000, 12],
        [100_001, null, 28],
      ],
    );
    const taxed = await quote();
    assert.deepEqual(
      taxed.price.nights[0]!.taxes.map((line) => line.rate_percent),
      oldRate,
    );
    assert.deepEqual(
      taxed.price.nights[1]!.taxes.map((line) => line.rate_percent),
      [12],
    );

    const slabs = await count('gst_slabs');
    for (const [payload, field] of [
      [{ effective_from: '2020-01-01', slabs: [{ tariff_to: null, rate_percent: 5 }] }, 'effective_from'],
      [{ effective_from: '2033-05-01', slabs: [{ tariff_to: null, rate_percent: 5 }] }, 'effective_from'],
      [{ effective_from: '2034-01-01', slabs: [{ tariff_to: 10, rate_percent: 5 }] }, 'slabs.0.tariff_to'],
      [
        { effective_from: '2034-01-01', slabs: [{ tariff_to: null, rate_percent: -5 }] },
        'slabs.0.rate_percent',
      ],
    ] as const) {
      const refused = expectApiError(await call('POST', '/api/staff/rates/taxes', manager, payload), 400);
      assert.ok(refused.fields?.[field], JSON.stringify(refused));
    }
    assert.equal(await count('gst_slabs'), slabs);

    const inForce = before.find((slab) => slab.effective_to === null)!;
    expectApiError(await call('DELETE', `/api/staff/rates/taxes/${inForce.id}`), 409);
    const over = before.find((slab) => slab.effective_to !== null)!;
    expectApiError(await call('PUT', `/api/staff/rates/taxes/${over.id}`, manager, { rate_percent: 1 }), 409);
    const changed = await call('PUT', `/api/staff/rates/taxes/${schedule[0]!.id}`, manager, {
      rate_percent: 9,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(
      (await quote()).price.nights[1]!.taxes.map((line) => line.rate_percent),
      [9],
    );

    assert.equal((await call('DELETE', `/api/staff/rates/taxes/${schedule[1]!.id}`)).statusCode, 204);
    const after = staffGstSlabsResponseSchema.parse(
      (await call('GET', '/api/staff/rates/taxes')).json(),
    ).data;
    assert.deepEqual(after, before);
    assert.deepEqual(
      (await quote()).price.nights[1]!.taxes.map((line) => line.rate_percent),
      oldRate,
    );
  });

  it('prices weekend nights and extra guests by the room type’s rates, within its most guests', async () => {
    const types = staffRoomTypeRatesResponseSchema.parse(
      (await call('GET', '/api/staff/rates/room-types')).json(),
    ).data;
    const deluxe = types.find((type) => type.id === DELUXE)!;
    const { id: _id, title: _title, room_base_price: base, max_guests: maxGuests, ...rates } = deluxe;
    // Friday night, three adults: one beyond the two the rate includes.
    const friday = async () => (await quote('&adults=3', '2033-05-13', '2033-05-14')).price;
    const changed = await call('PUT', `/api/staff/rates/room-types/${DELUXE}`, manager, {
      ...rates,
      weekend_price: base + 3000,
      extra_adult_price: 999,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const price = await friday();
    assert.equal(price.nights[0]!.rate, base + 3000);
    assert.equal(price.nights[0]!.day_kind, 'weekend');
    assert.equal(price.extras.extra_adult_amount, 999);
    assert.deepEqual((await lastAudit('room_type.rates'))?.before, rates);

    const audits = await count('staff_audit');
    const tooMany = expectApiError(
      await call('PUT', `/api/staff/rates/room-types/${DELUXE}`, manager, {
        ...rates,
        max_adults: maxGuests + 1,
        max_children: maxGuests,
      }),
      400,
    );
    assert.equal(tooMany.fields?.max_adults, STAFF_RATES_MESSAGES.aboveMaxGuests(maxGuests));
    assert.equal(tooMany.fields?.max_children, STAFF_RATES_MESSAGES.childrenNeedAdult(maxGuests));
    const negative = expectApiError(
      await call('PUT', `/api/staff/rates/room-types/${DELUXE}`, manager, {
        ...rates,
        extra_child_price: -1,
      }),
      400,
    );
    assert.ok(negative.fields?.extra_child_price);
    expectApiError(await call('PUT', '/api/staff/rates/room-types/9999', manager, rates), 404);
    assert.equal(await count('staff_audit'), audits);

    assert.equal(
      (await call('PUT', `/api/staff/rates/room-types/${DELUXE}`, manager, rates)).statusCode,
      200,
    );
    assert.equal((await friday()).extras.extra_adult_amount, rates.extra_adult_price);
  });

  it('changes a coupon’s dates and limits, never below the uses made', async () => {
    const { data } = staffCouponsResponseSchema.parse(
      (await call('GET', '/api/staff/rates/coupons?sort=code&dir=desc')).json(),
    );
    assert.ok(data.length > 0);
    const codes = data.map((coupon) => coupon.code.toUpperCase());
    assert.deepEqual(codes, [...codes].sort().reverse());
    const coupon = data.find((candidate) => candidate.active)!;
    await ctx.app.db.query('UPDATE offers SET uses = 2, min_nights = 1 WHERE id = $1', [coupon.id]);

    const below = expectApiError(
      await call('PUT', `/api/staff/rates/coupons/${coupon.id}`, manager, {
        valid_from: null,
        valid_to: null,
        max_uses: 1,
        max_uses_per_guest: null,
      }),
      400,
    );
    assert.equal(below.fields?.max_uses, STAFF_RATES_MESSAGES.belowUses(2));
    const backwards = expectApiError(
      await call('PUT', `/api/staff/rates/coupons/${coupon.id}`, manager, {
        valid_from: '2033-02-01',
        valid_to: '2033-01-01',
        max_uses: null,
        max_uses_per_guest: null,
      }),
      400,
    );
    assert.ok(backwards.fields?.valid_to);

    const limited = await call('PUT', `/api/staff/rates/coupons/${coupon.id}`, manager, {
      valid_from: '2033-01-01',
      valid_to: '2033-01-31',
      max_uses: 5,
      max_uses_per_guest: 1,
    });
    assert.equal(limited.statusCode, 200, limited.body);
    const refused = await call(
      'GET',
      `/api/stays/quote?room_type_id=${DELUXE}&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&adults=2&coupon=${coupon.code}`,
      null,
    );
    assert.equal(expectApiError(refused, 400).message, STAY_MESSAGES.couponExpired);
    const { valid_from, valid_to, max_uses, max_uses_per_guest } = (await lastAudit('coupon.limits'))
      ?.after as Record<string, unknown>;
    assert.deepEqual(
      { valid_from, valid_to, max_uses, max_uses_per_guest },
      { valid_from: '2033-01-01', valid_to: '2033-01-31', max_uses: 5, max_uses_per_guest: 1 },
    );
    assert.equal(
      (
        await call('PUT', `/api/staff/rates/coupons/${coupon.id}`, manager, {
          valid_from: null,
          valid_to: null,
          max_uses: null,
          max_uses_per_guest: null,
        })
      ).statusCode,
      200,
    );
    assert.ok((await quote(`&coupon=${coupon.code}`)).price.discount);
  });

  it('holds a coupon to its conditions: days booked ahead, room types, blackout nights, in search and quote', async () => {
    const { data } = staffCouponsResponseSchema.parse(
      (await call('GET', '/api/staff/rates/coupons?q=EARLYBIRD10')).json(),
    );
    const early = data.find((coupon) => coupon.code === 'EARLYBIRD10');
    assert.equal(early?.advance_days, 30);
    const soon = addDays(hotelToday(), 3);
    const priced = (checkIn: string, checkOut: string) =>
      call(
        'GET',
        `/api/stays/quote?room_type_id=${DELUXE}&check_in=${checkIn}&check_out=${checkOut}&adults=2&coupon=EARLYBIRD10`,
        null,
      );
    // Booked three days out, the early bird is refused, in the quote and in the search.
    assert.equal(
      expectApiError(await priced(soon, addDays(soon, 1)), 400).message,
      STAY_MESSAGES.couponTooLate(30),
    );
    const search = await call(
      'GET',
      `/api/availability?check_in=${soon}&check_out=${addDays(soon, 1)}&guests=2&coupon=EARLYBIRD10`,
      null,
    );
    assert.equal(expectApiError(search, 400).message, STAY_MESSAGES.couponTooLate(30));

    const limits = {
      valid_from: null,
      valid_to: null,
      max_uses: null,
      max_uses_per_guest: 1,
      room_type_ids: [SUITE],
      blackout_dates: ['2033-05-11'],
    };
    const before = await call('GET', '/api/staff/rates/coupons?q=EARLYBIRD10');
    expectApiError(
      await call('PUT', `/api/staff/rates/coupons/${early!.id}`, manager, {
        ...limits,
        room_type_ids: [9999],
      }),
      400,
    );
    expectApiError(
      await call('PUT', `/api/staff/rates/coupons/${early!.id}`, manager, {
        ...limits,
        blackout_dates: ['soon'],
      }),
      400,
    );
    assert.deepEqual((await call('GET', '/api/staff/rates/coupons?q=EARLYBIRD10')).json(), before.json());
    const set = await call('PUT', `/api/staff/rates/coupons/${early!.id}`, manager, limits);
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(
      (({ advance_days, room_type_ids, blackout_dates }) => ({
        advance_days,
        room_type_ids,
        blackout_dates,
      }))(staffCouponSchema.parse(set.json())),
      { advance_days: 30, room_type_ids: [SUITE], blackout_dates: ['2033-05-11'] },
    );
    // A Deluxe room is not one of its types; a stay with the blackout night is refused for a Suite too.
    assert.equal(
      expectApiError(await priced('2033-06-10', '2033-06-12'), 400).message,
      STAY_MESSAGES.couponRoomType,
    );
    const suite = (checkIn: string, checkOut: string) =>
      call(
        'GET',
        `/api/stays/quote?room_type_id=${SUITE}&check_in=${checkIn}&check_out=${checkOut}&adults=2&coupon=EARLYBIRD10`,
        null,
      );
    assert.equal(
      expectApiError(await suite(CHECK_IN, CHECK_OUT), 400).message,
      STAY_MESSAGES.couponBlackout('11 May 2033'),
    );
    assert.equal((await suite('2033-06-10', '2033-06-12')).statusCode, 200);
    // The search shows the Suite with the coupon and the Deluxe without it, as each would be charged.
    const found = availabilityResponseSchema.parse(
      (
        await call(
          'GET',
          '/api/availability?check_in=2033-06-10&check_out=2033-06-12&guests=2&coupon=EARLYBIRD10',
          null,
        )
      ).json(),
    );
    const byId = new Map(found.rooms.map((room) => [room.id, room]));
    assert.ok(byId.get(SUITE)!.price < byId.get(SUITE)!.full_price);
    assert.equal(byId.get(DELUXE)!.price, byId.get(DELUXE)!.full_price);
    const audited = (await lastAudit('coupon.limits'))?.after as Record<string, unknown>;
    assert.deepEqual(audited.room_types, ['Haveli Suite']);
    // Leaving the conditions out of a change keeps them.
    const kept = await call('PUT', `/api/staff/rates/coupons/${early!.id}`, manager, {
      valid_from: null,
      valid_to: null,
      max_uses: null,
      max_uses_per_guest: 1,
    });
    assert.deepEqual(staffCouponSchema.parse(kept.json()).room_type_ids, [SUITE]);
  });
});

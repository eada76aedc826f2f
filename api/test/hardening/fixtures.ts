import assert from 'node:assert/strict';
import {
  addDays,
  ADMIN_CONTENT_ENTITIES,
  ADMIN_CONTRACTS,
  ADMIN_ENTITIES,
  ADMIN_ORDERED_ENTITIES,
  hotelToday,
  SAC,
  toPaise,
  type AdminEntity,
} from '@haveli/contracts';
import sharp from 'sharp';
import type { App } from '../../src/app';
import { taxedLine } from '../../src/lib/folio';
import { currentCode } from '../../src/lib/two-factor';
import type { RazorpayStandIn } from '../../src/payments/razorpay-stand-in';
import { foliosRepository } from '../../src/repositories/folios-repository';
import { paymentsRepository } from '../../src/repositories/payments-repository';
import { staffAccountsRepository } from '../../src/repositories/staff-accounts-repository';
import { signUp, type SignedInAccount } from '../helpers/guest-accounts';
import { rawBookedRoom } from '../helpers/raw-stays';
import { documents, multipartBody } from '../helpers/multipart';

/** A real photo-like PNG (a gradient), made by sharp: what a member of staff uploads for a record. */
export async function samplePng(width = 480, height = 320): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = Math.round((255 * y) / height);
      pixels[at + 2] = 120;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** One request: where, and what to send. */
export interface Sample {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The authenticator key the two-step samples set up (RFC 4648's example bytes, twice). */
const SAMPLE_TWO_STEP_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const BLOG_SLUG = 'a-morning-at-amber-fort';
export const POSTING = 'career-front-office-associate';

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const inDays = (days: number) => addDays(hotelToday(), days);

const as = (account: SignedInAccount) => ({ authorization: account.authorization });

async function created<T>(
  app: App,
  method: 'POST' | 'PUT',
  url: string,
  account: SignedInAccount,
  payload: unknown,
) {
  const response = await app.inject({ method, url, headers: as(account), payload: payload as object });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const VERANDAH_SITTINGS = ['12:00', '13:00', '14:00', '19:00', '20:00', '21:00', '22:00'];

/** A request for two at The Verandah, each in a sitting of its own, so none is ever full. */
export async function tableRequestBody(app: App) {
  const [restaurant] = await app.db.query<{ id: number }>(
    "SELECT id FROM restaurants WHERE name = 'The Verandah'",
  );
  const sitting = serial;
  serial += 1;
  return {
    name: 'Matrix Guest',
    restaurant_id: restaurant?.id,
    date: inDays(2 + (Math.floor(sitting / 7) % 80)),
    time: VERANDAH_SITTINGS[sitting % 7],
    party_size: 2,
  };
}

/** Records that belong to a guest, made through the API as the guest would make them. */
export const guestRecords = {
  stay: async (app: App, owner: SignedInAccount) => {
    const from = 100 + (serial % 200);
    serial += 1;
    const { data } = await created<{ data: { _id: number } }>(
      app,
      'POST',
      '/api/reservationHotel/create',
      owner,
      {
        guestName: 'Matrix Guest',
        checkInDate: inDays(from),
        checkOutDate: inDays(from + 1),
        roomType: 'Heritage Room',
      },
    );
    return data._id;
  },
  /** A stay booking of the owner's: its reference. */
  stayBooking: async (app: App, owner: SignedInAccount) => {
    const from = 100 + (serial % 200);
    serial += 1;
    const { data } = await created<{ data: { reference: string } }>(
      app,
      'POST',
      '/api/stays/bookings',
      owner,
      {
        guest_name: 'Matrix Guest',
        room_type_id: 4,
        check_in: inDays(from),
        check_out: inDays(from + 1),
      },
    );
    return data.reference;
  },
  cartLine: async (app: App, owner: SignedInAccount) => {
    const { cart } = await created<{ cart: Array<{ id: number }> }>(app, 'POST', '/api/cart/create', owner, {
      product_id: 1,
      quantity: 1,
    });
    const line = cart[0];
    assert.ok(line, 'a cart line');
    return line.id;
  },
  /** A Pending table request at The Verandah. */
  tableRequest: async (app: App, owner: SignedInAccount) => {
    const { data } = await created<{ data: { _id: number } }>(
      app,
      'POST',
      '/api/reservationRestaurant/create',
      owner,
      await tableRequestBody(app),
    );
    return data._id;
  },
  order: async (app: App, owner: SignedInAccount) => {
    await guestRecords.cartLine(app, owner);
    return (await created<{ id: number }>(app, 'POST', '/api/orders', owner, {})).id;
  },
};

/** The payment provider's stand-in the matrix runs against (set by the matrix before its suites). */
export const paymentStandIn: { current?: RazorpayStandIn } = {};

/** Records of the owner's stay's money: a reported transfer, an online order, an issued invoice. */
export const moneyRecords = {
  /** A stay of the owner's with a UPI transfer waiting for the desk: the payment's id. */
  pendingTransfer: async (app: App, owner: SignedInAccount) => {
    const reference = await guestRecords.stayBooking(app, owner);
    const [stay] = await app.db.query<{ id: number }>('SELECT id FROM stay_bookings WHERE reference = $1', [
      reference,
    ]);
    assert.ok(stay);
    return paymentsRepository(app.db).start(stay.id, {
      method: 'upi_transfer',
      amountPaise: 100_000,
      reference: String(700_000_000_000 + (serial += 1)),
    });
  },
  /** An online order for the owner's stay, paid in the stand-in's checkout: the checkout's answer. */
  paidOrder: async (app: App, owner: SignedInAccount) => {
    const reference = await guestRecords.stayBooking(app, owner);
    const { order_id: orderId } = await created<{ order_id: string }>(
      app,
      'POST',
      `/api/stays/bookings/${reference}/payments/online`,
      owner,
      undefined,
    );
    assert.ok(paymentStandIn.current, 'the payment stand-in runs');
    return { reference, answer: paymentStandIn.current.pay(orderId) };
  },
  /** A stay of the owner's paid ₹1,000 more than it costs, in cash at the desk: its booking reference. */
  overpaidStay: async (app: App, owner: SignedInAccount) => {
    const reference = await guestRecords.stayBooking(app, owner);
    const [stay] = await app.db.query<{ id: number; total: number }>(
      'SELECT id, total FROM stay_bookings WHERE reference = $1',
      [reference],
    );
    assert.ok(stay);
    await app.db.transaction((tx) =>
      foliosRepository(tx).recordDeskPayment(
        { stayBookingId: stay.id },
        { method: 'cash', amountPaise: toPaise(stay.total) + 100_000, reference: null, description: 'Cash' },
        owner.id,
        hotelToday(),
      ),
    );
    return reference;
  },
  /** A refund of a cash payment of the owner's stay, waiting for the desk to pay it back: its id. */
  deskRefund: async (app: App, owner: SignedInAccount) => {
    const reference = await moneyRecords.overpaidStay(app, owner);
    const [stay] = await app.db.query<{ id: number }>('SELECT id FROM stay_bookings WHERE reference = $1', [
      reference,
    ]);
    assert.ok(stay);
    const [part] = await app.db.transaction((tx) =>
      paymentsRepository(tx).refund(stay.id, 100_000, {
        reason: 'Paid twice',
        by: null,
        day: hotelToday(),
        handedOver: false,
      }),
    );
    assert.ok(part);
    return part.refundId;
  },
  /** An invoice issued for a stay of the owner's: the booking and the invoice's number for a URL. */
  invoice: async (app: App, owner: SignedInAccount) => {
    const reference = await guestRecords.stayBooking(app, owner);
    const folios = foliosRepository(app.db);
    const stay = await folios.stayOf({ reference });
    assert.ok(stay);
    await folios.post(
      await folios.folioOf(stay.id),
      [taxedLine('charge', 'Airport transfer', hotelToday(), SAC.accommodation, 18, 150_000)],
      null,
    );
    const number = await folios.issueInvoice(
      { stayBookingId: stay.id },
      await folios.buyerOf(stay.id),
      hotelToday(),
    );
    assert.ok(number);
    return { reference, slug: number.replaceAll('/', '-') };
  },
  /** A food order of the owner's, paid at the hotel, ready to be handed over: its id. */
  readyOrder: async (app: App, owner: SignedInAccount) => {
    const id = await guestRecords.order(app, owner);
    await app.db.query("UPDATE orders SET status = 'Ready' WHERE id = $1", [id]);
    return id;
  },
  /** A food order of the owner's, paid at the hotel and so invoiced on its own: its id. */
  invoicedOrder: async (app: App, owner: SignedInAccount) => {
    const id = await moneyRecords.readyOrder(app, owner);
    await created(app, 'POST', `/api/staff/orders/${id}/payment`, await signUp(app, 'kitchen'), {
      method: 'cash',
    });
    return id;
  },
};

/**
 * A room booked from today for one night, in a room free tonight, straight in the database (the booking
 * routes are not what is tested): the front desk may check it in.
 */
export async function arrivingToday(app: App): Promise<number> {
  const guest = await signUp(app);
  const today = hotelToday();
  const [room] = await app.db.query<{ id: number }>(
    `SELECT r.id FROM rooms r
     WHERE NOT EXISTS (
       SELECT 1 FROM hotel_reservations hr WHERE hr.room_id = r.id AND hr.status <> 'Cancelled'
         AND hr.check_in <= $1::date AND hr.check_out > $1::date)
     ORDER BY r.id LIMIT 1`,
    [today],
  );
  assert.ok(room, 'a room free tonight for the sample arrival');
  return rawBookedRoom(app.db, {
    userId: guest.id,
    roomId: room.id,
    guestName: guest.name,
    checkIn: today,
    checkOut: addDays(today, 1),
  });
}

/** A booked room already checked in: the front desk may check it out. */
export async function inHouse(app: App): Promise<number> {
  const id = await guestRecords.stay(app, await signUp(app));
  await app.db.query('UPDATE hotel_reservations SET checked_in_at = now() WHERE id = $1', [id]);
  return id;
}

async function verandahTable(app: App) {
  const [table] = await app.db.query<{ id: number }>(
    "SELECT id FROM restaurant_tables WHERE table_name = 'Rooftop Chhatri'",
  );
  assert.ok(table, 'The Verandah has the Rooftop Chhatri');
  return table;
}

/** A new record a member of staff might create, different on every call (unique slugs and coupons). */
export function adminSample(entity: AdminEntity): Record<string, unknown> | undefined {
  const id = unique();
  const samples: Partial<Record<AdminEntity, Record<string, unknown>>> = {
    pages: {
      category: 'cms',
      slug: `matrix-${id}`,
      title: 'Spa Etiquette',
      short_desc: 'A few words.',
      description: '<p>Arrive early.</p>',
      image: '/api/images/page-about.svg',
    },
    offers: {
      offer_title: 'Spa Week',
      offer_coupon: `SPA${id}`.slice(0, 20),
      offer_type: 'percent',
      offer_value: 10,
      image: '/api/images/offer-diwali.svg',
    },
    cuisines: { name: 'Awadhi', title: 'Slow-cooked', icon: '/api/images/cuisine-mughlai.svg' },
    faqs: { question: 'Is there parking?', answer: 'Yes, valet.' },
    testimonials: {
      testimonial: 'Wonderful.',
      profileImages: '/api/images/guest-priya-mehta.svg',
      title: 'Asha',
      stars: 5,
    },
    brands: { name: 'Blue Pottery Co.', logo: 'https://cdn.example/logo.svg' },
    'room-types': {
      room_type: `Family ${id}`.slice(0, 40),
      title: 'Family Room',
      short_desc: 'Two rooms.',
      image: '/api/images/room-suite.svg',
      room_base_price: 15000,
      max_guests: 5,
      size_sqft: 600,
    },
    'food-items': {
      food_cat_id: 1,
      menu_title: 'Mirchi Vada',
      food_item: 'Stuffed chilli fritter',
      image: '/api/images/food-pyaaz-kachori.svg',
      price: 120,
    },
    'menu-categories': { name: `Chaat ${id}` },
  };
  return samples[entity];
}

/** A change staff might make to a record of the entity. */
const ADMIN_CHANGES: Partial<Record<AdminEntity, Record<string, unknown>>> = {
  pages: { title: 'Spa Etiquette, revised' },
  offers: { active: false },
  cuisines: { title: 'Dum pukht' },
  faqs: { answer: 'Yes, free valet.' },
  testimonials: { stars: 4 },
  brands: { name: 'Blue Pottery' },
  'room-types': { room_base_price: 16000 },
  'food-items': { price: 140 },
  // Names are unique: each change gives its own.
  get 'menu-categories'() {
    return { name: `Street food ${unique()}` };
  },
  'blog-comments': { status: 'approved' },
  feedback: { status: 'Active' },
};

/** A record of the entity to change or delete, made the shortest way. */
async function adminRecord(app: App, entity: AdminEntity): Promise<number> {
  if (entity === 'blog-comments') {
    const saved = await app.repositories.blogComments.create(BLOG_SLUG, {
      name: 'Matrix Reader',
      email: 'reader@example.in',
      comment: 'Lovely.',
    });
    assert.ok(saved);
    const [row] = await app.db.query<{ id: number }>('SELECT max(id) AS id FROM blog_comments');
    return row?.id ?? 0;
  }
  if (entity === 'feedback') {
    const saved = await app.repositories.feedback.create({
      userId: null,
      name: 'Matrix Reader',
      email: 'reader@example.in',
      message: 'Lovely.',
      rating: 5,
      type: 'General',
      status: 'Pending',
    });
    return saved._id;
  }
  const sample = adminSample(entity);
  assert.ok(sample, `no sample for ${entity}`);
  return Number((await app.repositories.admin.create(entity as never, sample)).id);
}

export async function careerApplication(app: App): Promise<number> {
  const body = await multipartBody(
    { posting: POSTING, name: 'Neha Gupta', email: 'neha@example.in', phone: '+91 98290 12345' },
    { field: 'resume', name: 'resume.pdf', type: 'application/pdf', data: documents.pdf },
  );
  const response = await app.inject({ method: 'POST', url: '/api/career/apply', ...body });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { data: { id: number } }).data.id;
}

/** A request that staff can make successfully on each admin route, generated from the admin contracts. */
export function adminRouteSamples(): Map<string, (app: App) => Promise<Sample>> {
  const samples = new Map<string, (app: App) => Promise<Sample>>();
  for (const entity of ADMIN_ENTITIES) {
    const contract: { update?: unknown; delete: boolean } = ADMIN_CONTRACTS[entity];
    samples.set(`GET /api/${entity}`, async () => ({ url: `/api/${entity}` }));
    if ((ADMIN_CONTENT_ENTITIES as readonly string[]).includes(entity))
      samples.set(`GET /api/${entity}/:id`, async (app) => ({
        url: `/api/${entity}/${await adminRecord(app, entity)}`,
      }));
    const sample = adminSample(entity);
    if (sample)
      samples.set(`POST /api/${entity}`, async () => ({
        url: `/api/${entity}`,
        payload: adminSample(entity),
      }));
    if (contract.update) {
      samples.set(`PUT /api/${entity}/:id`, async (app) => ({
        url: `/api/${entity}/${await adminRecord(app, entity)}`,
        payload: ADMIN_CHANGES[entity],
      }));
    }
    if ((ADMIN_ORDERED_ENTITIES as readonly string[]).includes(entity))
      samples.set(`POST /api/${entity}/:id/move`, async (app) => {
        // Another record first, so that this one (last) can move up.
        await adminRecord(app, entity);
        return { url: `/api/${entity}/${await adminRecord(app, entity)}/move`, payload: { direction: 'up' } };
      });
    if (contract.delete) {
      samples.set(`DELETE /api/${entity}/delete/:id`, async (app) => ({
        url: `/api/${entity}/delete/${await adminRecord(app, entity)}`,
      }));
    }
  }
  samples.set('POST /api/reservationRestaurant/:id/confirm', async (app) => ({
    url: `/api/reservationRestaurant/${await guestRecords.tableRequest(app, await signUp(app))}/confirm`,
    payload: { table_id: (await verandahTable(app)).id },
  }));
  samples.set('POST /api/reservationRestaurant/:id/decline', async (app) => ({
    url: `/api/reservationRestaurant/${await guestRecords.tableRequest(app, await signUp(app))}/decline`,
    payload: { reason: 'Closed for a private event' },
  }));
  samples.set('PUT /api/orders/:id/status', async (app) => ({
    url: `/api/orders/${await guestRecords.order(app, await signUp(app))}/status`,
    payload: { status: 'Preparing' },
  }));
  samples.set('GET /api/career-applications/:id/resume', async (app) => ({
    url: `/api/career-applications/${await careerApplication(app)}/resume`,
  }));
  samples.set('GET /api/admin/messages', async () => ({ url: '/api/admin/messages' }));
  samples.set('GET /api/admin/messages/:userId', async (app) => ({
    url: `/api/admin/messages/${(await signUp(app)).id}`,
  }));
  samples.set('POST /api/admin/messages/:userId/reply', async (app) => ({
    url: `/api/admin/messages/${(await signUp(app)).id}/reply`,
    payload: { body: 'Your room is ready.' },
  }));
  samples.set('POST /api/staff/bookings/:id/check-in', async (app) => ({
    url: `/api/staff/bookings/${await arrivingToday(app)}/check-in`,
  }));
  samples.set('POST /api/staff/bookings/:id/check-out', async (app) => ({
    url: `/api/staff/bookings/${await inHouse(app)}/check-out`,
  }));
  samples.set('POST /api/staff/bookings/:id/check-out-unsettled', async (app) => ({
    url: `/api/staff/bookings/${await inHouse(app)}/check-out-unsettled`,
    payload: { reason: 'The company settles by bank transfer' },
  }));
  for (const read of ['today', 'orders', 'table-requests', 'bookings'])
    samples.set(`GET /api/staff/${read}`, async () => ({ url: `/api/staff/${read}` }));
  samples.set('POST /api/staff/orders/:id/cancel', async (app) => ({
    url: `/api/staff/orders/${await guestRecords.order(app, await signUp(app))}/cancel`,
    payload: { reason: 'The tandoor is being repaired' },
  }));
  samples.set('POST /api/staff/orders/:id/undo', async (app) => {
    // A move just made, for the caller to take back.
    const id = await guestRecords.order(app, await signUp(app));
    await created(app, 'PUT', `/api/orders/${id}/status`, await signUp(app, 'kitchen'), {
      status: 'Preparing',
    });
    return { url: `/api/staff/orders/${id}/undo` };
  });
  samples.set('PUT /api/staff/orders/:id/items/:itemId', async (app) => {
    const id = await guestRecords.order(app, await signUp(app));
    const [line] = await app.db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1', [id]);
    assert.ok(line);
    return { url: `/api/staff/orders/${id}/items/${line.id}`, payload: { done: true } };
  });
  samples.set('GET /api/staff/dishes', async () => ({ url: '/api/staff/dishes' }));
  samples.set('PUT /api/staff/dishes/:id/sold-out', async (app) => {
    const [dish] = await app.db.query<{ id: number }>(
      "SELECT id FROM food_items WHERE menu_title = 'Fresh Lime Soda'",
    );
    assert.ok(dish);
    // Back on sale: the matrix leaves the menu as it found it.
    return { url: `/api/staff/dishes/${dish.id}/sold-out`, payload: { sold_out: false } };
  });
  samples.set('POST /api/staff/orders/:id/payment', async (app) => ({
    url: `/api/staff/orders/${await moneyRecords.readyOrder(app, await signUp(app))}/payment`,
    payload: { method: 'cash' },
  }));
  /** A guest profile the front desk made, with no sign-in. */
  const guestProfile = async (app: App) =>
    app.repositories.guests.create(
      { name: 'Walk-in Guest', email: null, phone: '+91 98290 00000' },
      (await signUp(app, 'front_desk')).id,
    );
  samples.set('GET /api/staff/guests', async () => ({ url: '/api/staff/guests?q=guest' }));
  samples.set('POST /api/staff/guests', async () => ({
    url: '/api/staff/guests',
    payload: { name: 'Phone Guest', phone: '+91 98290 00001' },
  }));
  samples.set('GET /api/staff/guests/:id', async (app) => ({
    url: `/api/staff/guests/${await guestProfile(app)}`,
  }));
  samples.set('PUT /api/staff/guests/:id', async (app) => ({
    url: `/api/staff/guests/${await guestProfile(app)}`,
    payload: { name: 'Walk-in Guest', phone: '+91 98290 00002', vip: true },
  }));
  samples.set('POST /api/staff/guests/:id/notes', async (app) => ({
    url: `/api/staff/guests/${await guestProfile(app)}/notes`,
    payload: { kind: 'allergy', text: 'Peanuts' },
  }));
  samples.set('DELETE /api/staff/guests/:id/notes/:noteId', async (app) => {
    const id = await guestProfile(app);
    const note = await app.repositories.guests.addNote(id, { kind: 'other', text: 'Late riser' }, id);
    return { url: `/api/staff/guests/${id}/notes/${note}` };
  });
  samples.set('POST /api/staff/guests/:id/merge', async (app) => ({
    url: `/api/staff/guests/${await guestProfile(app)}/merge`,
    payload: { duplicate_id: await guestProfile(app) },
  }));
  samples.set('POST /api/staff/stays', async (app) => {
    const from = 400 + (serial % 200) * 2;
    serial += 1;
    return {
      url: '/api/staff/stays',
      payload: {
        guest_id: await guestProfile(app),
        room_type_id: 1,
        check_in: inDays(from),
        check_out: inDays(from + 1),
        adults: 1,
        source: 'phone',
      },
    };
  });
  samples.set('GET /api/staff/stays/:reference', async (app) => ({
    url: `/api/staff/stays/${await guestRecords.stayBooking(app, await signUp(app))}`,
  }));
  samples.set('POST /api/staff/stays/:reference/cancel', async (app) => ({
    url: `/api/staff/stays/${await guestRecords.stayBooking(app, await signUp(app))}/cancel`,
    payload: { reason: 'The guest phoned', waive_fee: true },
  }));
  samples.set('GET /api/staff/stays/:reference/folio', async (app) => ({
    url: `/api/staff/stays/${await guestRecords.stayBooking(app, await signUp(app))}/folio`,
  }));
  samples.set('POST /api/staff/stays/:reference/folio/charges', async (app) => ({
    url: `/api/staff/stays/${await guestRecords.stayBooking(app, await signUp(app))}/folio/charges`,
    payload: { kind: 'charge', category: 'stay', description: 'Airport transfer', amount: 1500 },
  }));
  samples.set('POST /api/staff/stays/:reference/folio/payments', async (app) => ({
    url: `/api/staff/stays/${await guestRecords.stayBooking(app, await signUp(app))}/folio/payments`,
    payload: { method: 'cash', amount: 1000 },
  }));
  samples.set('POST /api/staff/stays/:reference/folio/refunds', async (app) => ({
    url: `/api/staff/stays/${await moneyRecords.overpaidStay(app, await signUp(app))}/folio/refunds`,
    payload: { amount: 500, reason: 'Paid twice at the desk' },
  }));
  samples.set('GET /api/staff/refunds/pending', async () => ({ url: '/api/staff/refunds/pending' }));
  samples.set('POST /api/staff/refunds/:id/paid-back', async (app) => ({
    url: `/api/staff/refunds/${await moneyRecords.deskRefund(app, await signUp(app))}/paid-back`,
  }));
  samples.set('GET /api/staff/payments/pending', async () => ({ url: '/api/staff/payments/pending' }));
  samples.set('GET /api/staff/cash-up', async () => ({ url: '/api/staff/cash-up' }));
  samples.set('GET /api/staff/invoices', async () => ({ url: '/api/staff/invoices' }));
  samples.set('GET /api/staff/invoices.csv', async () => ({ url: '/api/staff/invoices.csv' }));
  samples.set('GET /api/staff/night-audit', async () => ({ url: '/api/staff/night-audit' }));
  samples.set('POST /api/staff/night-audit', async (app) => {
    // Each allowed call closes a day of its own: from no close at all, yesterday is the one to close.
    await app.db.query('DELETE FROM night_audits');
    return { url: '/api/staff/night-audit', payload: {} };
  });
  samples.set('GET /api/staff/reports', async () => ({
    url: `/api/staff/reports?from=${inDays(-7)}&to=${inDays(0)}`,
  }));
  samples.set('GET /api/staff/reports.csv', async () => ({
    url: `/api/staff/reports.csv?from=${inDays(-7)}&to=${inDays(0)}`,
  }));
  samples.set('POST /api/staff/payments/:id/confirm', async (app) => ({
    url: `/api/staff/payments/${await moneyRecords.pendingTransfer(app, await signUp(app))}/confirm`,
  }));
  samples.set('POST /api/staff/payments/:id/reject', async (app) => ({
    url: `/api/staff/payments/${await moneyRecords.pendingTransfer(app, await signUp(app))}/reject`,
    payload: { reason: 'Not on the statement' },
  }));
  samples.set('GET /api/staff/invoices/:number', async (app) => ({
    url: `/api/staff/invoices/${(await moneyRecords.invoice(app, await signUp(app))).slug}`,
  }));
  samples.set('POST /api/staff/stays/:reference/move', async (app) => {
    const reference = await guestRecords.stayBooking(app, await signUp(app));
    const [move] = await app.db.query<{ booked: number; free: number }>(
      `SELECT hr.id AS booked, (SELECT r.id FROM rooms r WHERE r.status = 'available' AND NOT EXISTS (
                SELECT 1 FROM hotel_reservations h WHERE h.room_id = r.id AND h.status <> 'Cancelled'
                  AND daterange(h.check_in, h.check_out) && daterange(hr.check_in, hr.check_out))
              ORDER BY r.id LIMIT 1) AS free
       FROM hotel_reservations hr JOIN stay_bookings b ON b.id = hr.stay_booking_id WHERE b.reference = $1`,
      [reference],
    );
    assert.ok(move?.free, 'a room free to move the sample stay to');
    return {
      url: `/api/staff/stays/${reference}/move`,
      payload: { booked_room_id: move.booked, room_id: move.free },
    };
  });
  samples.set('POST /api/staff/rooms/:id/closures', async (app) => {
    const [room] = await app.db.query<{ id: number }>('SELECT id FROM rooms ORDER BY id LIMIT 1');
    const offset = 700 + (serial % 300) * 3;
    serial += 1;
    return {
      url: `/api/staff/rooms/${room!.id}/closures`,
      payload: { from: inDays(offset), to: inDays(offset + 2), reason: 'Repainting' },
    };
  });
  samples.set('DELETE /api/staff/rooms/:id/closures/:closureId', async (app) => {
    const [closure] = await app.db.query<{ id: number; room_id: number }>(
      `INSERT INTO room_closures (room_id, starts_on, ends_on, reason)
       SELECT id, DATE '2040-01-01', DATE '2040-01-02', 'Matrix' FROM rooms ORDER BY id LIMIT 1
       RETURNING id, room_id`,
    );
    return { url: `/api/staff/rooms/${closure!.room_id}/closures/${closure!.id}` };
  });
  samples.set('POST /api/staff/stays/:reference/no-show', async (app) => {
    const reference = await guestRecords.stayBooking(app, await signUp(app));
    const offset = -(400 + (serial % 300) * 3);
    serial += 1;
    for (const table of ['stay_bookings', 'hotel_reservations'])
      await app.db.query(
        `UPDATE ${table} SET check_in = $2::date, check_out = $3::date
         WHERE ${table === 'stay_bookings' ? 'reference = $1' : 'stay_booking_id = (SELECT id FROM stay_bookings WHERE reference = $1)'}`,
        [reference, inDays(offset), inDays(offset + 1)],
      );
    return { url: `/api/staff/stays/${reference}/no-show` };
  });
  samples.set('GET /api/food-items/:id/options', async (app) => ({
    url: `/api/food-items/${await adminRecord(app, 'food-items')}/options`,
  }));
  samples.set('PUT /api/food-items/:id/options', async (app) => ({
    url: `/api/food-items/${await adminRecord(app, 'food-items')}/options`,
    payload: {
      groups: [
        {
          name: 'Size',
          min: 1,
          max: 1,
          values: [
            { name: 'Small', price: 0 },
            { name: 'Large', price: 100 },
          ],
        },
      ],
    },
  }));
  samples.set('POST /api/staff/images', async () => {
    const { payload, headers } = await multipartBody(
      {},
      { field: 'image', name: 'courtyard.png', type: 'image/png', data: await samplePng() },
    );
    return { url: '/api/staff/images', payload, headers };
  });
  samples.set('GET /api/staff/tape-chart', async () => ({ url: '/api/staff/tape-chart' }));
  samples.set('GET /api/staff/housekeeping', async () => ({ url: '/api/staff/housekeeping?mine=false' }));
  // Marking a room dirty is allowed from any state but out of order, and no guest-facing effect.
  samples.set('PUT /api/staff/housekeeping/rooms/:id', async (app) => {
    const [room] = await app.db.query<{ id: number }>(
      "SELECT id FROM rooms WHERE housekeeping_state <> 'out_of_order' ORDER BY id LIMIT 1",
    );
    return { url: `/api/staff/housekeeping/rooms/${room!.id}`, payload: { state: 'dirty' } };
  });
  for (const read of [
    'rooms',
    'rates/seasons',
    'rates/plans',
    'rates/taxes',
    'rates/coupons',
    'rates/room-types',
    'rates/stay-rules',
  ])
    samples.set(`GET /api/staff/${read}`, async () => ({ url: `/api/staff/${read}` }));
  samples.set('PUT /api/staff/rooms/:id', async (app) => {
    const [room] = await app.db.query<{ id: number; room_no: string; floor: number; room_type_id: number }>(
      "SELECT id, room_no, floor, room_type_id FROM rooms WHERE status = 'available' ORDER BY id LIMIT 1",
    );
    const { id, ...fields } = room!;
    return { url: `/api/staff/rooms/${id}`, payload: { ...fields, in_service: true } };
  });
  /** A one-night season of its own far ahead, so that no two samples overlap. */
  const season = () => {
    serial += 1;
    const day = inDays(9000 + serial);
    return {
      name: `Matrix ${serial}`,
      room_type_id: null,
      starts_on: day,
      ends_on: day,
      adjust_kind: 'percent',
      adjust_value: 5,
      priority: 77,
    };
  };
  const insertedSeason = async (app: App) => {
    const body = season();
    const [row] = await app.db.query<{ id: number }>(
      `INSERT INTO rate_seasons (name, starts_on, ends_on, adjust_kind, adjust_value, priority)
       VALUES ($1, $2, $3, 'percent', 5, 77) RETURNING id`,
      [body.name, body.starts_on, body.ends_on],
    );
    return { id: row!.id, body };
  };
  samples.set('POST /api/staff/rates/seasons', async () => ({
    url: '/api/staff/rates/seasons',
    payload: season(),
  }));
  samples.set('POST /api/staff/rates/seasons/preview', async () => ({
    url: '/api/staff/rates/seasons/preview',
    payload: { ...season(), combine: 'add' },
  }));
  samples.set('GET /api/staff/rates/calendar', async () => ({
    url: `/api/staff/rates/calendar?room_type=1&month=${inDays(9000).slice(0, 7)}`,
  }));
  samples.set('PUT /api/staff/rates/calendar', async () => {
    const day = inDays(9000);
    return {
      url: '/api/staff/rates/calendar',
      payload: { room_type_ids: [1], from: day, to: day, set: { closed_to_departure: true } },
    };
  });
  samples.set('PUT /api/staff/rates/seasons/:id', async (app) => {
    const { id, body } = await insertedSeason(app);
    return { url: `/api/staff/rates/seasons/${id}`, payload: { ...body, adjust_value: 6 } };
  });
  samples.set('DELETE /api/staff/rates/seasons/:id', async (app) => ({
    url: `/api/staff/rates/seasons/${(await insertedSeason(app)).id}`,
  }));
  /** A stay rule of its own far ahead, allowing 1 to 30 nights (it clashes with nothing). */
  const stayRule = () => {
    serial += 1;
    const day = inDays(9000 + serial);
    return { room_type_id: null, starts_on: day, ends_on: day, min_nights: 1, max_nights: 30 };
  };
  const insertedStayRule = async (app: App) => {
    const body = stayRule();
    const [row] = await app.db.query<{ id: number }>(
      'INSERT INTO stay_rules (starts_on, ends_on, min_nights, max_nights) VALUES ($1, $2, 1, 30) RETURNING id',
      [body.starts_on, body.ends_on],
    );
    return { id: row!.id, body };
  };
  samples.set('POST /api/staff/rates/stay-rules', async () => ({
    url: '/api/staff/rates/stay-rules',
    payload: stayRule(),
  }));
  samples.set('PUT /api/staff/rates/stay-rules/:id', async (app) => {
    const { id, body } = await insertedStayRule(app);
    return { url: `/api/staff/rates/stay-rules/${id}`, payload: { ...body, min_nights: 2 } };
  });
  samples.set('DELETE /api/staff/rates/stay-rules/:id', async (app) => ({
    url: `/api/staff/rates/stay-rules/${(await insertedStayRule(app)).id}`,
  }));
  samples.set('PUT /api/staff/rates/plans/:code', async (app) => {
    const [plan] = await app.db.query<Record<string, unknown>>(
      `SELECT name, description, sort_order, adjust_percent, meal_price_adult, meal_price_child, refundable,
              free_cancel_hours, late_fee_nights, active
       FROM rate_plans WHERE code = 'flexible'`,
    );
    return { url: '/api/staff/rates/plans/flexible', payload: plan };
  });
  samples.set('POST /api/staff/rates/plans', async () => {
    serial += 1;
    // A code of its own per call; not offered, so guests' quotes stay as they were.
    return {
      url: '/api/staff/rates/plans',
      payload: {
        code: `matrix-${Date.now()}-${serial}`,
        name: `Matrix plan ${serial}`,
        description: 'A plan of the access matrix.',
        adjust_percent: 0,
        meal_price_adult: 0,
        meal_price_child: 0,
        refundable: true,
        free_cancel_hours: 48,
        late_fee_nights: 1,
        active: false,
      },
    };
  });
  const latestGstFrom = async (app: App) =>
    (
      await app.db.query<{ day: string }>(
        "SELECT to_char(max(effective_from), 'YYYY-MM-DD') AS day FROM gst_slabs",
      )
    )[0]!.day;
  const laterThan = (day: string) => addDays(day > hotelToday() ? day : hotelToday(), 1);
  samples.set('POST /api/staff/rates/taxes', async (app) => ({
    url: '/api/staff/rates/taxes',
    payload: {
      effective_from: laterThan(await latestGstFrom(app)),
      slabs: [
        { tariff_to: 7500, rate_percent: 5 },
        { tariff_to: null, rate_percent: 18 },
      ],
    },
  }));
  samples.set('PUT /api/staff/rates/taxes/:id', async (app) => {
    const [slab] = await app.db.query<{ id: number; rate_percent: number }>(
      'SELECT id, rate_percent::float8 AS rate_percent FROM gst_slabs WHERE effective_to IS NULL ORDER BY id LIMIT 1',
    );
    return { url: `/api/staff/rates/taxes/${slab!.id}`, payload: { rate_percent: slab!.rate_percent } };
  });
  samples.set('DELETE /api/staff/rates/taxes/:id', async (app) => {
    const latest = await latestGstFrom(app);
    const from = laterThan(latest);
    await app.db.query('UPDATE gst_slabs SET effective_to = $2::date - 1 WHERE effective_from = $1::date', [
      latest,
      from,
    ]);
    const [slab] = await app.db.query<{ id: number }>(
      `INSERT INTO gst_slabs (effective_from, tariff_from, tariff_to, rate_percent)
       VALUES ($1, 0, NULL, 18) RETURNING id`,
      [from],
    );
    return { url: `/api/staff/rates/taxes/${slab!.id}` };
  });
  samples.set('PUT /api/staff/rates/room-types/:id', async (app) => {
    const [type] = await app.db.query<Record<string, unknown>>(
      `SELECT id, weekend_price, included_occupancy, max_adults, max_children, extra_adult_price,
              extra_child_price, child_free_under_age
       FROM room_types ORDER BY id LIMIT 1`,
    );
    const { id, ...fields } = type!;
    return { url: `/api/staff/rates/room-types/${String(id)}`, payload: fields };
  });
  samples.set('PUT /api/staff/rates/coupons/:id', async (app) => {
    const [offer] = await app.db.query<{ id: number }>('SELECT id FROM offers ORDER BY id LIMIT 1');
    return {
      url: `/api/staff/rates/coupons/${offer!.id}`,
      payload: { valid_from: null, valid_to: null, max_uses: null, max_uses_per_guest: 3 },
    };
  });
  for (const read of ['audit', 'accounts'])
    samples.set(`GET /api/staff/${read}`, async () => ({ url: `/api/staff/${read}` }));
  samples.set('POST /api/staff/invitations', async () => ({
    url: '/api/staff/invitations',
    payload: {
      name: 'Invited Member',
      email: `invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@haveli.example`,
      role: 'front_desk',
    },
  }));
  samples.set('POST /api/staff/accounts/:id/invitation', async (app) => {
    const invited = await staffAccountsRepository(app.db).invite(
      (await signUp(app, 'manager')).id,
      {
        name: 'Invited Again',
        email: `reinvited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@haveli.example`,
        role: 'kitchen',
      },
      `sample-${Date.now()}-${Math.random()}`,
      new Date(Date.now() + 86_400_000),
      async () => {},
    );
    assert.ok(invited);
    return { url: `/api/staff/accounts/${invited.id}/invitation` };
  });
  samples.set('PUT /api/staff/accounts/:id/role', async (app) => ({
    url: `/api/staff/accounts/${(await signUp(app, 'kitchen')).id}/role`,
    payload: { role: 'editor' },
  }));
  samples.set('POST /api/staff/accounts/:id/disable', async (app) => ({
    url: `/api/staff/accounts/${(await signUp(app, 'kitchen')).id}/disable`,
  }));
  // Any member of staff turns two-step sign-in on: every staff account without a key is offered this one.
  samples.set('GET /api/settings/two-step', async () => ({ url: '/api/settings/two-step' }));
  samples.set('POST /api/settings/two-step/setup', async () => ({ url: '/api/settings/two-step/setup' }));
  samples.set('POST /api/settings/two-step/confirm', async (app) => {
    await app.db.query(
      `UPDATE users SET totp_pending_secret = $1 WHERE totp_secret IS NULL AND role <> 'user'`,
      [SAMPLE_TWO_STEP_KEY],
    );
    return { url: '/api/settings/two-step/confirm', payload: { code: currentCode(SAMPLE_TWO_STEP_KEY) } };
  });
  samples.set('POST /api/staff/accounts/:id/two-step-reset', async (app) => ({
    url: `/api/staff/accounts/${(await signUp(app, 'manager')).id}/two-step-reset`,
  }));
  samples.set('POST /api/staff/accounts/:id/enable', async (app) => {
    const { id } = await signUp(app, 'kitchen');
    await app.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [id]);
    return { url: `/api/staff/accounts/${id}/enable` };
  });
  for (const read of [
    'moderation/comments',
    'moderation/feedback',
    'inbox/contact-messages',
    'inbox/applications',
  ])
    samples.set(`GET /api/staff/${read}`, async () => ({ url: `/api/staff/${read}` }));
  for (const [path, entity] of [
    ['comments', 'blog-comments'],
    ['feedback', 'feedback'],
  ] as const) {
    samples.set(`PUT /api/staff/moderation/${path}/:id/reply`, async (app) => ({
      url: `/api/staff/moderation/${path}/${await adminRecord(app, entity)}/reply`,
      payload: { text: 'Thank you for staying with us.' },
    }));
    samples.set(`DELETE /api/staff/moderation/${path}/:id/reply`, async (app) => ({
      url: `/api/staff/moderation/${path}/${await adminRecord(app, entity)}/reply`,
    }));
  }
  samples.set('POST /api/staff/inbox/contact-messages/:id/handled', async (app) => ({
    url: `/api/staff/inbox/contact-messages/${await contactMessage(app)}/handled`,
  }));
  samples.set('POST /api/staff/inbox/contact-messages/:id/reply', async (app) => ({
    url: `/api/staff/inbox/contact-messages/${await contactMessage(app)}/reply`,
    payload: { text: 'Yes, the suite is free that week.' },
  }));
  samples.set('PUT /api/staff/inbox/applications/:id/status', async (app) => ({
    url: `/api/staff/inbox/applications/${await storedApplication(app)}/status`,
    payload: { status: 'shortlisted' },
  }));
  for (const [key, sample] of restaurantSamples()) samples.set(key, sample);
  return samples;
}

/** A message from the contact page, made the shortest way. */
async function contactMessage(app: App): Promise<number> {
  return (
    await app.repositories.contactMessages.create({
      subject: 'Room',
      name: 'Matrix Caller',
      email: 'caller@example.in',
      number: '9829012345',
      message: 'Is the suite free?',
      status: 'Active',
    })
  ).id;
}

/** An application straight in the database (applying through the API is rate-limited per address). */
async function storedApplication(app: App): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    `INSERT INTO career_applications (page_id, name, email, phone, resume_file, resume_name, resume_type, resume_size)
     SELECT id, 'Matrix Applicant', 'applicant@example.in', '+91 98290 12345', $2, 'resume.pdf', 'pdf', 100
     FROM pages WHERE slug = $1 RETURNING id`,
    [POSTING, `matrix-${unique()}.pdf`],
  );
  assert.ok(row, 'the sample job posting exists');
  return row.id;
}

/** The back office's restaurant routes: Laal Mahal's own hours again, and tables of its own. */
function restaurantSamples(): [string, (app: App) => Promise<Sample>][] {
  const laalMahal = async (app: App) =>
    (await app.db.query<{ id: number }>("SELECT id FROM restaurants WHERE name = 'Laal Mahal'"))[0]!.id;
  const table = async (app: App) => {
    const id = await laalMahal(app);
    const [added] = await app.db.query<{ id: number }>(
      'INSERT INTO restaurant_tables (table_name, seats, restaurant_id) VALUES ($1, 4, $2) RETURNING id',
      [`Matrix ${unique()}`, id],
    );
    return `/api/staff/restaurants/${id}/tables/${added!.id}`;
  };
  return [
    ['GET /api/staff/restaurants', async () => ({ url: '/api/staff/restaurants' })],
    [
      'GET /api/staff/restaurants/:id/tables',
      async (app) => ({ url: `/api/staff/restaurants/${await laalMahal(app)}/tables?sort=seats&order=desc` }),
    ],
    [
      'GET /api/staff/restaurants/:id/day',
      async (app) => ({ url: `/api/staff/restaurants/${await laalMahal(app)}/day` }),
    ],
    [
      'PUT /api/staff/restaurants/:id/hours',
      async (app) => {
        const id = await laalMahal(app);
        const hours = await app.db.query(
          'SELECT weekday, opens, closes FROM restaurant_hours WHERE restaurant_id = $1',
          [id],
        );
        return { url: `/api/staff/restaurants/${id}/hours`, payload: { hours } };
      },
    ],
    [
      'POST /api/staff/restaurants/:id/tables',
      async (app) => ({
        url: `/api/staff/restaurants/${await laalMahal(app)}/tables`,
        payload: { label: `Matrix ${unique()}`, seats: 4 },
      }),
    ],
    [
      'PUT /api/staff/restaurants/:id/tables/:tableId',
      async (app) => ({ url: await table(app), payload: { label: `Matrix ${unique()}`, seats: 6 } }),
    ],
    ['DELETE /api/staff/restaurants/:id/tables/:tableId', async (app) => ({ url: await table(app) })],
    ...tableBookingSamples(laalMahal),
  ];
}

/** The front desk's table service: each sample books a fresh table of Laal Mahal, so every role's call can succeed. */
function tableBookingSamples(
  laalMahal: (app: App) => Promise<number>,
): [string, (app: App) => Promise<Sample>][] {
  const freshTable = async (app: App) => {
    const [added] = await app.db.query<{ id: number }>(
      'INSERT INTO restaurant_tables (table_name, seats, restaurant_id) VALUES ($1, 4, $2) RETURNING id',
      [`Matrix ${unique()}`, await laalMahal(app)],
    );
    return added!.id;
  };
  /** A party straight in the database, on a table of its own. */
  const party = async (app: App, status: 'Confirmed' | 'Seated', date: string, time = '19:00') => {
    const [row] = await app.db.query<{ id: number }>(
      `INSERT INTO restaurant_reservations
         (name, phone, reservation_date, reservation_time, party_size, restaurant_id, table_id, status)
       VALUES ('Matrix Party', '+91 98290 12345', $1, $2, 2, $3, $4, $5) RETURNING id`,
      [date, time, await laalMahal(app), await freshTable(app), status],
    );
    return `/api/staff/table-bookings/${row!.id}`;
  };
  return [
    [
      'GET /api/staff/table-bookings',
      async (app) => ({
        url: `/api/staff/table-bookings?restaurant_id=${await laalMahal(app)}&date=${inDays(0)}`,
      }),
    ],
    [
      'POST /api/staff/table-bookings',
      async (app) => ({
        url: '/api/staff/table-bookings',
        payload: {
          restaurant_id: await laalMahal(app),
          date: inDays(1),
          time: '19:00',
          party_size: 2,
          name: 'Matrix Walk-in',
          phone: '+91 98290 12345',
          table_id: await freshTable(app),
        },
      }),
    ],
    [
      'POST /api/staff/table-bookings/:id/seat',
      async (app) => ({ url: `${await party(app, 'Confirmed', inDays(0))}/seat` }),
    ],
    [
      'POST /api/staff/table-bookings/:id/move',
      async (app) => ({
        url: `${await party(app, 'Confirmed', inDays(1))}/move`,
        payload: { table_id: await freshTable(app) },
      }),
    ],
    [
      'POST /api/staff/table-bookings/:id/finish',
      async (app) => ({ url: `${await party(app, 'Seated', inDays(0))}/finish` }),
    ],
    [
      'POST /api/staff/table-bookings/:id/no-show',
      async (app) => ({ url: `${await party(app, 'Confirmed', inDays(-1))}/no-show` }),
    ],
    [
      'POST /api/staff/table-bookings/:id/cancel',
      async (app) => ({
        url: `${await party(app, 'Confirmed', inDays(1))}/cancel`,
        payload: { reason: 'Matrix cancel' },
      }),
    ],
    [
      'GET /api/staff/restaurants/:id/closures',
      async (app) => ({ url: `/api/staff/restaurants/${await laalMahal(app)}/closures` }),
    ],
    [
      'POST /api/staff/restaurants/:id/closures',
      async (app) => ({
        url: `/api/staff/restaurants/${await laalMahal(app)}/closures`,
        payload: { starts_on: inDays(80), ends_on: inDays(80), reason: 'Matrix private event' },
      }),
    ],
    [
      'DELETE /api/staff/restaurants/:id/closures/:closureId',
      async (app) => {
        const id = await laalMahal(app);
        const [closure] = await app.db.query<{ id: number }>(
          `INSERT INTO restaurant_closures (restaurant_id, starts_on, ends_on, reason)
           VALUES ($1, $2, $2, 'Matrix closure') RETURNING id`,
          [id, inDays(81)],
        );
        return { url: `/api/staff/restaurants/${id}/closures/${closure!.id}` };
      },
    ],
  ];
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { App } from '../../src/app';
import { STAFF_ROLES, type StaffRole } from '@haveli/contracts';
import { isAccess, staffRolesOf, type RouteAccess } from '../../src/plugins/app/access';
import { signUp, type SignedInAccount } from '../helpers/guest-accounts';
import { expectApiError } from '../helpers/http';
import { describeEachDatabase } from '../helpers/test-app';
import { startRazorpayStandIn } from '../../src/payments/razorpay-stand-in';
import {
  adminRouteSamples,
  guestRecords,
  moneyRecords,
  paymentStandIn,
  tableRequestBody,
  type Sample,
} from './fixtures';
import { inDays } from './guest-client';

import { INBOX_ROUTES } from './inbox-samples';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * For each route guarded per guest: a request on the owner's own data, made fresh for every caller (a
 * cancelled stay cannot be cancelled twice). Only its owner may make it: staff have no way in through it.
 */
export interface GuestRouteSample {
  request(app: App, owner: SignedInAccount): Promise<Sample>;
  /** Ends the caller's sessions (sign-out): made by an account of its own, not the shared owner. */
  endsSessions?: true;
}

const own =
  (path: (owner: SignedInAccount) => string, payload?: unknown): GuestRouteSample['request'] =>
  async (_app, owner) => ({ url: path(owner), ...(payload === undefined ? {} : { payload }) });

const stay = { guestName: 'Matrix Guest', roomType: 'Heritage Room' };
const GUEST_ROUTES: Record<string, GuestRouteSample> = {
  'GET /api/auth/me': { request: own(() => '/api/auth/me') },
  // Without Accept: text/event-stream, the one-answer poll (the stream itself is tested in events.test.ts).
  'GET /api/events': { request: own(() => '/api/events') },
  'POST /api/auth/logout': { request: own(() => '/api/auth/logout'), endsSessions: true },
  'GET /api/auth/verification': { request: own(() => '/api/auth/verification') },
  'POST /api/auth/verification-mail': {
    request: own(() => '/api/auth/verification-mail', {}),
  },
  'GET /api/user/me': { request: own(() => '/api/user/me') },
  'PUT /api/user/me': { request: own(() => '/api/user/me', { name: 'Matrix Guest' }) },
  'GET /api/user/:userId': { request: own((o) => `/api/user/${o.id}`) },
  'PUT /api/user/:userId': {
    request: own((o) => `/api/user/${o.id}`, { name: 'Matrix Guest' }),
  },
  'POST /api/cart/create': {
    request: own(() => '/api/cart/create', { product_id: 2, quantity: 1 }),
  },
  'POST /api/cart/merge': {
    request: own(() => '/api/cart/merge', { items: [{ product_id: 3, quantity: 1 }] }),
  },
  'GET /api/cart/user/:userId': { request: own((o) => `/api/cart/user/${o.id}`) },
  'PUT /api/cart/user/:userId': {
    request: own((o) => `/api/cart/user/${o.id}`, { items: [{ product_id: 4, quantity: 2 }] }),
  },
  'PUT /api/cart/:itemId': {
    request: async (app, owner) => ({
      url: `/api/cart/${await guestRecords.cartLine(app, owner)}`,
      payload: { quantity: 3 },
    }),
  },
  'DELETE /api/cart/:itemId': {
    request: async (app, owner) => ({ url: `/api/cart/${await guestRecords.cartLine(app, owner)}` }),
  },
  'POST /api/orders': {
    request: async (app, owner) => {
      await guestRecords.cartLine(app, owner);
      return { url: '/api/orders', payload: {} };
    },
  },
  'GET /api/orders/checkout-options': {
    request: own(() => '/api/orders/checkout-options'),
  },
  'GET /api/orders/:id/receipt': {
    request: async (app, owner) => ({ url: `/api/orders/${await guestRecords.order(app, owner)}/receipt` }),
  },
  'GET /api/orders/:id/invoice': {
    request: async (app, owner) => ({
      url: `/api/orders/${await moneyRecords.invoicedOrder(app, owner)}/invoice`,
    }),
  },
  'POST /api/orders/:id/cancel': {
    request: async (app, owner) => ({ url: `/api/orders/${await guestRecords.order(app, owner)}/cancel` }),
  },
  'GET /api/orders/user/:userId': { request: own((o) => `/api/orders/user/${o.id}`) },
  'GET /api/orders/:id': {
    request: async (app, owner) => ({ url: `/api/orders/${await guestRecords.order(app, owner)}` }),
  },
  'POST /api/reservationHotel/create': {
    request: async () => {
      const from = 200 + Math.floor(Math.random() * 100);
      return {
        url: '/api/reservationHotel/create',
        payload: { ...stay, checkInDate: inDays(from), checkOutDate: inDays(from + 1) },
      };
    },
  },
  'GET /api/reservationHotel/user/:userId': {
    request: own((o) => `/api/reservationHotel/user/${o.id}`),
  },
  'POST /api/reservationHotel/:id/cancel': {
    request: async (app, owner) => ({
      url: `/api/reservationHotel/${await guestRecords.stay(app, owner)}/cancel`,
    }),
  },
  'DELETE /api/reservationHotel/:id': {
    request: async (app, owner) => ({ url: `/api/reservationHotel/${await guestRecords.stay(app, owner)}` }),
  },
  'POST /api/stays/bookings': {
    request: own(() => '/api/stays/bookings', {
      guest_name: 'Matrix Guest',
      room_type_id: 4,
      check_in: inDays(300),
      check_out: inDays(301),
    }),
  },
  'GET /api/stays/bookings': { request: own(() => '/api/stays/bookings') },
  ...Object.fromEntries(
    (
      [
        ['GET', ''],
        ['GET', '/cancel-preview'],
        ['POST', '/cancel'],
        ['GET', '/calendar.ics'],
        ['GET', '/confirmation.pdf'],
        ['GET', '/folio'],
        ['GET', '/payment-options'],
        ['POST', '/payments/online'],
        ['POST', '/change-preview'],
        ['POST', '/change'],
      ] as const
    ).map(([method, path]): [string, GuestRouteSample] => [
      `${method} /api/stays/bookings/:reference${path}`,
      {
        request: async (app, owner) => {
          const reference = await guestRecords.stayBooking(app, owner);
          return {
            url: `/api/stays/bookings/${reference}${path}`,
            ...(path.startsWith('/change') ? { payload: { adults: 1 } } : {}),
          };
        },
      },
    ]),
  ),
  'POST /api/stays/bookings/:reference/payments/online/confirm': {
    request: async (app, owner) => {
      const { reference, answer } = await moneyRecords.paidOrder(app, owner);
      return { url: `/api/stays/bookings/${reference}/payments/online/confirm`, payload: answer };
    },
  },
  'POST /api/stays/bookings/:reference/payments/upi': {
    request: async (app, owner) => ({
      url: `/api/stays/bookings/${await guestRecords.stayBooking(app, owner)}/payments/upi`,
      payload: { utr: String(800_000_000_000 + Math.floor(Math.random() * 99_999_999_999)) },
    }),
  },
  'GET /api/stays/bookings/:reference/invoices/:number': {
    request: async (app, owner) => {
      const { reference, slug } = await moneyRecords.invoice(app, owner);
      return { url: `/api/stays/bookings/${reference}/invoices/${slug}` };
    },
  },
  'POST /api/reservationRestaurant/create': {
    request: async (app) => ({
      url: '/api/reservationRestaurant/create',
      payload: await tableRequestBody(app),
    }),
  },
  'POST /api/reservationRestaurant/:id/cancel': {
    request: async (app, owner) => ({
      url: `/api/reservationRestaurant/${await guestRecords.tableRequest(app, owner)}/cancel`,
    }),
  },
  'GET /api/reservationRestaurant/user/:userId': {
    request: own((o) => `/api/reservationRestaurant/user/${o.id}`),
  },
  'GET /api/feedback/user/:userId': { request: own((o) => `/api/feedback/user/${o.id}`) },
  ...INBOX_ROUTES,
};

const keyOf = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;

// Paying online is offered only with a provider: the matrix runs against its local stand-in.
const PAYMENT_KEYS = {
  keyId: 'rzp_test_Matrix',
  keySecret: 'matrix-key-secret',
  webhookSecret: 'matrix-webhook',
};
before(async () => {
  paymentStandIn.current = await startRazorpayStandIn(PAYMENT_KEYS);
});
after(() => paymentStandIn.current?.close());

describeEachDatabase(
  'authorisation matrix generated from the route list',
  (ctx) => {
    let owner: SignedInAccount;
    let other: SignedInAccount;
    let admin: SignedInAccount;
    const staff = new Map<StaffRole, SignedInAccount>();
    const ADMIN_ROUTES = adminRouteSamples();
    // HEAD routes mirror their GET route (checked with it below).
    const routes = () =>
      ctx.app.routeAccess.filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD');

    before(async () => {
      [owner, other, admin] = await Promise.all([signUp(ctx.app), signUp(ctx.app), signUp(ctx.app, 'admin')]);
      for (const role of STAFF_ROLES) staff.set(role, await signUp(ctx.app, role));
    });

    const call = (method: string, sample: Sample, account?: SignedInAccount) =>
      ctx.app.inject({
        method: method as Method,
        url: sample.url,
        headers: { ...sample.headers, ...(account ? { authorization: account.authorization } : {}) },
        ...(sample.payload === undefined ? {} : { payload: sample.payload as object }),
      });
    const expectSuccess = (response: Awaited<ReturnType<typeof call>>, label: string) =>
      assert.ok(
        response.statusCode >= 200 && response.statusCode < 300,
        `${label}: ${response.statusCode} ${response.body}`,
      );

    it('gives every /api route an access rule', () => {
      const missing = ctx.app.routeAccess.filter(
        (route) => route.url.startsWith('/api') && !isAccess(route.access),
      );
      assert.deepEqual(missing.map(keyOf), [], 'routes without config.access');
      assert.ok(routes().length > 60, `${routes().length} routes`);
    });

    it('has a sample request for every route that is not public, and none for routes that are gone', () => {
      const guarded = routes().filter((route) => route.access !== 'public');
      const withoutSample = guarded
        .map(keyOf)
        .filter((key) => !(key in GUEST_ROUTES) && !ADMIN_ROUTES.has(key));
      assert.deepEqual(withoutSample, [], 'add these to the matrix samples');
      const known = new Set(guarded.map(keyOf));
      assert.deepEqual(
        [...Object.keys(GUEST_ROUTES), ...ADMIN_ROUTES.keys()].filter((key) => !known.has(key)),
        [],
        'samples for routes that no longer exist',
      );
      for (const route of guarded) {
        assert.equal(
          staffRolesOf(route.access) !== undefined,
          ADMIN_ROUTES.has(keyOf(route)),
          `${keyOf(route)} is staff-only by its samples`,
        );
      }
    });

    it('answers anonymous callers of every guarded route with 401, HEAD included', async () => {
      let checked = 0;
      for (const route of routes().filter((r) => r.access !== 'public')) {
        const key = keyOf(route);
        const sample = ADMIN_ROUTES.has(key)
          ? await ADMIN_ROUTES.get(key)!(ctx.app)
          : await GUEST_ROUTES[key]!.request(ctx.app, owner);
        expectApiError(await call(route.method, sample), 401);
        if (route.method === 'GET') expect401Head(await call('HEAD', sample));
        checked += 1;
      }
      assert.ok(checked > 50);
    });

    function expect401Head(response: Awaited<ReturnType<typeof call>>) {
      assert.equal(response.statusCode, 401, `HEAD: ${response.statusCode}`);
    }

    it('serves every owner route to its owner alone: another guest and every staff role get 404', async () => {
      const refused: string[] = [];
      for (const route of routes().filter((r) => r.access === 'owner')) {
        const key = keyOf(route);
        const sample = GUEST_ROUTES[key];
        assert.ok(sample, key);
        for (const [caller, account] of [['another guest', other], ...staff] as const) {
          const response = await call(route.method, await sample.request(ctx.app, owner), account);
          assert.equal(
            response.statusCode,
            404,
            `${key} as ${caller}: ${response.statusCode} ${response.body}`,
          );
          expectApiError(response, 404);
          refused.push(`${key} ${caller}`);
        }
        const caller = sample.endsSessions ? await signUp(ctx.app) : owner;
        expectSuccess(
          await call(route.method, await sample.request(ctx.app, caller), caller),
          `${key} as its owner`,
        );
      }
      // The guest-data routes a member of staff once passed, read back from the matrix.
      for (const expected of [
        'GET /api/user/:userId kitchen',
        'PUT /api/user/:userId kitchen',
        'GET /api/reservationHotel/user/:userId kitchen',
        'GET /api/orders/user/:userId kitchen',
        'POST /api/reservationHotel/:id/cancel editor',
        'GET /api/cart/user/:userId front_desk',
        'GET /api/feedback/user/:userId manager',
        'GET /api/reservationRestaurant/user/:userId manager',
      ])
        assert.ok(refused.includes(expected), expected);
    });

    it("lets the owner through on every route that acts on the caller's own account", async () => {
      for (const route of routes().filter((r) => r.access === 'user')) {
        const key = keyOf(route);
        const sample = GUEST_ROUTES[key];
        assert.ok(sample, key);
        const caller = sample.endsSessions ? await signUp(ctx.app) : owner;
        expectSuccess(
          await call(route.method, await sample.request(ctx.app, caller), caller),
          `${key} as its owner`,
        );
      }
    });

    it('keeps every staff route from guests (403) and lets staff use it', async () => {
      // A manager may do everything; staff-access-matrix.test.ts checks every other role.
      for (const route of routes().filter((r) => staffRolesOf(r.access))) {
        const key = keyOf(route);
        const sample = ADMIN_ROUTES.get(key);
        assert.ok(sample, key);
        expectApiError(await call(route.method, await sample(ctx.app), owner), 403);
        expectSuccess(await call(route.method, await sample(ctx.app), admin), `${key} as staff`);
      }
    });
  },
  // Every sample books a stay for the same owner: the fair-use cap would stop them.
  {
    env: {
      MAX_UPCOMING_STAYS: '1000',
      RAZORPAY_KEY_ID: PAYMENT_KEYS.keyId,
      RAZORPAY_KEY_SECRET: PAYMENT_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: PAYMENT_KEYS.webhookSecret,
      get RAZORPAY_API_URL() {
        return paymentStandIn.current?.url;
      },
    },
  },
);

import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { App } from '../../src/app';
import { isAccess, staffRolesOf, type RouteAccess } from '../../src/plugins/app/access';
import { signUp, type SignedInAccount } from '../helpers/guest-accounts';
import { expectApiError } from '../helpers/http';
import { describeEachDatabase } from '../helpers/test-app';
import { adminRouteSamples, guestRecords, tableRequestBody, type Sample } from './fixtures';
import { inDays } from './guest-client';

import { INBOX_ROUTES } from './inbox-samples';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * For each route guarded per guest: a request on the owner's own data, made fresh for every caller (a
 * cancelled stay cannot be cancelled twice), and whether staff may make it too.
 */
export interface GuestRouteSample {
  request(app: App, owner: SignedInAccount): Promise<Sample>;
  staff: 'allowed' | 'forbidden';
  /** Ends the caller's sessions (sign-out): made by an account of its own, not the shared owner. */
  endsSessions?: true;
}

const own =
  (path: (owner: SignedInAccount) => string, payload?: unknown): GuestRouteSample['request'] =>
  async (_app, owner) => ({ url: path(owner), ...(payload === undefined ? {} : { payload }) });

const stay = { guestName: 'Matrix Guest', roomType: 'Heritage Room' };
const GUEST_ROUTES: Record<string, GuestRouteSample> = {
  'GET /api/auth/me': { request: own(() => '/api/auth/me'), staff: 'allowed' },
  // Without Accept: text/event-stream, the one-answer poll (the stream itself is tested in events.test.ts).
  'GET /api/events': { request: own(() => '/api/events'), staff: 'allowed' },
  'POST /api/auth/logout': { request: own(() => '/api/auth/logout'), staff: 'allowed', endsSessions: true },
  'GET /api/auth/verification': { request: own(() => '/api/auth/verification'), staff: 'allowed' },
  'POST /api/auth/verification-mail': {
    request: own(() => '/api/auth/verification-mail', {}),
    staff: 'allowed',
  },
  'GET /api/user/me': { request: own(() => '/api/user/me'), staff: 'allowed' },
  'PUT /api/user/me': { request: own(() => '/api/user/me', { name: 'Matrix Guest' }), staff: 'allowed' },
  'GET /api/user/:userId': { request: own((o) => `/api/user/${o.id}`), staff: 'allowed' },
  'PUT /api/user/:userId': {
    request: own((o) => `/api/user/${o.id}`, { name: 'Matrix Guest' }),
    staff: 'allowed',
  },
  'POST /api/cart/create': {
    request: own(() => '/api/cart/create', { product_id: 2, quantity: 1 }),
    staff: 'allowed',
  },
  'POST /api/cart/merge': {
    request: own(() => '/api/cart/merge', { items: [{ product_id: 3, quantity: 1 }] }),
    staff: 'allowed',
  },
  'GET /api/cart/user/:userId': { request: own((o) => `/api/cart/user/${o.id}`), staff: 'allowed' },
  // The cart is the guest's own to fill: staff may look at it, not replace it.
  'PUT /api/cart/user/:userId': {
    request: own((o) => `/api/cart/user/${o.id}`, { items: [{ product_id: 4, quantity: 2 }] }),
    staff: 'forbidden',
  },
  'PUT /api/cart/:itemId': {
    request: async (app, owner) => ({
      url: `/api/cart/${await guestRecords.cartLine(app, owner)}`,
      payload: { quantity: 3 },
    }),
    staff: 'forbidden',
  },
  'DELETE /api/cart/:itemId': {
    request: async (app, owner) => ({ url: `/api/cart/${await guestRecords.cartLine(app, owner)}` }),
    staff: 'forbidden',
  },
  'POST /api/orders': {
    request: async (app, owner) => {
      await guestRecords.cartLine(app, owner);
      return { url: '/api/orders', payload: {} };
    },
    staff: 'allowed',
  },
  'GET /api/orders/checkout-options': {
    request: own(() => '/api/orders/checkout-options'),
    staff: 'allowed',
  },
  'GET /api/orders/:id/receipt': {
    request: async (app, owner) => ({ url: `/api/orders/${await guestRecords.order(app, owner)}/receipt` }),
    staff: 'allowed',
  },
  // Staff move orders on through the kitchen's status route; cancelling here is the guest's own.
  'POST /api/orders/:id/cancel': {
    request: async (app, owner) => ({ url: `/api/orders/${await guestRecords.order(app, owner)}/cancel` }),
    staff: 'forbidden',
  },
  'GET /api/orders/user/:userId': { request: own((o) => `/api/orders/user/${o.id}`), staff: 'allowed' },
  'GET /api/orders/:id': {
    request: async (app, owner) => ({ url: `/api/orders/${await guestRecords.order(app, owner)}` }),
    staff: 'allowed',
  },
  'POST /api/reservationHotel/create': {
    request: async () => {
      const from = 200 + Math.floor(Math.random() * 100);
      return {
        url: '/api/reservationHotel/create',
        payload: { ...stay, checkInDate: inDays(from), checkOutDate: inDays(from + 1) },
      };
    },
    staff: 'allowed',
  },
  'GET /api/reservationHotel/user/:userId': {
    request: own((o) => `/api/reservationHotel/user/${o.id}`),
    staff: 'allowed',
  },
  'POST /api/reservationHotel/:id/cancel': {
    request: async (app, owner) => ({
      url: `/api/reservationHotel/${await guestRecords.stay(app, owner)}/cancel`,
    }),
    staff: 'allowed',
  },
  'DELETE /api/reservationHotel/:id': {
    request: async (app, owner) => ({ url: `/api/reservationHotel/${await guestRecords.stay(app, owner)}` }),
    staff: 'allowed',
  },
  'POST /api/stays/bookings': {
    request: own(() => '/api/stays/bookings', {
      guest_name: 'Matrix Guest',
      room_type_id: 4,
      check_in: inDays(300),
      check_out: inDays(301),
    }),
    staff: 'allowed',
  },
  'GET /api/stays/bookings': { request: own(() => '/api/stays/bookings'), staff: 'allowed' },
  // A stay booking is its guest's alone: staff get 404 like any other account.
  ...Object.fromEntries(
    (
      [
        ['GET', ''],
        ['GET', '/cancel-preview'],
        ['POST', '/cancel'],
        ['GET', '/calendar.ics'],
        ['GET', '/confirmation.pdf'],
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
        staff: 'forbidden',
      },
    ]),
  ),
  'POST /api/reservationRestaurant/create': {
    request: async (app) => ({
      url: '/api/reservationRestaurant/create',
      payload: await tableRequestBody(app),
    }),
    staff: 'allowed',
  },
  'POST /api/reservationRestaurant/:id/cancel': {
    request: async (app, owner) => ({
      url: `/api/reservationRestaurant/${await guestRecords.tableRequest(app, owner)}/cancel`,
    }),
    staff: 'allowed',
  },
  'GET /api/reservationRestaurant/user/:userId': {
    request: own((o) => `/api/reservationRestaurant/user/${o.id}`),
    staff: 'allowed',
  },
  'GET /api/feedback/user/:userId': { request: own((o) => `/api/feedback/user/${o.id}`), staff: 'allowed' },
  ...INBOX_ROUTES,
};

const keyOf = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;

describeEachDatabase(
  'authorisation matrix generated from the route list',
  (ctx) => {
    let owner: SignedInAccount;
    let other: SignedInAccount;
    let admin: SignedInAccount;
    const ADMIN_ROUTES = adminRouteSamples();
    // HEAD routes mirror their GET route (checked with it below).
    const routes = () =>
      ctx.app.routeAccess.filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD');

    before(async () => {
      [owner, other, admin] = await Promise.all([signUp(ctx.app), signUp(ctx.app), signUp(ctx.app, 'admin')]);
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

    it('lets the owner through on every guest route, refuses other guests on owner routes, and staff where meant', async () => {
      for (const route of routes().filter((r) => r.access === 'user' || r.access === 'owner')) {
        const key = keyOf(route);
        const sample = GUEST_ROUTES[key];
        assert.ok(sample, key);
        if (route.access === 'owner') {
          const response = await call(route.method, await sample.request(ctx.app, owner), other);
          assert.ok(
            [403, 404].includes(response.statusCode),
            `${key} as another guest: ${response.statusCode} ${response.body}`,
          );
          expectApiError(response, response.statusCode);
        }
        const caller = sample.endsSessions ? await signUp(ctx.app) : owner;
        expectSuccess(
          await call(route.method, await sample.request(ctx.app, caller), caller),
          `${key} as its owner`,
        );
        if (route.access === 'owner') {
          const response = await call(route.method, await sample.request(ctx.app, owner), admin);
          if (sample.staff === 'allowed') expectSuccess(response, `${key} as staff`);
          else assert.ok([403, 404].includes(response.statusCode), `${key} as staff: ${response.statusCode}`);
        }
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
  { env: { MAX_UPCOMING_STAYS: '1000' } },
);

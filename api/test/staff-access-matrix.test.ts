import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  moneyFieldRefused,
  pricedDeleteRefused,
  roleMay,
  rolesWith,
  STAFF_ABILITIES,
  STAFF_POLICY,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffAbility,
  type StaffRole,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { ROLE_REFUSED_MESSAGE, staffRolesOf, type RouteAccess } from '../src/plugins/app/access';
import { API_DIR } from '../src/paths';
import { STAFF_ONLY_MESSAGE } from '../src/routes/admin/require-admin';
import { adminRouteSamples, type Sample } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = StaffRole | 'guest' | 'visitor';

const keyOf = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * A 403 that names money alone: the role passed the route, but the price it sent, or the priced record it
 * would delete, is the manager's.
 */
const refusesMoneyOnly = (response: { statusCode: number; body: string }) => {
  if (response.statusCode !== 403) return false;
  const { message, fields = {} } = JSON.parse(response.body) as {
    message: string;
    fields?: Record<string, string>;
  };
  if (message.startsWith(pricedDeleteRefused('').split(':')[0]!.trim())) return true;
  return (
    Object.keys(fields).length === 1 &&
    Object.values(fields)[0] === message &&
    message.startsWith(moneyFieldRefused('').split(':')[0]!.trim())
  );
};

/** The policy table as api/README.md shows it. */
const policyTable = () =>
  [
    `| May | ${STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role]).join(' | ')} |`,
    `| --- |${STAFF_ROLES.map(() => ' :-: |').join('')}`,
    ...(Object.keys(STAFF_ABILITIES) as StaffAbility[]).map(
      (ability) =>
        `| ${STAFF_ABILITIES[ability]} |${STAFF_ROLES.map((role) => (STAFF_POLICY[role].includes(ability) ? ' ✓ |' : '   |')).join('')}`,
    ),
  ].join('\n');

/** A Markdown table's text without the padding a formatter adds to line up its columns. */
const unpadded = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/-+/g, '-'))
        .join('|'),
    )
    .join('\n');

it('shows the policy table in api/README.md as the code has it', () => {
  const readme = readFileSync(path.join(API_DIR, 'README.md'), 'utf8');
  assert.ok(
    unpadded(readme).includes(unpadded(policyTable())),
    `api/README.md should hold this table:\n${policyTable()}`,
  );
});

/**
 * Every staff route × every staff role, a guest and a visitor, generated from the routes as registered: each
 * caller is let through (2xx, on a real sample request) exactly when the route's rule names its role, and
 * refused otherwise. A route under /api/staff without a staff rule, or a staff route without a sample, fails.
 */
describeEachDatabase(
  'staff access matrix generated from the route list',
  (ctx) => {
    const samples = adminRouteSamples();
    const accounts = new Map<Caller, SignedInAccount | undefined>();
    const staffRoutes = () =>
      ctx.app.routeAccess.filter((route) => route.method !== 'HEAD' && staffRolesOf(route.access));

    before(async () => {
      for (const role of STAFF_ROLES) accounts.set(role, await signUp(ctx.app, role));
      accounts.set('guest', await signUp(ctx.app));
      accounts.set('visitor', undefined);
    });

    const call = (method: string, sample: Sample, account?: SignedInAccount) =>
      ctx.app.inject({
        method: method as Method,
        url: sample.url,
        headers: { ...sample.headers, ...(account ? { authorization: account.authorization } : {}) },
        ...(sample.payload === undefined ? {} : { payload: sample.payload as object }),
      });

    it('gives every /api/staff route a staff rule and every staff route a sample', () => {
      const unruled = ctx.app.routeAccess
        .filter((route) => route.url.startsWith('/api/staff') && !staffRolesOf(route.access))
        .map(keyOf);
      assert.deepEqual(unruled, [], '/api/staff routes without a list of staff roles');
      const withoutSample = staffRoutes()
        .map(keyOf)
        .filter((key) => !samples.has(key));
      assert.deepEqual(withoutSample, [], 'add these to adminRouteSamples (test/hardening/fixtures.ts)');
      const abilities = Object.keys(STAFF_ABILITIES) as StaffAbility[];
      const offPolicy = staffRoutes()
        .filter((route) => {
          const roles = staffRolesOf(route.access) ?? [];
          return !abilities.some((ability) => String(rolesWith(ability)) === String(roles));
        })
        .map(keyOf);
      assert.deepEqual(offPolicy, [], 'staff routes whose roles are no ability of the policy table');
      assert.ok(staffRoutes().some((route) => route.url === '/api/staff/orders'));
    });

    it('lets each caller through exactly where the route names its role', async () => {
      const verdicts: string[] = [];
      for (const route of staffRoutes()) {
        const roles = staffRolesOf(route.access) ?? [];
        const key = keyOf(route);
        for (const [caller, account] of accounts) {
          const response = await call(route.method, await samples.get(key)!(ctx.app), account);
          const allowed = (roles as readonly string[]).includes(caller);
          if (allowed && refusesMoneyOnly(response)) {
            // The role passes the route; the sample's price is what is refused (staff-money-fields.test.ts).
            assert.ok(!roleMay(caller, 'money'), `${key} as ${caller}`);
          } else if (allowed) {
            assert.ok(
              response.statusCode >= 200 && response.statusCode < 300,
              `${key} as ${caller}: ${response.statusCode} ${response.body}`,
            );
          } else if (caller === 'visitor') {
            expectApiError(response, 401);
          } else {
            const { message } = expectApiError(response, 403);
            assert.equal(message, caller === 'guest' ? STAFF_ONLY_MESSAGE : ROLE_REFUSED_MESSAGE, key);
          }
          verdicts.push(`${key} ${caller} ${allowed ? 'allowed' : 'refused'}`);
        }
      }
      // The rules the back office relies on, read back from the matrix.
      for (const expected of [
        'GET /api/staff/orders kitchen allowed',
        'GET /api/staff/orders front_desk refused',
        'PUT /api/orders/:id/status kitchen allowed',
        'PUT /api/orders/:id/status editor refused',
        'POST /api/reservationRestaurant/:id/confirm front_desk allowed',
        'POST /api/reservationRestaurant/:id/confirm kitchen refused',
        'GET /api/staff/table-requests kitchen refused',
        'GET /api/staff/today editor allowed',
        'GET /api/staff/today guest refused',
        'GET /api/pages editor allowed',
        'GET /api/pages front_desk refused',
        'GET /api/contact-messages front_desk allowed',
      ])
        assert.ok(verdicts.includes(expected), expected);
      assert.ok(
        verdicts.every((verdict) => !verdict.endsWith('manager refused')),
        'a manager may do everything',
      );
    });
  },
  { env: { MAX_UPCOMING_STAYS: '1000' } },
);

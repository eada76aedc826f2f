import assert from 'node:assert/strict';
import { it } from 'node:test';
import { staffRolesOf } from '../src/plugins/app/access';
import type { App } from '../src/app';
import { describeEachDatabase } from './helpers/test-app';

const documentPaths = async (app: App) => {
  const response = await app.inject('/api/docs/json');
  assert.equal(response.statusCode, 200);
  return Object.keys((response.json() as { paths: Record<string, object> }).paths);
};
/** A route's path as the OpenAPI document writes it: `/api/staff/stays/{reference}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeEachDatabase('the public OpenAPI document', (ctx) => {
  it('lists the public and guest routes and none that only staff may call', async () => {
    const paths = await documentPaths(ctx.app);
    const staffOnly = new Set(
      ctx.app.routeAccess
        .filter((route) => staffRolesOf(route.access))
        .map((route) => openApiPath(route.url)),
    );
    const shared = new Set(
      ctx.app.routeAccess
        .filter((route) => !staffRolesOf(route.access))
        .map((route) => openApiPath(route.url)),
    );
    assert.ok(staffOnly.has('/api/staff/audit') && staffOnly.has('/api/offers'));
    // A path can carry a public method beside a staff one (GET for all, PUT for staff): only then is it listed.
    assert.deepEqual(
      paths.filter((path) => staffOnly.has(path) && !shared.has(path)),
      [],
      'staff-only paths in the public document',
    );
    assert.ok(!paths.some((path) => path.startsWith('/api/staff/')));
    for (const path of [
      '/api/auth/login',
      '/api/auth/address-link',
      '/api/user/{userId}',
      '/api/web/room/get_with_pagination',
    ])
      assert.ok(paths.includes(path), path);
  });
});

describeEachDatabase(
  'the OpenAPI document in development',
  (ctx) => {
    it('lists the staff routes too', async () => {
      const paths = await documentPaths(ctx.app);
      for (const path of [
        '/api/staff/audit',
        '/api/staff/stays/{reference}',
        '/api/offers',
        '/api/food-items/{id}/options',
      ])
        assert.ok(paths.includes(path), path);
    });
  },
  { env: { NODE_ENV: 'development' } },
);

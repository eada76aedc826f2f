import { STAFF_ROLES, type StaffRole } from '@haveli/contracts';
import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-errors';
import { requireAdmin } from '../../routes/admin/require-admin';

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced here:
 * - `public`: anyone, signed in or not;
 * - `user`: any signed-in account, acting on its own data only (the route takes no account or record id);
 * - `owner`: a signed-in account, on a record or account named in the path that must be its own
 *   (the handler checks it with `assertOwner`: any other account, staff included, gets 404);
 * - `admin`: a manager, the staff role with every right (its name from before staff had roles);
 * - a list of staff roles, e.g. `rolesWith('kitchen')` from the policy table (policy.ts): staff with one of them.
 * Roles are read from the database on every request, so a role taken away is gone on the next one.
 */
export const ACCESS_RULES = ['public', 'user', 'owner', 'admin'] as const;
export type Access = (typeof ACCESS_RULES)[number] | readonly StaffRole[];

/** Whether a route's `access` is one the API knows: a rule above, or a non-empty list of staff roles. */
export const isAccess = (access: unknown): access is Access =>
  Array.isArray(access)
    ? access.length > 0 && access.every((role) => (STAFF_ROLES as readonly unknown[]).includes(role))
    : ACCESS_RULES.includes(access as never);

/** The staff roles a staff-only rule lets in; undefined for rules that are not staff-only. */
export function staffRolesOf(access: Access | undefined): readonly StaffRole[] | undefined {
  if (access === 'admin') return ['manager'];
  return Array.isArray(access) ? (access as readonly StaffRole[]) : undefined;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's body schema, if it takes one (the bad-input tests generate wrong bodies from it). */
  body?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route of the API with its access rule, as registered (read by the authorisation tests). */
    routeAccess: RouteAccess[];
  }
}

/** Routes that third-party plugins register (documentation, images): public by nature. */
const THIRD_PARTY_PUBLIC = ['/api/docs', '/api/images/'];

export const ROLE_REFUSED_MESSAGE = 'Your staff role may not do this.';

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(
  async (app) => {
    app.decorate('routeAccess', []);
    const staff = requireAdmin(app);
    const signedIn = (request: FastifyRequest) => app.authenticate(request);
    // A guest is told the page is for staff; a member of staff, that their role does not reach it.
    const staffWith = (roles: readonly StaffRole[]) => async (request: FastifyRequest) => {
      await staff(request);
      const role = request.user?.role as StaffRole;
      if (!roles.includes(role)) throw forbidden(ROLE_REFUSED_MESSAGE);
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const config = (route.config ?? {}) as { access?: Access };
      const access =
        config.access ??
        (THIRD_PARTY_PUBLIC.some((prefix) => route.url.startsWith(prefix)) ? 'public' : undefined);
      const body = route.schema?.body;
      for (const method of asArray(route.method))
        app.routeAccess.push({ method, url: route.url, access, body });
      if (access === 'public' || access === undefined) return;
      if (!isAccess(access)) throw new Error(`${route.url}: unknown access rule ${JSON.stringify(access)}`);
      const roles = staffRolesOf(access);
      const guard = (roles ? staffWith(roles) : signedIn) as onRequestHookHandler;
      route.onRequest = [guard, ...asArray(route.onRequest)];
    });
  },
  { name: 'access' },
);

import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin } from '../../routes/admin/require-admin';

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced here:
 * - `public`: anyone, signed in or not;
 * - `user`: any signed-in account, acting on its own data only (the route takes no account or record id);
 * - `owner`: a signed-in account, on a record or account named in the path that must be its own
 *   (the handler checks it: another guest gets 403 or 404, staff are let through where meant);
 * - `admin`: staff only, the role read from the database.
 */
export const ACCESS_RULES = ['public', 'user', 'owner', 'admin'] as const;
export type Access = (typeof ACCESS_RULES)[number];

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

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(
  async (app) => {
    app.decorate('routeAccess', []);
    const admin = requireAdmin(app);
    const signedIn = (request: FastifyRequest) => app.authenticate(request);

    app.addHook('onRoute', (route: RouteOptions) => {
      const config = (route.config ?? {}) as { access?: Access };
      const access =
        config.access ??
        (THIRD_PARTY_PUBLIC.some((prefix) => route.url.startsWith(prefix)) ? 'public' : undefined);
      const body = route.schema?.body;
      for (const method of asArray(route.method))
        app.routeAccess.push({ method, url: route.url, access, body });
      if (access === 'public' || access === undefined) return;
      const guard = (access === 'admin' ? admin : signedIn) as onRequestHookHandler;
      route.onRequest = [guard, ...asArray(route.onRequest)];
    });
  },
  { name: 'access' },
);

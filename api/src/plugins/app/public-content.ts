import { createHash, randomUUID } from 'node:crypto';
import type { PageCategory, PageQuery } from '@haveli/contracts';
import { createCache } from 'async-cache-dedupe';
import fp from 'fastify-plugin';
import { PGLITE_IN_MEMORY, type DatabaseConfig } from '../../config';
import type { Repositories } from '../../repositories';

/**
 * How long a public read stays in the shared cache when no write empties it first. It also bounds the one
 * case invalidation cannot cover: a read that began before a staff write and stores what the write replaced
 * just after the write emptied the cache.
 */
export const PUBLIC_CONTENT_TTL_SECONDS = 1;
/** Redis keeps each reference's set of keys this long after the last key joined it. */
const REFERENCES_TTL_SECONDS = 60;

type FoodCategoryFilter = Parameters<Repositories['foodItems']['list']>[1];

/**
 * The public content of the site (SPEC §7 `web/...` reads): the same for every visitor, read from the
 * repositories. Each takes one argument, the cache's key. A missing page or post is null (a value the
 * cache keeps), not undefined (which it cannot tell from a miss).
 */
function publicReads(repositories: Repositories) {
  return {
    roomTypes: (query: PageQuery) => repositories.roomTypes.list(query),
    foodItems: ({
      query,
      category,
      veg,
    }: {
      query: PageQuery;
      category: FoodCategoryFilter;
      veg?: boolean;
    }) => repositories.foodItems.list(query, category, veg ?? false),
    foodCategories: (query: PageQuery) => repositories.foodCategories.list(query),
    cuisines: (query: PageQuery) => repositories.cuisines.list(query),
    offers: (query: PageQuery) => repositories.offers.list(query),
    faqs: (query: PageQuery) => repositories.faqs.list(query),
    testimonials: (query: PageQuery) => repositories.testimonials.list(query),
    brands: (query: PageQuery) => repositories.brands.list(query),
    pages: ({ query, category }: { query: PageQuery; category: PageCategory | undefined }) =>
      repositories.pages.list(query, category),
    pagesByCategory: (category: PageCategory) => repositories.pages.listByCategory(category),
    pageBySlug: async (slug: string) => (await repositories.pages.findBySlug(slug)) ?? null,
    blogComments: async ({ slug, query }: { slug: string; query: PageQuery }) =>
      (await repositories.blogComments.listApproved(slug, query)) ?? null,
  };
}

export type PublicContent = ReturnType<typeof publicReads> & {
  /** The prefix of the cache's keys in Redis; undefined without Redis (no cache). */
  namespace: string | undefined;
  /** Empties the shared cache for every API process; call after a write that public content shows. */
  changed(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Public content, through the cache every API process shares when REDIS_URL is set. */
    publicContent: PublicContent;
  }
}

/**
 * The prefix of this site's keys in Redis: one per database (and schema), so that processes on one database
 * share their entries and nothing else does (an in-memory database is its process's own).
 */
export function publicContentNamespace(database: DatabaseConfig): string {
  const id =
    database.kind === 'postgres'
      ? `${database.url}#${database.schema ?? ''}`
      : database.dataDir === PGLITE_IN_MEMORY
        ? randomUUID()
        : database.dataDir;
  return `haveli-public:${createHash('sha256').update(id).digest('base64url').slice(0, 16)}:`;
}

/**
 * With REDIS_URL, public reads go through one cache that every API process shares (async-cache-dedupe on
 * Redis; concurrent identical reads in a process also share one database query). Every entry carries one
 * reference, which `changed()` invalidates for all processes at once. Only these reads are cached: nothing
 * a signed-in request answers, so no entry holds anyone's personal data. Without Redis there is no cache: a
 * cache per process would show an edit through one process late through the others.
 */
export default fp(
  async (app) => {
    const reads = publicReads(app.repositories);
    const { redis } = app;
    if (!redis) {
      app.decorate('publicContent', { ...reads, namespace: undefined, changed: async () => {} });
      return;
    }
    const namespace = publicContentNamespace(app.config.database);
    const reference = `${namespace}content`;
    const cache = createCache({
      // A page or post that does not exist is not kept: its key (the slug) is the visitor's to choose.
      ttl: (result: unknown) => (result === null ? 0 : PUBLIC_CONTENT_TTL_SECONDS),
      storage: {
        type: 'redis',
        // Redis failing is logged here (the storage's own messages) and the read goes to the database.
        options: { client: redis, log: app.log, invalidation: { referencesTTL: REFERENCES_TTL_SECONDS } },
      },
      onError: (error: unknown) => app.log.error({ err: error }, 'public content cache'),
    });
    const cached = Object.fromEntries(
      Object.entries(reads).map(([name, read]) => {
        const defined = cache.define(`${namespace}${name}`, { references: () => [reference] }, read);
        return [name, (defined as unknown as Record<string, typeof read>)[`${namespace}${name}`]];
      }),
    ) as typeof reads;
    app.decorate('publicContent', {
      ...cached,
      namespace,
      // When Redis fails here, the change shows once the entries expire (PUBLIC_CONTENT_TTL_SECONDS).
      changed: () => cache.invalidateAll([reference]),
    });
  },
  { name: 'public-content', dependencies: ['repositories', 'redis'] },
);

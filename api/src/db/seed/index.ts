import { PAGE_CATEGORY_IDS } from '@haveli/contracts';
import { hashPassword } from '../../lib/password';
import type { Db } from '../db';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { loadMigrations, migrate } from '../migrate';
import { blogPosts } from './content/blog';
import { seedBlogComments } from './content/blog-comments';
import { brands } from './content/brands';
import { careers } from './content/careers';
import { cmsPages } from './content/cms-pages';
import { demoGuest } from './content/demo-guest';
import { cuisines, dishFacts, dishOptionGroups, foodCategories, foodItems } from './content/dining';
import { faqs } from './content/faqs';
import { feedback } from './content/feedback';
import { offerConditions, offers } from './content/offers';
import { rewards } from './content/rewards';
import { roomTypes, rooms } from './content/rooms';
import { teamMembers } from './content/team';
import { testimonials } from './content/testimonials';

type Row = Record<string, unknown>;

/**
 * Applies the pending migrations and, when they include the first one (the database is being created),
 * fills the content tables with the hotel's sample content, all in one transaction. Sample content is never
 * added again: a table staff emptied stays empty after a restart.
 */
export async function prepareDatabase(
  db: Db,
  options: { demoGuest: boolean },
  migrations = loadMigrations(),
): Promise<{ applied: string[]; seeded: boolean }> {
  return db.transaction(async (tx) => {
    // migrate() joins this transaction and holds the schema's lock until it ends, seeding included.
    const applied = await migrate(tx, migrations);
    const seeded = applied.length > 0 && applied[0] === migrations[0]?.version;
    if (seeded) {
      const versions = new Set(migrations.map((migration) => migration.version.slice(0, 4)));
      for (const seed of Object.values(seeders)) await seed(tx, versions);
      if (options.demoGuest) await seedDemoGuest(tx);
    }
    return { applied, seeded };
  });
}

/** In dependency order: room types before rooms, food categories before food items. */
/**
 * Each seeder is given the numbers of the migrations the database has: the migration tests seed a database made before the
 * latest ones, so a fact of a later migration's column is seeded only when that migration is there.
 */
const seeders: Record<string, (tx: Db, versions: ReadonlySet<string>) => Promise<void>> = {
  room_types: (tx) => insertRows(tx, 'room_types', roomTypes),
  rooms: async (tx) => {
    const typeIds = await idsBy(tx, 'room_types', 'room_type');
    await insertRows(
      tx,
      'rooms',
      rooms.map(({ room_type, ...room }) => ({ ...room, room_type_id: typeIds.get(room_type) })),
    );
  },
  offers: async (tx, versions) => {
    await insertRows(tx, 'offers', offers);
    if (versions.has('0040'))
      for (const { offer_coupon, advance_days } of offerConditions)
        await tx.query('UPDATE offers SET advance_days = $2 WHERE offer_coupon = $1', [
          offer_coupon,
          advance_days,
        ]);
  },
  cuisines: (tx) => insertRows(tx, 'cuisines', cuisines),
  faqs: (tx) => insertRows(tx, 'faqs', faqs),
  food_categories: (tx) =>
    insertRows(
      tx,
      'food_categories',
      foodCategories.map((name) => ({ name })),
    ),
  food_items: async (tx) => {
    const categoryIds = await idsBy(tx, 'food_categories', 'name');
    await insertRows(
      tx,
      'food_items',
      foodItems.map(({ category, ...item }) => ({
        ...item,
        ...dishFacts[item.menu_title],
        food_cat_id: categoryIds.get(category),
      })),
    );
  },
  food_options: seedDishOptions,
  testimonials: (tx) => insertRows(tx, 'testimonials', testimonials),
  brands: (tx) => insertRows(tx, 'brands', brands),
  pages: (tx) =>
    insertRows(
      tx,
      'pages',
      pageRows().map((page) => ({ ...page, description: sanitizeHtml(String(page.description ?? '')) })),
    ),
  blog_comments: seedBlogComments,
  // Approved already: the public list starts with guests' words (new feedback waits for staff).
  feedback: (tx) =>
    insertRows(
      tx,
      'feedback',
      feedback.map((row) => ({ ...row, status: 'Active' })),
    ),
};

function pageRows(): Row[] {
  return [
    ...blogPosts.map((post) => ({ ...post, category_id: PAGE_CATEGORY_IDS.blog })),
    ...teamMembers.map((member) => ({ ...member, category_id: PAGE_CATEGORY_IDS.team })),
    ...rewards.map((reward) => ({ ...reward, category_id: PAGE_CATEGORY_IDS.rewards })),
    ...careers.map(({ images, ...career }) => ({
      ...career,
      image: images[0] ?? '',
      images,
      category_id: PAGE_CATEGORY_IDS.careers,
    })),
    ...cmsPages.map((page) => ({ ...page, category_id: PAGE_CATEGORY_IDS.cms })),
  ];
}

async function seedDishOptions(tx: Db): Promise<void> {
  const dishIds = await idsBy(tx, 'food_items', 'menu_title');
  for (const [title, groups] of Object.entries(dishOptionGroups)) {
    const foodItemId = dishIds.get(title);
    if (foodItemId === undefined) continue;
    for (const [position, { values, ...group }] of groups.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO food_option_groups (food_item_id, name, min_choices, max_choices, position)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [foodItemId, group.name, group.min_choices, group.max_choices, position],
      );
      await insertRows(
        tx,
        'food_option_values',
        values.map(([name, price], at) => ({ group_id: row?.id, name, price, position: at })),
      );
    }
  }
}

async function seedDemoGuest(tx: Db): Promise<void> {
  const { password, ...profile } = demoGuest;
  await insertRows(tx, 'users', [{ ...profile, password_hash: await hashPassword(password), role: 'user' }]);
}

async function idsBy(tx: Db, table: string, column: string): Promise<Map<unknown, number>> {
  const rows = await tx.query<{ id: number; key: unknown }>(`SELECT id, ${column} AS key FROM ${table}`);
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** One multi-row INSERT; a column that a row leaves out takes its default. */
async function insertRows(tx: Db, table: string, rows: readonly Row[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const values = columns.map((column) => {
      if (!(column in row)) return 'DEFAULT';
      params.push(row[column]);
      return `$${params.length}`;
    });
    return `(${values.join(', ')})`;
  });
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}

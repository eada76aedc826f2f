import {
  ADMIN_SORTS,
  PAGE_CATEGORY_IDS,
  type AdminContentListQuery,
  type PageCategory,
  type PageQuery,
  type Paged,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { sanitizeHtml } from '../lib/sanitize-html';
import { isoTimestamp, pagedQuery } from './paging';

type Row = Record<string, unknown>;

/** How one API field is stored: its column, and how its value is prepared for it. */
interface ColumnWrite {
  column: string;
  /** The request's field this column is written from, when not the field of the same key. */
  from?: string;
  /** The value, when it follows from several of the request's fields. */
  fromBody?: (body: Row) => unknown;
  toDb?: (value: unknown) => unknown;
}

/**
 * A table staff edit through the generic entity calls. Table and column names come from this file only,
 * never from a request; values always travel as parameters.
 */
interface EditableTable {
  table: string;
  /** The record as the API returns it, selected FROM `from`; `$1` in `where` is the id. */
  select: string;
  from: string;
  idColumn: string;
  orderBy: string;
  /** The text columns `?q=` looks in. */
  search: readonly string[];
  /** The column whose records are ordered among themselves (pages: within their category). */
  orderWithin?: string;
  fields: Record<string, ColumnWrite>;
}

const sameName = (...names: string[]): Record<string, ColumnWrite> =>
  Object.fromEntries(names.map((name) => [name, { column: name }]));

/** Rich text is stored only after the allow-list has cleaned it. */
const richText: ColumnWrite['toDb'] = (value) => sanitizeHtml(String(value ?? ''));

const TABLES = {
  pages: {
    table: 'pages',
    select: `p.id, c.slug AS category, p.slug, p.title, p.subtitle, p.short_desc, p.description, p.image,
      p.images, p.designation, p.email, p.discount, ${isoTimestamp('p.created_at')} AS created_at, p.position`,
    from: 'pages p JOIN page_categories c ON c.id = p.category_id',
    idColumn: 'p.id',
    orderBy: 'p.id',
    search: ['p.title', 'p.slug', 'p.short_desc'],
    orderWithin: 'category_id',
    fields: {
      category: { column: 'category_id', toDb: (value) => PAGE_CATEGORY_IDS[value as PageCategory] },
      description: { column: 'description', toDb: richText },
      ...sameName('slug', 'title', 'subtitle', 'short_desc', 'image', 'images', 'designation', 'email'),
      discount: { column: 'discount' },
    },
  },
  offers: {
    table: 'offers',
    select:
      'id, offer_title, offer_coupon, offer_type, offer_value, short_desc, image, min_nights, active, position',
    from: 'offers',
    idColumn: 'id',
    orderBy: 'id',
    search: ['offer_title', 'offer_coupon'],
    fields: sameName(
      'offer_title',
      'offer_coupon',
      'offer_type',
      'offer_value',
      'short_desc',
      'image',
      'min_nights',
      'active',
    ),
  },
  cuisines: {
    table: 'cuisines',
    select: 'id, name, title, icon, position',
    from: 'cuisines',
    idColumn: 'id',
    orderBy: 'id',
    search: ['name', 'title'],
    fields: sameName('name', 'title', 'icon'),
  },
  faqs: {
    table: 'faqs',
    select: 'id, question, answer, position',
    from: 'faqs',
    idColumn: 'id',
    orderBy: 'id',
    search: ['question', 'answer'],
    fields: sameName('question', 'answer'),
  },
  testimonials: {
    table: 'testimonials',
    select: 'id, testimonial, profile_images AS "profileImages", title, designation, stars, position',
    from: 'testimonials',
    idColumn: 'id',
    orderBy: 'id',
    search: ['title', 'testimonial'],
    fields: {
      ...sameName('testimonial', 'title', 'designation', 'stars'),
      profileImages: { column: 'profile_images' },
    },
  },
  brands: {
    table: 'brands',
    select: 'id, name, logo, position',
    from: 'brands',
    idColumn: 'id',
    orderBy: 'id',
    search: ['name'],
    fields: sameName('name', 'logo'),
  },
  'room-types': {
    table: 'room_types',
    select:
      'id, room_type, title, short_desc, description, image, room_base_price, max_guests, size_sqft, position',
    from: 'room_types',
    idColumn: 'id',
    orderBy: 'id',
    search: ['room_type', 'title'],
    fields: {
      ...sameName('room_type', 'title', 'short_desc', 'image', 'room_base_price', 'max_guests', 'size_sqft'),
      description: { column: 'description', toDb: richText },
    },
  },
  'food-items': {
    table: 'food_items',
    select:
      'id, food_cat_id, menu_title, food_item, image, price, is_vegetarian, diet, spice_level, allergens',
    from: 'food_items',
    idColumn: 'id',
    orderBy: 'id',
    search: ['menu_title', 'food_item'],
    fields: {
      ...sameName('food_cat_id', 'menu_title', 'food_item', 'image', 'price', 'spice_level', 'allergens'),
      // The mark is `diet`; a caller that sends only `is_vegetarian` (before the marks) gets veg or non-veg
      // from it, and the menu's veg-only filter and `is_vegetarian` always agree with the mark.
      diet: {
        column: 'diet',
        fromBody: (body) =>
          body.diet ??
          (body.is_vegetarian === undefined ? undefined : body.is_vegetarian === false ? 'non-veg' : 'veg'),
      },
      is_vegetarian: {
        column: 'is_vegetarian',
        fromBody: (body) => (body.diet === undefined ? body.is_vegetarian : body.diet === 'veg'),
      },
    },
  },
  'menu-categories': {
    table: 'food_categories',
    select: 'id, name, position',
    from: 'food_categories',
    idColumn: 'id',
    orderBy: 'id',
    search: ['name'],
    fields: sameName('name'),
  },
} as const satisfies Record<string, EditableTable>;

export type EditableEntity = keyof typeof TABLES;
export const EDITABLE_ENTITIES = Object.keys(TABLES) as EditableEntity[];

/** The columns and parameters of the fields a body sends; fields it leaves out are not touched. */
function columnsOf(definition: EditableTable, body: Row): { columns: string[]; values: unknown[] } {
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [field, write] of Object.entries<ColumnWrite>(definition.fields)) {
    const value = write.fromBody ? write.fromBody(body) : body[write.from ?? field];
    if (value === undefined) continue;
    columns.push(write.column);
    values.push(write.toDb ? write.toDb(value) : value);
  }
  return { columns, values };
}

/**
 * ORDER BY of a list: the sort field is one of the entity's own names (the contract's allow-list, checked again
 * here), as the record's output column, then the id so that equal values keep a stable order across pages.
 */
function orderOf(entity: EditableEntity, sort: string | undefined): string {
  const definition: EditableTable = TABLES[entity];
  const field = sort?.replace(/^-/, '');
  if (!field || !(ADMIN_SORTS[entity] as readonly string[]).includes(field)) return definition.orderBy;
  const direction = sort?.startsWith('-') ? 'DESC' : 'ASC';
  return `"${field}" ${direction}, ${definition.idColumn}`;
}

export function adminRepository(db: Db) {
  const findIn = async (tx: Db, definition: EditableTable, id: number): Promise<Row | undefined> => {
    const [row] = await tx.query<Row>(
      `SELECT ${definition.select} FROM ${definition.from} WHERE ${definition.idColumn} = $1`,
      [id],
    );
    return row;
  };

  return {
    /**
     * A page of records, by id unless `sort` names one of the entity's sortable fields (`-` first for
     * descending, then by id); `q` keeps those whose names or titles contain it, whatever the case.
     */
    list(entity: EditableEntity, query: PageQuery & AdminContentListQuery): Promise<Paged<Row>> {
      const definition: EditableTable = TABLES[entity];
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (query.q) {
        params.push(`%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
        conditions.push(
          `(${definition.search.map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`,
        );
      }
      if (entity === 'pages' && query.category) {
        params.push(query.category);
        conditions.push(`c.slug = $${params.length}`);
      }
      const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
      return pagedQuery<Row>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM ${definition.from}${where}`,
          rows: `SELECT ${definition.select} FROM ${definition.from}${where} ORDER BY ${orderOf(entity, query.sort)}`,
          params,
        },
        query,
      );
    },

    /** One record as the list shows it; undefined when there is none. */
    find(entity: EditableEntity, id: number): Promise<Row | undefined> {
      return findIn(db, TABLES[entity], id);
    },

    /** Inserts and reads the record back in one transaction. */
    create(entity: EditableEntity, body: Row): Promise<Row> {
      const definition: EditableTable = TABLES[entity];
      const { columns, values } = columnsOf(definition, body);
      return db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO ${definition.table} (${columns.join(', ')})
           VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
          values,
        );
        const record = created && (await findIn(tx, definition, created.id));
        if (!record) throw new Error(`The new ${entity} record was not saved`);
        return record;
      });
    },

    /** Changes only the fields sent; undefined when there is no such record. */
    update(entity: EditableEntity, id: number, body: Row): Promise<Row | undefined> {
      const definition: EditableTable = TABLES[entity];
      const { columns, values } = columnsOf(definition, body);
      return db.transaction(async (tx) => {
        const assignments = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
        const updated = await tx.query(
          `UPDATE ${definition.table} SET ${assignments} WHERE id = $1 RETURNING id`,
          [id, ...values],
        );
        return updated.length > 0 ? findIn(tx, definition, id) : undefined;
      });
    },

    /**
     * Swaps the record with its neighbour above or below in the public order; 'edge' when it is already
     * first or last, undefined when there is no such record. Moves are one at a time (the table is locked),
     * and the positions are renumbered 1…n first so that equal ones cannot stall a move.
     */
    move(
      entity: EditableEntity,
      id: number,
      direction: 'up' | 'down',
    ): Promise<'moved' | 'edge' | undefined> {
      const { table, orderWithin }: EditableTable = TABLES[entity];
      const within = orderWithin ? `PARTITION BY ${orderWithin} ` : '';
      const sameGroup = orderWithin
        ? ` AND ${orderWithin} = (SELECT ${orderWithin} FROM ${table} WHERE id = $2)`
        : ' AND $2::int IS NOT NULL';
      return db.transaction(async (tx) => {
        await tx.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
        await tx.query(
          `UPDATE ${table} t SET position = r.n
           FROM (SELECT id, row_number() OVER (${within}ORDER BY position, id)::int AS n FROM ${table}) r
           WHERE t.id = r.id AND t.position IS DISTINCT FROM r.n`,
        );
        const [row] = await tx.query<{ position: number }>(`SELECT position FROM ${table} WHERE id = $1`, [
          id,
        ]);
        if (!row) return undefined;
        const other = direction === 'up' ? row.position - 1 : row.position + 1;
        const [neighbour] = await tx.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE position = $1${sameGroup}`,
          [other, id],
        );
        if (!neighbour) return 'edge';
        await tx.query(`UPDATE ${table} SET position = $2 WHERE id = $1`, [neighbour.id, row.position]);
        await tx.query(`UPDATE ${table} SET position = $2 WHERE id = $1`, [id, other]);
        return 'moved';
      });
    },

    async delete(entity: EditableEntity, id: number): Promise<boolean> {
      const definition: EditableTable = TABLES[entity];
      const deleted = await db.query(`DELETE FROM ${definition.table} WHERE id = $1 RETURNING id`, [id]);
      return deleted.length > 0;
    },
  };
}

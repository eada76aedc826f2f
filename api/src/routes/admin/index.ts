import {
  ADMIN_CONTRACTS,
  ADMIN_EMPTY_UPDATE_MESSAGE,
  ADMIN_ENTITIES,
  ADMIN_ORDERED_ENTITIES,
  ADMIN_STATUS_FILTERS,
  type AdminContentListQuery,
  adminContentListQuerySchema,
  adminDeletedSchema,
  type AdminEntity,
  adminMoveSchema,
  apiErrorSchema,
  type CommentStatus,
  type FeedbackStatus,
  MONEY_FIELD_DEFAULTS,
  MONEY_FIELDS,
  moneyFieldRefused,
  pricedDeleteRefused,
  roleMayCreateOrDelete,
  type Paged,
  pagedSchema,
  type PageQuery,
  pageQuerySchema,
  roleMay,
  rolesWith,
  type StaffRole,
} from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseError, PG_UNIQUE_VIOLATION, type Db } from '../../db/db';
import { audit } from '../../lib/audit';
import { badRequest, FieldError, HttpError, notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import { createRepositories, type Repositories } from '../../repositories';
import { EDITABLE_ENTITIES, type EditableEntity } from '../../repositories/admin-repository';
import { RESUME_CONTENT_TYPES } from '../career-application/resume-type';
import { dishOptionRoutes } from './dish-options';

type Row = Record<string, unknown>;

/** Content and its moderation are the editors'; the front desk reads the hotel's post (policy.ts). */
const CONTENT_ROLES = rolesWith('content');
const ENTITY_ROLES: Partial<Record<AdminEntity, readonly StaffRole[]>> = {
  'contact-messages': rolesWith('front-desk'),
  'career-applications': rolesWith('front-desk'),
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number of at least 1.' })
    .int('id must be a whole number of at least 1.')
    .min(1, 'id must be a whole number of at least 1.')
    .max(2_147_483_647, 'id must be a whole number of at least 1.'),
});

/** Each entity's name in messages. */
const RECORD_NAMES: Record<AdminEntity, string> = {
  pages: 'Page',
  offers: 'Offer',
  cuisines: 'Cuisine',
  faqs: 'FAQ',
  testimonials: 'Testimonial',
  brands: 'Brand',
  'room-types': 'Room type',
  'food-items': 'Food item',
  'menu-categories': 'Menu category',
  'blog-comments': 'Comment',
  'contact-messages': 'Message',
  'career-applications': 'Application',
  feedback: 'Feedback',
};

/** Unique indexes whose clash a member of staff can fix, in their words. */
const DUPLICATE_MESSAGES: Record<string, string> = {
  pages_slug_key: 'A page with this slug already exists.',
  offers_coupon_key: 'An offer with this coupon already exists.',
  room_types_room_type_key: 'This room type already exists.',
  food_categories_name_key: 'A menu category with this name already exists.',
};

/** The tables of the entities staff only moderate (their status), for the audit log's before. */
const MODERATED_TABLES: Partial<Record<AdminEntity, string>> = {
  'blog-comments': 'blog_comments',
  feedback: 'feedback',
};

/** The fields a change sent, as `record` holds them (the stored value, e.g. sanitised HTML, where it has one). */
const fieldsOf = (record: Row | undefined, body: Row): Row | null =>
  record
    ? Object.fromEntries(
        Object.keys(body)
          .filter((key) => body[key] !== undefined)
          .map((key) => [key, key in record ? record[key] : body[key]]),
      )
    : null;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Refuses (403, naming the field) a change to a money field by a caller whose role may not change money
 * (policy.ts): on a record that exists, a field sent with its current value is no change; on a new record,
 * a money field must be left out or at its default.
 */
function refuseMoneyChanges(request: FastifyRequest, entity: AdminEntity, body: Row, current?: Row): void {
  if (roleMay(request.user?.role, 'money')) return;
  for (const field of MONEY_FIELDS[entity] ?? []) {
    if (body[field] === undefined) continue;
    const allowed = current ? current[field] : MONEY_FIELD_DEFAULTS[field];
    if (!sameValue(body[field], allowed)) throw new FieldError(403, { [field]: moneyFieldRefused(field) });
  }
}

const isEditable = (entity: AdminEntity): entity is EditableEntity =>
  (EDITABLE_ENTITIES as readonly string[]).includes(entity);

/** Database refusals caused by the request become 4xx answers a member of staff can act on. */
async function asClientErrors<T>(operation: 'write' | 'delete', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseError(error, PG_UNIQUE_VIOLATION)) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      throw new HttpError(
        409,
        DUPLICATE_MESSAGES[constraint] ?? 'A record with these values already exists.',
      );
    }
    if (isDatabaseError(error, PG_FOREIGN_KEY_VIOLATION)) {
      throw operation === 'delete'
        ? new HttpError(409, 'This record is in use and cannot be deleted.')
        : badRequest('A record this one refers to does not exist.');
    }
    if (isDatabaseError(error, PG_CHECK_VIOLATION)) throw badRequest('A value is outside the allowed range.');
    throw error;
  }
}

/**
 * SPEC §7 generic entity calls for staff: GET {entity}, POST {entity}, PUT {entity}/{id} and
 * DELETE {entity}/delete/{id}, for the entities of ADMIN_CONTRACTS only; any other name is a 404.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repositories = app.repositories;

  // A staff write may change what public reads show: the shared cache of them is emptied for every API
  // process before the answer leaves, so a read sent after it sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) await app.publicContent.changed();
    return payload;
  });

  const listOf = (
    entity: AdminEntity,
    query: PageQuery & AdminContentListQuery & { status?: string },
  ): Promise<Paged<Row>> => {
    if (isEditable(entity)) return repositories.admin.list(entity, query);
    if (entity === 'blog-comments') {
      return repositories.blogComments.listAll(query, query.status as CommentStatus | undefined) as Promise<
        Paged<Row>
      >;
    }
    if (entity === 'feedback') {
      return repositories.feedback.listForStaff(query, query.status as FeedbackStatus | undefined) as Promise<
        Paged<Row>
      >;
    }
    if (entity === 'contact-messages') return repositories.contactMessages.list(query) as Promise<Paged<Row>>;
    return repositories.careerApplications.list(query) as Promise<Paged<Row>>;
  };

  /**
   * Runs a staff write on repositories bound to one transaction and records it in the audit log in that same
   * transaction, when `recorded` says it happened: with the record's fields as they were before (`before`, read
   * first in the transaction) and after.
   */
  const audited = <T>(
    request: FastifyRequest,
    action: 'admin.create' | 'admin.update' | 'admin.delete' | 'admin.move',
    entity: AdminEntity,
    work: (repos: Repositories, before: Row | undefined) => Promise<T>,
    recorded: (
      result: T,
      before: Row | undefined,
    ) => { id: number; before?: Row | null; after: Row | null } | undefined,
    before?: (tx: Db, repos: Repositories) => Promise<Row | undefined>,
  ) =>
    app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const earlier = await before?.(tx, repos);
      const result = await work(repos, earlier);
      const entry = recorded(result, earlier);
      if (entry) await audit(tx, signedInUserId(request), { action, entity, before: null, ...entry });
      return result;
    });

  /** A record as it is now, for the audit log: the list's fields, or the status a moderated one has. */
  const recordOf = async (entity: AdminEntity, id: number, tx: Db, repos: Repositories) => {
    if (isEditable(entity)) return repos.admin.find(entity, id);
    const table = MODERATED_TABLES[entity];
    if (!table) return undefined;
    const [row] = await tx.query<Row>(`SELECT status FROM ${table} WHERE id = $1`, [id]);
    return row;
  };

  const updateOf = async (
    entity: AdminEntity,
    id: number,
    body: Row,
    repositories: Repositories = app.repositories,
  ): Promise<Row | undefined> => {
    if (isEditable(entity)) return repositories.admin.update(entity, id, body);
    if (entity === 'blog-comments') {
      return (await repositories.blogComments.setStatus(id, body.status as CommentStatus)) as Row | undefined;
    }
    if (entity === 'feedback') {
      return (await repositories.feedback.setStatus(id, body.status as FeedbackStatus)) as Row | undefined;
    }
    throw new Error(`${entity} cannot be updated`);
  };

  const deleteOf = (
    entity: AdminEntity,
    id: number,
    repositories: Repositories = app.repositories,
  ): Promise<boolean> => {
    if (isEditable(entity)) return repositories.admin.delete(entity, id);
    if (entity === 'blog-comments') return repositories.blogComments.delete(id);
    if (entity === 'feedback') return repositories.feedback.delete(id);
    throw new Error(`${entity} cannot be deleted`);
  };

  for (const entity of ADMIN_ENTITIES) {
    const contract: {
      record: z.ZodObject;
      create?: z.ZodType;
      update?: z.ZodType;
      delete: boolean;
    } = ADMIN_CONTRACTS[entity];
    const name = RECORD_NAMES[entity];
    const config = { access: ENTITY_ROLES[entity] ?? CONTENT_ROLES };
    const common = {
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
    };
    const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
    const statuses: readonly [string, ...string[]] | undefined = (
      ADMIN_STATUS_FILTERS as Partial<Record<AdminEntity, readonly [string, ...string[]]>>
    )[entity];
    const listQuery = isEditable(entity)
      ? adminContentListQuerySchema(entity)
      : statuses
        ? pageQuerySchema.extend({
            status: z.enum(statuses, { error: `Status must be one of ${statuses.join(', ')}.` }).optional(),
          })
        : pageQuerySchema;

    app.get(
      `/${entity}`,
      {
        config,
        schema: {
          ...common,
          summary: isEditable(entity)
            ? `${name} records, a page at a time, searched (q) and sorted (sort) (staff only)`
            : statuses
              ? `${name} records, a page at a time, optionally of one status (staff only)`
              : `${name} records, a page at a time (staff only)`,
          querystring: listQuery,
          response: { 200: pagedSchema(contract.record), 400: apiErrorSchema, ...denied },
        },
      },
      (request) => listOf(entity, request.query),
    );

    if (isEditable(entity)) {
      app.get(
        `/${entity}/:id`,
        {
          config,
          schema: {
            ...common,
            summary: `One ${name.toLowerCase()}, as staff edit it (staff only)`,
            params: idParams,
            response: { 200: contract.record, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
          },
        },
        async (request) => {
          const record = await repositories.admin.find(entity, request.params.id);
          if (!record) throw notFound(`${name} not found.`);
          return record;
        },
      );
    }

    const create = contract.create;
    if (create && isEditable(entity)) {
      app.post(
        `/${entity}`,
        {
          config,
          schema: {
            ...common,
            summary: `Create a ${name.toLowerCase()} (staff only)`,
            body: create,
            response: { 201: contract.record, 400: apiErrorSchema, 409: apiErrorSchema, ...denied },
          },
        },
        async (request, reply) => {
          const record = await asClientErrors('write', () =>
            audited(
              request,
              'admin.create',
              entity,
              (repos) => {
                refuseMoneyChanges(request, entity, request.body as Row);
                return repos.admin.create(entity, request.body as Row);
              },
              (created) => ({ id: Number(created.id), after: created }),
            ),
          );
          return reply.code(201).send(record);
        },
      );
    }

    if (contract.update) {
      app.put(
        `/${entity}/:id`,
        {
          config,
          schema: {
            ...common,
            summary: `Change a ${name.toLowerCase()}: only the fields sent (staff only)`,
            params: idParams,
            body: contract.update,
            response: {
              200: contract.record,
              400: apiErrorSchema,
              404: apiErrorSchema,
              409: apiErrorSchema,
              ...denied,
            },
          },
        },
        async (request) => {
          const body = request.body as Row;
          if (!Object.values(body).some((value) => value !== undefined)) {
            throw badRequest(ADMIN_EMPTY_UPDATE_MESSAGE);
          }
          const { id } = request.params;
          const record = await asClientErrors('write', () =>
            audited(
              request,
              'admin.update',
              entity,
              (repos, current) => {
                if (current) refuseMoneyChanges(request, entity, body, current);
                return updateOf(entity, id, body, repos);
              },
              (updated, earlier) =>
                updated ? { id, before: fieldsOf(earlier, body), after: fieldsOf(updated, body) } : undefined,
              (tx, repos) => recordOf(entity, id, tx, repos),
            ),
          );
          if (!record) throw notFound(`${name} not found.`);
          return record;
        },
      );
    }

    if ((ADMIN_ORDERED_ENTITIES as readonly AdminEntity[]).includes(entity) && isEditable(entity)) {
      app.post(
        `/${entity}/:id/move`,
        {
          config,
          schema: {
            ...common,
            summary: `Move a ${name.toLowerCase()} up or down the public list's order (staff only)`,
            params: idParams,
            body: adminMoveSchema,
            response: {
              200: contract.record,
              400: apiErrorSchema,
              404: apiErrorSchema,
              409: apiErrorSchema,
              ...denied,
            },
          },
        },
        async (request) => {
          const { id } = request.params;
          const { direction } = request.body;
          const moved = await audited(
            request,
            'admin.move',
            entity,
            (repos) => repos.admin.move(entity, id, direction),
            (outcome) => (outcome === 'moved' ? { id, after: { direction } } : undefined),
          );
          if (!moved) throw notFound(`${name} not found.`);
          if (moved === 'edge')
            throw new HttpError(
              409,
              `${name} is already ${direction === 'up' ? 'first' : 'last'} in the list.`,
            );
          const record = await repositories.admin.find(entity, id);
          if (!record) throw notFound(`${name} not found.`);
          return record;
        },
      );
    }

    if (contract.delete) {
      app.delete(
        `/${entity}/delete/:id`,
        {
          config,
          schema: {
            ...common,
            summary: `Delete a ${name.toLowerCase()} (staff only)`,
            params: idParams,
            response: {
              200: adminDeletedSchema,
              400: apiErrorSchema,
              404: apiErrorSchema,
              409: apiErrorSchema,
              ...denied,
            },
          },
        },
        async (request) => {
          const { id } = request.params;
          if (!roleMayCreateOrDelete(request.user?.role, entity)) {
            throw new HttpError(403, pricedDeleteRefused(name.toLowerCase()));
          }
          const deleted = await asClientErrors('delete', () =>
            audited(
              request,
              'admin.delete',
              entity,
              (repos) => deleteOf(entity, id, repos),
              (done, earlier) => (done ? { id, before: earlier ?? null, after: null } : undefined),
              (tx, repos) => recordOf(entity, id, tx, repos),
            ),
          );
          if (!deleted) throw notFound(`${name} not found.`);
          return { message: `${name} deleted.`, id };
        },
      );
    }
  }

  await app.register(dishOptionRoutes(CONTENT_ROLES));

  app.get(
    '/career-applications/:id/resume',
    {
      config: { access: ENTITY_ROLES['career-applications'] },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Download the resume of an application (staff only)',
        params: idParams,
        response: {
          200: z.any().describe('The resume file, as uploaded'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const resume = await repositories.careerApplications.findResume(request.params.id);
      if (!resume) throw notFound('Application not found.');
      const file = await app.files.open(resume.resume_file);
      if (!file) throw notFound('The resume of this application is missing.');
      const download = `application-${request.params.id}.${resume.resume_type}`;
      return reply
        .header('content-type', RESUME_CONTENT_TYPES[resume.resume_type])
        .header('content-disposition', `attachment; filename="${download}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};

export default adminRoutes;

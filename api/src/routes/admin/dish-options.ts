import {
  adminDishOptionsResponseSchema,
  adminDishOptionsSchema,
  apiErrorSchema,
  type StaffRole,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import { dishOptionsAdminRepository } from '../../repositories/dish-options-admin-repository';

const params = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number of at least 1.' })
    .int('id must be a whole number of at least 1.')
    .min(1, 'id must be a whole number of at least 1.')
    .max(2_147_483_647, 'id must be a whole number of at least 1.'),
});
const DISH_NOT_FOUND = 'Food item not found.';

/** A dish's option groups (sizes, spice, add-ons) as staff edit them: read, and written all at once. */
export function dishOptionRoutes(access: readonly StaffRole[]): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { tags: ['admin'], security: [{ bearerAuth: [] }], params };
    const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

    app.get(
      '/food-items/:id/options',
      {
        config: { access },
        schema: {
          ...common,
          summary: 'A dish’s option groups with their values, in the menu’s order (staff only)',
          response: {
            200: adminDishOptionsResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            ...denied,
          },
        },
      },
      async (request) => {
        const groups = await dishOptionsAdminRepository(app.db).read(request.params.id);
        if (!groups) throw notFound(DISH_NOT_FOUND);
        return { groups };
      },
    );

    app.put(
      '/food-items/:id/options',
      {
        config: { access },
        schema: {
          ...common,
          summary:
            'Set a dish’s option groups: those sent with an id change in place, new ones are added, the rest removed (staff only)',
          body: adminDishOptionsSchema,
          response: {
            200: adminDishOptionsResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            ...denied,
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const groups = await app.db.transaction(async (tx) => {
          const written = await dishOptionsAdminRepository(tx).replace(id, request.body);
          if (written)
            await audit(tx, signedInUserId(request), {
              action: 'admin.update',
              entity: 'food-items',
              id,
              before: null,
              after: {
                options: written.map(
                  (group) => `${group.name}: ${group.values.map((value) => value.name).join(', ')}`,
                ),
              },
            });
          return written;
        });
        if (!groups) throw notFound(DISH_NOT_FOUND);
        return { groups };
      },
    );
  };
}

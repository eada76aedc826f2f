import {
  type AdminDishOptions,
  type AdminDishOptionsResponse,
  adminDishOptionsResponseSchema,
  adminDishOptionsSchema,
  apiErrorSchema,
  moneyFieldRefused,
  roleMay,
  type StaffRole,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { FieldError, notFound } from '../../lib/http-errors';
import { signedInUser, signedInUserId } from '../../plugins/app/auth';
import { dishOptionsAdminRepository } from '../../repositories/dish-options-admin-repository';

const params = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number of at least 1.' })
    .int('id must be a whole number of at least 1.')
    .min(1, 'id must be a whole number of at least 1.')
    .max(2_147_483_647, 'id must be a whole number of at least 1.'),
});
const DISH_NOT_FOUND = 'Food item not found.';

/**
 * An option's price is money (policy.ts): without `money`, an option kept by its id keeps its price and an
 * option added costs nothing extra; names, groups and choices stay free to change. 403 naming the field.
 */
function refuseOptionPriceChanges(sent: AdminDishOptions, current: AdminDishOptionsResponse['groups']): void {
  const prices = new Map(current.flatMap((group) => group.values.map((value) => [value.id, value.price])));
  sent.groups.forEach((group, g) =>
    group.values.forEach((value, v) => {
      const allowed = (value.id === undefined ? undefined : prices.get(value.id)) ?? 0;
      if (value.price !== allowed) {
        throw new FieldError(403, {
          [`groups.${g}.values.${v}.price`]: moneyFieldRefused('an option price'),
        });
      }
    }),
  );
}

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
          const dishOptions = dishOptionsAdminRepository(tx);
          if (!roleMay(signedInUser(request).role, 'money')) {
            const current = await dishOptions.read(id);
            if (current) refuseOptionPriceChanges(request.body, current);
          }
          const written = await dishOptions.replace(id, request.body);
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

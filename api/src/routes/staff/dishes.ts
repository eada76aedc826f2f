import {
  apiErrorSchema,
  rolesWith,
  staffDishesResponseSchema,
  staffDishParamsSchema,
  staffDishSchema,
  staffSoldOutRequestSchema,
  type StaffDish,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';
import { SOLD_OUT_TODAY } from '../../repositories/dish-options';
import { HOTEL_DAY_SQL } from '../../repositories/paging';

const KITCHEN = rolesWith('kitchen');
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const DISH_COLUMNS = `f.id, f.menu_title AS name, c.name AS category, ${SOLD_OUT_TODAY} AS sold_out`;

/**
 * The kitchen's "86": a dish it has run out of is sold out for the rest of the hotel's day. The menu shows it
 * as sold out at once (the public cache is emptied), orders of it are refused, and it is on sale again the
 * next morning by itself.
 */
const staffDishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dishes',
    {
      config: { access: KITCHEN },
      schema: {
        tags: ['staff'],
        summary: 'The menu’s dishes by category, each on sale or sold out today',
        security,
        response: { 200: staffDishesResponseSchema, ...denied },
      },
    },
    async () => ({
      dishes: await app.db.query<StaffDish>(
        `SELECT ${DISH_COLUMNS} FROM food_items f JOIN food_categories c ON c.id = f.food_cat_id
         ORDER BY c.name, f.menu_title, f.id`,
      ),
    }),
  );

  app.put(
    '/dishes/:id/sold-out',
    {
      config: { access: KITCHEN },
      schema: {
        tags: ['staff'],
        summary:
          'Marks a dish sold out for the rest of the hotel’s day (no new orders of it), or back on sale; audited',
        security,
        params: staffDishParamsSchema,
        body: staffSoldOutRequestSchema,
        response: { 200: staffDishSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const { id } = request.params;
      const soldOut = request.body.sold_out;
      const dish = await app.db.transaction(async (tx) => {
        const [before] = await tx.query<{ sold_out: boolean }>(
          `SELECT ${SOLD_OUT_TODAY} AS sold_out FROM food_items f WHERE f.id = $1 FOR UPDATE`,
          [id],
        );
        if (!before) return undefined;
        await tx.query(
          `UPDATE food_items SET sold_out_on = CASE WHEN $2 THEN ${HOTEL_DAY_SQL} END
           WHERE id = $1`,
          [id, soldOut],
        );
        if (before.sold_out !== soldOut)
          await audit(tx, signedInUserId(request), {
            action: soldOut ? 'dish.sold_out' : 'dish.back_on_sale',
            entity: 'dish',
            id,
            before: { sold_out: before.sold_out },
            after: { sold_out: soldOut },
          });
        const [after] = await tx.query<StaffDish>(
          `SELECT ${DISH_COLUMNS} FROM food_items f JOIN food_categories c ON c.id = f.food_cat_id
           WHERE f.id = $1`,
          [id],
        );
        return after;
      });
      if (!dish) throw notFound('Dish not found.');
      await app.publicContent.changed();
      return dish;
    },
  );
};

export default staffDishRoutes;

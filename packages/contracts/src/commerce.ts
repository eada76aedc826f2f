import { z } from 'zod';
import { FOOD_ADDONS, FOOD_VARIANTS, type FoodAddonName, type FoodVariantName } from './content';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './rules/commerce';

export {
  CART_ITEM_STATUS,
  cartStateOf,
  cartTotals,
  EMPTY_CART_MESSAGE,
  foodUnitPrice,
  lineKey,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ORDER_PLACED_STATUS,
} from './rules/commerce';

const variantNames = FOOD_VARIANTS.map((option) => option.name) as [FoodVariantName, ...FoodVariantName[]];
const addonNames = FOOD_ADDONS.map((addon) => addon.name) as [FoodAddonName, ...FoodAddonName[]];

export const foodVariantSchema = z.enum(variantNames, {
  error: `Variant must be one of ${variantNames.join(', ')}.`,
});
export const foodAddonSchema = z.enum(addonNames, {
  error: `Addons must be among ${addonNames.join(', ')}.`,
});

/** "Quantity is required." when the field is missing, `message` for any other wrong value. */
const requiredOr = (name: string, message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is required.` : message;

const positiveId = (name: string) =>
  z
    .number({ error: requiredOr(name, `${name} must be a positive whole number.`) })
    .int(`${name} must be a positive whole number.`)
    .positive(`${name} must be a positive whole number.`)
    .max(2_147_483_647, `${name} must be a positive whole number.`);

const idParam = (name: string) =>
  z.coerce.number({ error: `${name} must be a positive whole number.` }).pipe(positiveId(name));

/** `:userId` of the cart and order routes. */
export const userIdParamsSchema = z.object({ userId: idParam('userId') });
/** `:itemId` of a server cart line. */
export const cartItemParamsSchema = z.object({ itemId: idParam('itemId') });
/** `:id` of an order. */
export const orderParamsSchema = z.object({ id: idParam('id') });

const quantityFrom = (min: number) => {
  const message = `Quantity must be a whole number from ${min} to ${MAX_LINE_QUANTITY}.`;
  return z
    .number({ error: requiredOr('Quantity', message) })
    .int(message)
    .min(min, message)
    .max(MAX_LINE_QUANTITY, message);
};

/** A dish with its choices, as a guest puts it in the cart; the server prices it from its own menu. */
export const cartItemInputSchema = z.object({
  product_id: positiveId('Product id'),
  quantity: quantityFrom(1),
  variant: foodVariantSchema.default('Small'),
  addons: z
    .array(foodAddonSchema)
    .refine((addons) => new Set(addons).size === addons.length, 'Choose each addon at most once.')
    .default([]),
});
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/**
 * SPEC §7 `cart/create`: user_id, product_id, quantity, price, status. The user is the token's: another
 * user_id is refused. `price` and `status` are accepted for the spec's client and ignored.
 */
export const createCartItemRequestSchema = cartItemInputSchema.extend({
  user_id: z.union([z.number(), z.string()]).optional(),
  price: z.unknown().optional(),
  status: z.unknown().optional(),
});
export type CreateCartItemRequest = z.input<typeof createCartItemRequestSchema>;

/** `PUT cart/:itemId`: a new quantity for one line; 0 removes it. */
export const cartQuantityRequestSchema = z.object({ quantity: quantityFrom(0) });

/** `POST cart/merge` (added to the server cart) and `PUT cart/user/:userId` (replacing it). */
export const cartLinesRequestSchema = z.object({
  items: z.array(cartItemInputSchema).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`),
});
export type CartLinesRequest = z.input<typeof cartLinesRequestSchema>;

/** One line of the server cart; `price` is the server's price for one unit, in rupees. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  variant: z.string(),
  addons: z.array(z.string()),
  quantity: z.number().int(),
  price: z.number(),
  status: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** SPEC §7: the cart response is `cart`, a list. */
export const cartResponseSchema = z.object({ cart: z.array(cartItemSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const orderItemSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  variant: z.string(),
  addons: z.array(z.string()),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A food order: priced by the server when it was placed; `created_at` is ISO 8601 in UTC. */
export const orderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  items: z.array(orderItemSchema),
  total: z.number(),
  status: z.string(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** A course of the menu, with how many dishes it has. */
export const foodCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
});
export type FoodCategory = z.infer<typeof foodCategorySchema>;

/** Query of web/foodItem/get_with_pagination besides page and limit: only the dishes of one category. */
export const foodItemListFilterSchema = z.object({
  category: z.coerce
    .number({ error: 'category must be a positive whole number.' })
    .int('category must be a positive whole number.')
    .positive('category must be a positive whole number.')
    .max(2_147_483_647, 'category must be a positive whole number.')
    .optional(),
});
export type FoodItemListFilter = z.infer<typeof foodItemListFilterSchema>;

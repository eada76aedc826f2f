import { z } from 'zod';
import { invoiceSummarySchema } from './folios';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './rules/commerce';
export * from './rules/dining';
import {
  FULFILMENTS,
  MAX_INSTRUCTIONS_LENGTH,
  ORDER_STATUSES,
  PAYMENTS,
  type OrderStatus,
} from './rules/dining';

export {
  CART_ITEM_STATUS,
  cartStateOf,
  cartTotals,
  EMPTY_CART_MESSAGE,
  lineKey,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ORDER_PLACED_STATUS,
} from './rules/commerce';

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

const optionName = z.string({ error: 'Options are named by text.' }).max(60, 'That option does not exist.');

/**
 * A dish with its choices, as a guest puts it in the cart; the server checks them against the dish's option
 * groups and prices it from its own menu. `options` are the ids of the chosen values. A line saved before
 * options belonged to dishes names its choices instead (`variant`, `addons`): the dish's values of those
 * names are taken, names it no longer offers are dropped, and a required group left out gets its first value.
 */
export const cartItemInputSchema = z.object({
  product_id: positiveId('Product id'),
  quantity: quantityFrom(1),
  options: z
    .array(positiveId('Option id'), { error: 'Options must be a list of option ids.' })
    .max(20, 'Choose at most 20 options.')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each option at most once.')
    .optional(),
  variant: optionName.optional(),
  addons: z.array(optionName, { error: 'Addons must be a list of names.' }).max(20).optional(),
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

const chosenOptionSchema = z.object({ group: z.string(), name: z.string(), price: z.number() });

/**
 * One line of the server cart; `price` is the server's price for one unit, in rupees. `options` are the
 * chosen value ids, `choices` the same by name; `variant` (the single choices, joined) and `addons` (the
 * add-ons) say them as the spec's cart did.
 */
export const cartItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  options: z.array(z.number().int()),
  choices: z.array(chosenOptionSchema),
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
  choices: z.array(chosenOptionSchema),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const isoDateTime = z.string();

/**
 * A food order, priced by the server when it was placed: `subtotal` of the items, `tax` (GST at
 * `tax_percent`), `total` = subtotal + tax. `reference` is what the guest quotes. Times are ISO 8601 in UTC;
 * `scheduled_for` is null for "as soon as possible".
 */
export const orderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  user_id: z.number().int(),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  tax: z.number(),
  tax_percent: z.number(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** Why the kitchen cancelled the order (null otherwise), for the guest to read. */
  cancel_reason: z.string().nullable(),
  fulfilment: z.enum(FULFILMENTS),
  room_no: z.string().nullable(),
  table_name: z.string().nullable(),
  scheduled_for: isoDateTime.nullable(),
  estimated_ready_at: isoDateTime,
  instructions: z.string(),
  payment: z.enum(PAYMENTS),
  /** The GST tax invoice of an order paid on its own, issued when the hotel takes its payment (else null). */
  invoice: invoiceSummarySchema.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Order = z.infer<typeof orderSchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

const WHEN_MESSAGE = 'Choose as soon as possible or one of the times offered.';
const fulfilmentMessage = `Choose where your order goes: ${FULFILMENTS.join(', ')}.`;

/**
 * POST orders: where and when. Without a body (the spec's client) an order is a pickup, as soon as possible,
 * paid at the hotel. `when` is 'asap' or a slot's ISO time; a table order names the guest's confirmed table
 * reservation of today.
 */
export const placeOrderRequestSchema = z.preprocess(
  // The spec's client posts no body at all.
  (body) => body ?? {},
  z.object({
    fulfilment: z.enum(FULFILMENTS, { error: fulfilmentMessage }).default('pickup'),
    restaurant_reservation_id: positiveId('Table reservation').optional(),
    when: z
      .union([z.literal('asap'), z.iso.datetime({ offset: true, error: WHEN_MESSAGE })], {
        error: WHEN_MESSAGE,
      })
      .default('asap'),
    instructions: z
      .string({ error: 'Instructions must be text.' })
      .trim()
      .max(MAX_INSTRUCTIONS_LENGTH, `Instructions can be at most ${MAX_INSTRUCTIONS_LENGTH} characters.`)
      .default(''),
    payment: z
      .enum(PAYMENTS, { error: 'Choose to pay at the hotel or to charge your room.' })
      .default('at_hotel'),
  }),
);
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** GET orders/checkout-options: where the signed-in guest can have food brought, when, and at what tax. */
export const checkoutOptionsSchema = z.object({
  /** The guest's current stay (a confirmed reservation covering today), for in-room dining and room charges. */
  stay: z.object({ reservation_id: z.number().int(), room_no: z.string(), room_type: z.string() }).nullable(),
  /** The guest's confirmed table reservations of today that have a table. */
  tables: z.array(z.object({ reservation_id: z.number().int(), table_name: z.string(), time: z.string() })),
  kitchen: z.object({
    opens: z.string(),
    closes: z.string(),
    time_zone: z.string(),
    prep_minutes: z.number().int(),
    open_now: z.boolean(),
  }),
  /** When an order placed now for "as soon as possible" would be ready. */
  asap_ready_at: isoDateTime,
  /** The times a guest may choose, within kitchen hours, from the earliest the kitchen can make. */
  slots: z.array(isoDateTime),
  tax_percent: z.number(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** PUT orders/:id/status (staff). */
export const orderStatusRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}.` }),
});
export type OrderStatusRequest = { status: OrderStatus };

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
  /** `veg=true`: vegetarian dishes only. */
  veg: z
    .enum(['true', 'false'], { error: 'veg must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type FoodItemListFilter = z.infer<typeof foodItemListFilterSchema>;

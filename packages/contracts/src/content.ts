import { z } from 'zod';
import { DIETS } from './rules/dining';

/** SPEC §3 room type. */
export const roomTypeSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  room_type: z.string(),
  short_desc: z.string(),
  room_base_price: z.number(),
  /** What is in every room of the type, as the public room page lists it (managers edit it). */
  amenities: z.array(z.string()).optional(),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

/** SPEC §3 FAQ. */
export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

const foodOptionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  values: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number() })),
});

/**
 * SPEC §3 food item; `price` is the server's base price in rupees, to which each chosen option's price is
 * added. `diet` is the menu's veg / non-veg / egg mark, `spice_level` 0 (none) to 3.
 */
export const foodItemSchema = z.object({
  id: z.number().int(),
  food_cat_id: z.number().int(),
  category: z.string(),
  menu_title: z.string(),
  food_item: z.string(),
  image: z.string(),
  price: z.number(),
  diet: z.enum(DIETS),
  spice_level: z.number().int(),
  allergens: z.array(z.string()),
  option_groups: z.array(foodOptionGroupSchema),
  /** The kitchen has run out of it today: shown, but not offered, until tomorrow. */
  sold_out: z.boolean(),
});
export type FoodItem = z.infer<typeof foodItemSchema>;

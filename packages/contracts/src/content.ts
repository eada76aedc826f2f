import { z } from 'zod';

/** SPEC §3 room type. */
export const roomTypeSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  room_type: z.string(),
  short_desc: z.string(),
  room_base_price: z.number(),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

/** SPEC §3 FAQ. */
export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** SPEC §3 food item; `price` is the server's base price in rupees (the Small variant). */
export const foodItemSchema = z.object({
  id: z.number().int(),
  food_cat_id: z.number().int(),
  category: z.string(),
  menu_title: z.string(),
  food_item: z.string(),
  image: z.string(),
  price: z.number(),
});
export type FoodItem = z.infer<typeof foodItemSchema>;

export { FOOD_ADDONS, FOOD_VARIANTS, type FoodAddonName, type FoodVariantName } from './rules/menu';

import { z } from 'zod';

/** SPEC §3 testimonial: `title` is the author's name, `stars` 0 to 5. */
export const testimonialSchema = z.object({
  id: z.number().int(),
  testimonial: z.string(),
  profileImages: z.string(),
  title: z.string(),
  designation: z.string(),
  stars: z.number().int().min(0).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** How an offer's value applies: a percentage off, or a flat amount in rupees off. */
export const OFFER_TYPES = ['percent', 'flat'] as const;

/** SPEC §3 offer; `offer_coupon` is the code a guest enters when booking. */
export const offerSchema = z.object({
  id: z.number().int(),
  offer_title: z.string(),
  offer_coupon: z.string(),
  offer_type: z.enum(OFFER_TYPES),
  offer_value: z.number(),
  image: z.string(),
  short_desc: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** SPEC §3 cuisine/dining item: `icon` is an image URL. */
export const cuisineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type Cuisine = z.infer<typeof cuisineSchema>;

/** A partner brand shown in the home and contact brand strips. */
export const brandSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type Brand = z.infer<typeof brandSchema>;

import { z } from 'zod';

/**
 * SPEC §3 page-like records. Every record belongs to one category; GET web/page/cat/{categoryId} accepts
 * the category's slug or its numeric id (PAGE_CATEGORY_IDS).
 */
export const PAGE_CATEGORIES = ['blog', 'team', 'rewards', 'careers', 'cms'] as const;
export const pageCategorySchema = z.enum(PAGE_CATEGORIES);
export type PageCategory = z.infer<typeof pageCategorySchema>;
export const PAGE_CATEGORY_IDS: Readonly<Record<PageCategory, number>> = {
  blog: 1,
  team: 2,
  rewards: 3,
  careers: 4,
  cms: 5,
};

/**
 * Any page, as listed by web/page/get_with_pagination and returned by web/page/slug/{slug}.
 * `profileImages` and `image` hold the same URL (the spec names it both ways); `description` is HTML:
 * sanitise it before rendering.
 */
export const pageSchema = z.object({
  id: z.number().int(),
  category: pageCategorySchema,
  title: z.string(),
  slug: z.string(),
  short_desc: z.string(),
  description: z.string(),
  profileImages: z.string(),
  image: z.string(),
  created_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** Query of web/page/get_with_pagination besides page and limit: only pages of one category. */
export const pageListFilterSchema = z.object({ category: pageCategorySchema.optional() });

export const blogPostSchema = z.object({
  id: z.number().int(),
  category: z.literal('blog'),
  slug: z.string(),
  title: z.string(),
  short_desc: z.string(),
  image: z.string(),
  created_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  category: z.literal('team'),
  slug: z.string(),
  title: z.string(),
  designation: z.string(),
  profileImages: z.string(),
  email: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `discount` is a percentage. */
export const rewardSchema = z.object({
  id: z.number().int(),
  category: z.literal('rewards'),
  slug: z.string(),
  reward_title: z.string(),
  reward_description: z.string(),
  image: z.string(),
  discount: z.number(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** A job posting; `description` is HTML. */
export const careerSchema = z.object({
  id: z.number().int(),
  category: z.literal('careers'),
  slug: z.string(),
  images: z.array(z.string()),
  title: z.string(),
  subtitle: z.string(),
  short_desc: z.string(),
  description: z.string(),
});
export type Career = z.infer<typeof careerSchema>;

export const cmsPageSchema = pageSchema.extend({ category: z.literal('cms') });
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const categoryPageSchema = z.discriminatedUnion('category', [
  blogPostSchema,
  teamMemberSchema,
  rewardSchema,
  careerSchema,
  cmsPageSchema,
]);
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** SPEC §7 web/page/cat/{categoryId}: `message` and `page`, the category's records in display order. */
export const categoryPagesResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), page: z.array(item) });
export const pagesByCategoryResponseSchema = categoryPagesResponseSchema(categoryPageSchema);
export type PagesByCategoryResponse<T extends CategoryPage = CategoryPage> = { message: string; page: T[] };

import { z } from 'zod';
import { COMMENT_STATUSES, CONTACT_SUBJECTS } from './content-forms';
import { FEEDBACK_STATUSES } from './feedback';
import { OFFER_TYPES } from './marketing';
import { DIETS } from './rules/dining';
import { PAGE_CATEGORIES, type PageCategory } from './pages';
import { pageQuerySchema } from './paging';

/**
 * SPEC §7 generic entity calls, for staff (role admin) only: `GET {entity}`, `POST {entity}`,
 * `PUT {entity}/{id}` and `DELETE {entity}/delete/{id}`, over this allow-list and nothing else.
 */
export const ADMIN_ENTITIES = [
  'pages',
  'offers',
  'cuisines',
  'faqs',
  'testimonials',
  'brands',
  'room-types',
  'food-items',
  'menu-categories',
  'blog-comments',
  'contact-messages',
  'career-applications',
  'feedback',
] as const;
export type AdminEntity = (typeof ADMIN_ENTITIES)[number];

export type AdminOperation = 'list' | 'create' | 'update' | 'delete';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);
/** Images are the site's own (/api/images/…) or served over HTTPS; nothing else reaches an `src`. */
const imageUrl = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .regex(/^(\/(?!\/)|https:\/\/)\S+$/, `${label} must be a site path or an https URL.`);
const positiveWhole = (label: string, max = 10_000_000) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`);

const idField = z.number().int();

/** Rich text (pages' `description`) is HTML and is sanitised by the API before it is stored. */
export const adminPageInputSchema = z.object({
  category: z.enum(PAGE_CATEGORIES, { error: `Category must be one of ${PAGE_CATEGORIES.join(', ')}.` }),
  slug: text('Slug', 120).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug must be lowercase letters and digits separated by dashes.',
  ),
  title: text('Title', 200),
  subtitle: optionalText('Subtitle', 200).default(''),
  short_desc: optionalText('Short description', 1000).default(''),
  description: z.string().max(100_000, 'Description must be at most 100000 characters.').default(''),
  image: z.union([z.literal(''), imageUrl('Image')]).default(''),
  images: z.array(imageUrl('Image')).max(10, 'At most 10 images.').default([]),
  designation: optionalText('Designation', 200).default(''),
  email: z.union([z.literal(''), z.email('Enter a valid email.')]).default(''),
  discount: z
    .number({ error: 'Discount must be a number.' })
    .int('Discount must be a whole number.')
    .min(0, 'Discount must be from 0 to 100.')
    .max(100, 'Discount must be from 0 to 100.')
    .nullable()
    .default(null),
});
export const adminPageSchema = adminPageInputSchema.extend({
  id: idField,
  created_at: z.string(),
  position: z.number().int(),
});

const offerFields = z.object({
  offer_title: text('Offer title', 200),
  offer_coupon: z
    .string({ error: 'Coupon is required.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, 'Coupon must be 3 to 20 letters or digits.'),
  offer_type: z.enum(OFFER_TYPES, { error: 'Offer type must be percent or flat.' }),
  offer_value: positiveWhole('Offer value', 1_000_000),
  short_desc: optionalText('Short description', 1000).default(''),
  image: imageUrl('Image'),
  min_nights: positiveWhole('Minimum nights', 365).default(1),
  active: z.boolean({ error: 'Active must be true or false.' }).default(true),
});
export const adminOfferInputSchema = offerFields.refine(
  (offer) => offer.offer_type !== 'percent' || offer.offer_value <= 100,
  { message: 'A percentage offer must be at most 100.', path: ['offer_value'] },
);
export const adminOfferSchema = z.object({
  id: idField,
  offer_title: z.string(),
  offer_coupon: z.string(),
  offer_type: z.enum(OFFER_TYPES),
  offer_value: z.number(),
  short_desc: z.string(),
  image: z.string(),
  min_nights: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
});

export const adminCuisineInputSchema = z.object({
  name: text('Name', 100),
  title: text('Title', 200),
  icon: imageUrl('Icon'),
});
export const adminCuisineSchema = adminCuisineInputSchema.extend({ id: idField, position: z.number().int() });

export const adminFaqInputSchema = z.object({
  question: text('Question', 500),
  answer: text('Answer', 5000),
});
export const adminFaqSchema = adminFaqInputSchema.extend({ id: idField, position: z.number().int() });

export const adminTestimonialInputSchema = z.object({
  testimonial: text('Testimonial', 2000),
  profileImages: imageUrl('Profile image'),
  title: text('Name', 100),
  designation: optionalText('Designation', 200).default(''),
  stars: z
    .number({ error: 'Stars must be a number.' })
    .int('Stars must be a whole number.')
    .min(0, 'Stars must be from 0 to 5.')
    .max(5, 'Stars must be from 0 to 5.'),
});
export const adminTestimonialSchema = adminTestimonialInputSchema.extend({
  id: idField,
  position: z.number().int(),
});

export const adminBrandInputSchema = z.object({ name: text('Name', 100), logo: imageUrl('Logo') });
export const adminBrandSchema = adminBrandInputSchema.extend({ id: idField, position: z.number().int() });

export const adminRoomTypeInputSchema = z.object({
  room_type: text('Room type', 50),
  title: text('Title', 200),
  short_desc: text('Short description', 1000),
  description: z.string().max(100_000, 'Description must be at most 100000 characters.').default(''),
  image: imageUrl('Image'),
  room_base_price: positiveWhole('Nightly price'),
  max_guests: positiveWhole('Maximum guests', 20),
  size_sqft: positiveWhole('Size', 100_000),
});
export const adminRoomTypeSchema = adminRoomTypeInputSchema.extend({
  id: idField,
  position: z.number().int(),
});

/**
 * A dish. Its mark is `diet` (veg, non-veg or egg); a client that sends only `is_vegetarian` (before the marks)
 * still gets veg or non-veg from it, and `is_vegetarian` always follows the mark.
 */
export const adminFoodItemInputSchema = z.object({
  food_cat_id: positiveWhole('Food category'),
  menu_title: text('Menu title', 200),
  food_item: text('Food item', 1000),
  image: imageUrl('Image'),
  price: positiveWhole('Price', 1_000_000),
  is_vegetarian: z.boolean({ error: 'Vegetarian must be true or false.' }).default(true),
  diet: z.enum(DIETS, { error: `Diet must be one of ${DIETS.join(', ')}.` }).optional(),
  spice_level: z
    .number({ error: 'Spice level must be a number.' })
    .int('Spice level must be a whole number.')
    .min(0, 'Spice level must be from 0 to 3.')
    .max(3, 'Spice level must be from 0 to 3.')
    .default(0),
  allergens: z
    .array(text('Allergen', 40), { error: 'Allergens must be a list.' })
    .max(12, 'At most 12 allergens.')
    .default([]),
});
export const adminFoodItemSchema = adminFoodItemInputSchema.extend({
  id: idField,
  diet: z.enum(DIETS),
});

/** A menu category (starters, mains…): the menu's sections, each dish in one. */
export const adminMenuCategoryInputSchema = z.object({ name: text('Name', 100) });
export const adminMenuCategorySchema = adminMenuCategoryInputSchema.extend({
  id: idField,
  position: z.number().int(),
});

/** Staff approve (or reject) comments; visitors write them through web/blog/{slug}/comments. */
export const adminBlogCommentUpdateSchema = z.object({
  status: z.enum(COMMENT_STATUSES, { error: `Status must be one of ${COMMENT_STATUSES.join(', ')}.` }),
});
export const adminBlogCommentSchema = z.object({
  id: idField,
  post_slug: z.string(),
  post_title: z.string(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  status: z.enum(COMMENT_STATUSES),
  created_at: z.string(),
});
export type AdminBlogComment = z.infer<typeof adminBlogCommentSchema>;

/** Staff publish (Active) or hide (Inactive) feedback; it is Pending until then. */
export const adminFeedbackUpdateSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: `Status must be one of ${FEEDBACK_STATUSES.join(', ')}.` }),
});
export const adminFeedbackSchema = z.object({
  id: idField,
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  type: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  created_at: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

/** Lists staff moderate can be narrowed to one status (`?status=pending`, `?status=Pending`). */
export const ADMIN_STATUS_FILTERS = {
  'blog-comments': COMMENT_STATUSES,
  feedback: FEEDBACK_STATUSES,
} as const satisfies Partial<Record<AdminEntity, readonly string[]>>;

export const adminContactMessageSchema = z.object({
  id: idField,
  subject: z.enum(CONTACT_SUBJECTS),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  message: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const RESUME_TYPES = ['pdf', 'doc', 'docx'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

export const adminCareerApplicationSchema = z.object({
  id: idField,
  posting_id: idField,
  posting_title: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The file name the applicant uploaded; the stored file has a generated name. */
  resume_name: z.string(),
  resume_type: z.enum(RESUME_TYPES),
  resume_size: z.number().int(),
  created_at: z.string(),
});
export type AdminCareerApplication = z.infer<typeof adminCareerApplicationSchema>;

export const adminDeletedSchema = z.object({ message: z.string(), id: idField });
export type AdminDeleted = z.infer<typeof adminDeletedSchema>;

export const ADMIN_EMPTY_UPDATE_MESSAGE = 'Send at least one field to change.';

interface EntityContract {
  record: z.ZodObject;
  create?: z.ZodType;
  update?: z.ZodType;
  delete: boolean;
}

/**
 * A PUT changes only the fields it sends, so the create schema's defaults must not fill the others in
 * (the API refuses a PUT that sends none: ADMIN_EMPTY_UPDATE_MESSAGE).
 */
const patchOf = (input: z.ZodObject) => {
  const shape = Object.fromEntries(
    Object.entries(input.shape).map(([field, schema]) => [
      field,
      schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema,
    ]),
  );
  return z.object(shape).partial();
};

/**
 * Each entity with its own schemas: what a record looks like, what creating and changing one accepts,
 * and whether it may be deleted. Messages and applications are read-only for staff.
 */
export const ADMIN_CONTRACTS = {
  pages: {
    record: adminPageSchema,
    create: adminPageInputSchema,
    update: patchOf(adminPageInputSchema),
    delete: true,
  },
  offers: {
    record: adminOfferSchema,
    create: adminOfferInputSchema,
    update: patchOf(offerFields),
    delete: true,
  },
  cuisines: {
    record: adminCuisineSchema,
    create: adminCuisineInputSchema,
    update: patchOf(adminCuisineInputSchema),
    delete: true,
  },
  faqs: {
    record: adminFaqSchema,
    create: adminFaqInputSchema,
    update: patchOf(adminFaqInputSchema),
    delete: true,
  },
  testimonials: {
    record: adminTestimonialSchema,
    create: adminTestimonialInputSchema,
    update: patchOf(adminTestimonialInputSchema),
    delete: true,
  },
  brands: {
    record: adminBrandSchema,
    create: adminBrandInputSchema,
    update: patchOf(adminBrandInputSchema),
    delete: true,
  },
  'room-types': {
    record: adminRoomTypeSchema,
    create: adminRoomTypeInputSchema,
    update: patchOf(adminRoomTypeInputSchema),
    delete: true,
  },
  'food-items': {
    record: adminFoodItemSchema,
    create: adminFoodItemInputSchema,
    update: patchOf(adminFoodItemInputSchema),
    delete: true,
  },
  'menu-categories': {
    record: adminMenuCategorySchema,
    create: adminMenuCategoryInputSchema,
    update: patchOf(adminMenuCategoryInputSchema),
    delete: true,
  },
  'blog-comments': { record: adminBlogCommentSchema, update: adminBlogCommentUpdateSchema, delete: true },
  'contact-messages': { record: adminContactMessageSchema, delete: false },
  'career-applications': { record: adminCareerApplicationSchema, delete: false },
  feedback: { record: adminFeedbackSchema, update: adminFeedbackUpdateSchema, delete: true },
} as const satisfies Record<AdminEntity, EntityContract>;

/** The entities staff create, change and delete through the generic calls (the public site's content). */
export const ADMIN_CONTENT_ENTITIES = [
  'pages',
  'offers',
  'cuisines',
  'faqs',
  'testimonials',
  'brands',
  'room-types',
  'food-items',
  'menu-categories',
] as const satisfies readonly AdminEntity[];
export type AdminContentEntity = (typeof ADMIN_CONTENT_ENTITIES)[number];

/**
 * The fields each content list can be sorted by (`?sort=title`, `?sort=-title` for descending); the list is by
 * id otherwise. `?q=` searches the entity's names and titles, case-insensitively.
 */
export const ADMIN_SORTS = {
  pages: ['id', 'position', 'title', 'slug', 'category', 'created_at'],
  offers: ['id', 'position', 'offer_title', 'offer_coupon', 'offer_value', 'active'],
  cuisines: ['id', 'position', 'name', 'title'],
  faqs: ['id', 'position', 'question'],
  testimonials: ['id', 'position', 'title', 'stars'],
  brands: ['id', 'position', 'name'],
  'room-types': ['id', 'position', 'room_type', 'title', 'room_base_price', 'max_guests', 'size_sqft'],
  'food-items': ['id', 'menu_title', 'food_item', 'price', 'food_cat_id'],
  'menu-categories': ['id', 'position', 'name'],
} as const satisfies Record<AdminContentEntity, readonly [string, ...string[]]>;

export const ADMIN_SEARCH_MAX = 100;

/**
 * The lists the public site shows in the staff's order (`position`): `POST {entity}/{id}/move` moves one. Pages
 * move within their category (the blog is shown newest first whatever its order).
 */
export const ADMIN_ORDERED_ENTITIES = [
  'pages',
  'offers',
  'cuisines',
  'faqs',
  'testimonials',
  'brands',
  'room-types',
  'menu-categories',
] as const satisfies readonly AdminContentEntity[];
export type AdminOrderedEntity = (typeof ADMIN_ORDERED_ENTITIES)[number];
export const adminMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direction must be up or down.' }),
});
export type AdminMove = z.infer<typeof adminMoveSchema>;

/** `GET {entity}` of a content entity: a page, optionally searched (`q`) and sorted (`sort`). */
export const adminContentListQuerySchema = (entity: AdminContentEntity) => {
  const fields: readonly string[] = ADMIN_SORTS[entity];
  const sorts = [...fields, ...fields.map((field) => `-${field}`)] as [string, ...string[]];
  return pageQuerySchema.extend({
    q: z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters.`)
      .optional(),
    sort: z
      .enum(sorts, { error: `Sort must be one of ${fields.join(', ')}, each optionally after "-".` })
      .optional(),
    ...(entity === 'pages'
      ? {
          category: z
            .enum(PAGE_CATEGORIES, { error: `Category must be one of ${PAGE_CATEGORIES.join(', ')}.` })
            .optional(),
        }
      : {}),
  });
};
export interface AdminContentListQuery {
  page?: number;
  limit?: number;
  q?: string;
  sort?: string;
  category?: PageCategory;
}

/** `POST staff/images` (multipart, field `image`): a photo for a content record, made into the site's variants. */
export const STAFF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const STAFF_IMAGE_REQUIRED_MESSAGE = 'Choose an image to upload.';
export const STAFF_IMAGE_TYPE_MESSAGE = 'The image must be a JPEG, PNG or WebP file.';
export const STAFF_IMAGE_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';
export const STAFF_IMAGE_DIMENSIONS_MESSAGE = 'The image must be from 16 to 6000 pixels wide and high.';
export const STAFF_IMAGE_BUSY_MESSAGE =
  'Photos are being processed for other uploads: please upload this one again in a minute.';

/** An uploaded photo: the address a record's image field takes, and what the site needs to draw it. */
export const staffImageSchema = z.object({
  /** The variant nearest 800 px wide as WebP, under /api/images/uploads/. */
  url: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  formats: z.array(z.enum(['avif', 'webp'])),
  placeholder: z.string(),
  color: z.string(),
});
export type StaffImage = z.infer<typeof staffImageSchema>;

const choices = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be from ${min} to 20.`)
    .max(20, `${label} must be from ${min} to 20.`);
const distinctNames = (items: readonly { name: string }[]) =>
  new Set(items.map((item) => item.name.trim().toLowerCase())).size === items.length;

/** One option of a group (Small, Large, Extra cheese): its price on top of the dish's. An `id` keeps it. */
export const adminDishOptionValueSchema = z.object({
  id: idField.positive().optional(),
  name: text('Option', 60),
  price: z
    .number({ error: 'Option price must be a number.' })
    .int('Option price must be a whole number.')
    .min(0, 'Option price must be from 0 to 100000.')
    .max(100_000, 'Option price must be from 0 to 100000.'),
});

/** A group of a dish's options: the guest picks from `min` to `max` of its values (1–1: a required choice). */
export const adminDishOptionGroupSchema = z
  .object({
    id: idField.positive().optional(),
    name: text('Group name', 60),
    min: choices('Fewest choices', 0),
    max: choices('Most choices', 1),
    values: z
      .array(adminDishOptionValueSchema, { error: 'Options must be a list.' })
      .min(1, 'A group needs at least one option.')
      .max(30, 'At most 30 options a group.'),
  })
  .refine((group) => group.min <= group.max, {
    message: 'Most choices must be at least the fewest.',
    path: ['max'],
  })
  .refine((group) => group.max <= group.values.length, {
    message: 'Most choices must be at most the number of options.',
    path: ['max'],
  })
  .refine((group) => distinctNames(group.values), {
    message: 'Each option of a group needs its own name.',
    path: ['values'],
  });

/**
 * `PUT food-items/{id}/options`: every option group of a dish, in the menu's order. Groups and options sent
 * with their `id` are changed in place (carts that chose them keep them); those left out are removed.
 */
export const adminDishOptionsSchema = z.object({
  groups: z
    .array(adminDishOptionGroupSchema, { error: 'Groups must be a list.' })
    .max(10, 'At most 10 groups a dish.')
    .refine(distinctNames, { message: 'Each group of a dish needs its own name.' }),
});
export type AdminDishOptions = z.infer<typeof adminDishOptionsSchema>;
export const adminDishOptionsResponseSchema = z.object({
  groups: z.array(
    z.object({
      id: idField,
      name: z.string(),
      min: z.number().int(),
      max: z.number().int(),
      values: z.array(z.object({ id: idField, name: z.string(), price: z.number().int() })),
    }),
  ),
});
export type AdminDishOptionsResponse = z.infer<typeof adminDishOptionsResponseSchema>;

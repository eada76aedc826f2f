import {
  ADMIN_ORDERED_ENTITIES,
  ADMIN_SORTS,
  DIET_LABELS,
  DIETS,
  SPICE_LABELS,
  type Diet,
  OFFER_TYPES,
  PAGE_CATEGORIES,
  type AdminContentEntity,
  type PageCategory,
} from '@haveli/contracts';
import { formatInr } from '@haveli/ui';

/** How a field is edited: the control it gets and how its value travels. */
export type FieldKind = 'text' | 'textarea' | 'html' | 'image' | 'number' | 'boolean' | 'select' | 'lines';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** A select's choices. */
  options?: readonly { value: string; label: string }[];
  /** A number that may be left empty (sent as null). */
  nullable?: boolean;
  /** A select whose value is a number (sent as one). */
  numeric?: boolean;
  /** A select whose choices are the records of another entity, named by their `name`. */
  optionsFrom?: AdminContentEntity;
}

export interface ColumnSpec {
  field: string;
  label: string;
  /** How the value reads in the list; the value as text otherwise. */
  show?: (value: unknown) => string;
}

export interface EntitySpec {
  entity: AdminContentEntity;
  /** The list's name: "Room types". */
  label: string;
  /** Records in a sentence: "room types". */
  many: string;
  /** One record, in a sentence: "room type". */
  one: string;
  lead: string;
  columns: readonly ColumnSpec[];
  /** The record's name in headings and confirmations. */
  titleOf: (record: Record<string, unknown>) => string;
  fields: readonly FieldSpec[];
}

const CATEGORY_LABELS: Record<PageCategory, string> = {
  blog: 'Blog post',
  team: 'Team member',
  rewards: 'Reward',
  careers: 'Career posting',
  cms: 'Site page',
};
export const PAGE_CATEGORY_OPTIONS = PAGE_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
const rupees = (value: unknown) => formatInr(Number(value));
const yesNo = (value: unknown) => (value ? 'Yes' : 'No');
const text = (field: string) => (record: Record<string, unknown>) => String(record[field] ?? '');

/** Every content entity staff edit, with the fields of its contract (packages/contracts/src/admin.ts). */
export const CONTENT_ENTITIES: readonly EntitySpec[] = [
  {
    entity: 'pages',
    label: 'Pages',
    many: 'pages',
    one: 'page',
    lead: 'Blog posts, the team, rewards, career postings and the site’s own pages.',
    columns: [
      { field: 'title', label: 'Title' },
      { field: 'category', label: 'Kind', show: (value) => CATEGORY_LABELS[value as PageCategory] ?? '' },
      { field: 'slug', label: 'Slug' },
    ],
    titleOf: text('title'),
    fields: [
      { name: 'category', label: 'Kind', kind: 'select', options: PAGE_CATEGORY_OPTIONS },
      { name: 'title', label: 'Title', kind: 'text' },
      {
        name: 'slug',
        label: 'Slug',
        kind: 'text',
        hint: 'The page’s address: lowercase letters and digits separated by dashes.',
      },
      { name: 'subtitle', label: 'Subtitle', kind: 'text' },
      { name: 'short_desc', label: 'Short description', kind: 'textarea' },
      { name: 'description', label: 'Description', kind: 'html' },
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'images', label: 'More images', kind: 'lines', hint: 'One image address a line, at most 10.' },
      { name: 'designation', label: 'Designation', kind: 'text', hint: 'A team member’s position.' },
      { name: 'email', label: 'Email', kind: 'text' },
      { name: 'discount', label: 'Discount (%)', kind: 'number', nullable: true, hint: 'For rewards.' },
    ],
  },
  {
    entity: 'room-types',
    label: 'Room types',
    many: 'room types',
    one: 'room type',
    lead: 'The rooms and suites on /rooms, with their nightly price and photo.',
    columns: [
      { field: 'title', label: 'Title' },
      { field: 'room_type', label: 'Room type' },
      { field: 'room_base_price', label: 'Nightly price', show: rupees },
      { field: 'max_guests', label: 'Guests' },
    ],
    titleOf: text('title'),
    fields: [
      { name: 'room_type', label: 'Room type', kind: 'text' },
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'short_desc', label: 'Short description', kind: 'textarea' },
      { name: 'description', label: 'Description', kind: 'html' },
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'room_base_price', label: 'Nightly price (₹)', kind: 'number' },
      { name: 'max_guests', label: 'Maximum guests', kind: 'number' },
      { name: 'size_sqft', label: 'Size (sq ft)', kind: 'number' },
    ],
  },
  {
    entity: 'offers',
    label: 'Offers',
    many: 'offers',
    one: 'offer',
    lead: 'Coupons guests apply to a stay.',
    columns: [
      { field: 'offer_title', label: 'Title' },
      { field: 'offer_coupon', label: 'Coupon' },
      { field: 'offer_value', label: 'Value' },
      { field: 'active', label: 'Active', show: yesNo },
    ],
    titleOf: text('offer_title'),
    fields: [
      { name: 'offer_title', label: 'Offer title', kind: 'text' },
      { name: 'offer_coupon', label: 'Coupon', kind: 'text', hint: '3 to 20 letters or digits.' },
      {
        name: 'offer_type',
        label: 'Offer type',
        kind: 'select',
        options: OFFER_TYPES.map((value) => ({
          value,
          label: value === 'percent' ? 'Percentage' : 'Flat amount',
        })),
      },
      { name: 'offer_value', label: 'Offer value', kind: 'number' },
      { name: 'short_desc', label: 'Short description', kind: 'textarea' },
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'min_nights', label: 'Minimum nights', kind: 'number' },
      { name: 'active', label: 'Active', kind: 'boolean' },
    ],
  },
  {
    entity: 'food-items',
    label: 'Dishes',
    many: 'dishes',
    one: 'dish',
    lead: 'The dishes of the menu, with their marks: diet, spice and allergens.',
    columns: [
      { field: 'menu_title', label: 'Menu title' },
      { field: 'price', label: 'Price', show: rupees },
      { field: 'diet', label: 'Diet', show: (value) => DIET_LABELS[value as Diet] ?? '' },
    ],
    titleOf: text('menu_title'),
    fields: [
      { name: 'menu_title', label: 'Menu title', kind: 'text' },
      { name: 'food_item', label: 'Description', kind: 'textarea' },
      {
        name: 'food_cat_id',
        label: 'Menu category',
        kind: 'select',
        numeric: true,
        optionsFrom: 'menu-categories',
      },
      { name: 'price', label: 'Price (₹)', kind: 'number' },
      { name: 'image', label: 'Image', kind: 'image' },
      {
        name: 'diet',
        label: 'Diet',
        kind: 'select',
        options: DIETS.map((value) => ({ value, label: DIET_LABELS[value] })),
      },
      {
        name: 'spice_level',
        label: 'Spice level',
        kind: 'select',
        numeric: true,
        options: SPICE_LABELS.map((label, value) => ({ value: String(value), label })),
      },
      { name: 'allergens', label: 'Allergens', kind: 'lines', hint: 'One allergen a line, e.g. Dairy.' },
    ],
  },
  {
    entity: 'menu-categories',
    label: 'Menu categories',
    many: 'menu categories',
    one: 'menu category',
    lead: 'The sections of the menu; each dish is in one.',
    columns: [{ field: 'name', label: 'Name' }],
    titleOf: text('name'),
    fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  },
  {
    entity: 'cuisines',
    label: 'Cuisines',
    many: 'cuisines',
    one: 'cuisine',
    lead: 'The cuisines the restaurants serve.',
    columns: [
      { field: 'name', label: 'Name' },
      { field: 'title', label: 'Title' },
    ],
    titleOf: text('name'),
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'icon', label: 'Icon', kind: 'image' },
    ],
  },
  {
    entity: 'faqs',
    label: 'FAQs',
    many: 'FAQs',
    one: 'FAQ',
    lead: 'Questions guests ask, and their answers.',
    columns: [{ field: 'question', label: 'Question' }],
    titleOf: text('question'),
    fields: [
      { name: 'question', label: 'Question', kind: 'text' },
      { name: 'answer', label: 'Answer', kind: 'textarea' },
    ],
  },
  {
    entity: 'testimonials',
    label: 'Testimonials',
    many: 'testimonials',
    one: 'testimonial',
    lead: 'What guests said about their stay.',
    columns: [
      { field: 'title', label: 'Name' },
      { field: 'stars', label: 'Stars' },
    ],
    titleOf: text('title'),
    fields: [
      { name: 'title', label: 'Name', kind: 'text' },
      { name: 'designation', label: 'Designation', kind: 'text' },
      { name: 'testimonial', label: 'Testimonial', kind: 'textarea' },
      { name: 'stars', label: 'Stars (0 to 5)', kind: 'number' },
      { name: 'profileImages', label: 'Profile image', kind: 'image' },
    ],
  },
  {
    entity: 'brands',
    label: 'Brands',
    many: 'brands',
    one: 'brand',
    lead: 'The partners whose logos the site shows.',
    columns: [{ field: 'name', label: 'Name' }],
    titleOf: text('name'),
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'logo', label: 'Logo', kind: 'image' },
    ],
  },
];

export const entitySpecOf = (entity: string | undefined): EntitySpec | undefined =>
  CONTENT_ENTITIES.find((spec) => spec.entity === entity);

/** Whether the public site shows this entity's records in the staff's order. */
export const isOrdered = (entity: AdminContentEntity): boolean =>
  (ADMIN_ORDERED_ENTITIES as readonly string[]).includes(entity);

/** Whether the list can be sorted by this column (the API's allow-list). */
export const isSortable = (entity: AdminContentEntity, field: string): boolean =>
  (ADMIN_SORTS[entity] as readonly string[]).includes(field);

import type { FoodItem, FoodOptionGroup, Order } from '@haveli/contracts';

/** SPEC §9's sizes, as the API gives them for a dish: ids `base + 1..3`. */
export const sizeGroup = (base: number): FoodOptionGroup => ({
  id: base,
  name: 'Size',
  min: 1,
  max: 1,
  values: [
    { id: base + 1, name: 'Small', price: 0 },
    { id: base + 2, name: 'Medium', price: 50 },
    { id: base + 3, name: 'Large', price: 100 },
  ],
});

/** SPEC §9's add-ons: Cheese `base + 1`, Olives `base + 2`. */
export const addOnsGroup = (base: number): FoodOptionGroup => ({
  id: base,
  name: 'Add-ons',
  min: 0,
  max: 2,
  values: [
    { id: base + 1, name: 'Cheese', price: 30 },
    { id: base + 2, name: 'Olives', price: 20 },
  ],
});

/** A dish as the menu API serves it; with sizes unless told otherwise. */
export const sampleDish = (
  id: number,
  menu_title: string,
  price: number,
  extra: Partial<FoodItem> = {},
): FoodItem => ({
  id,
  food_cat_id: 1,
  category: 'Starters',
  menu_title,
  food_item: `${menu_title}, as the palace kitchen makes it.`,
  image: `/api/images/food-${id}.svg`,
  price,
  diet: 'veg',
  spice_level: 0,
  allergens: [],
  option_groups: [sizeGroup(id * 100)],
  sold_out: false,
  ...extra,
});

/** An order as the API answers it. */
export const sampleOrder = (extra: Partial<Order> = {}): Order => ({
  id: 3,
  reference: 'FO-7K2QX9',
  user_id: 7,
  items: [],
  subtotal: 760,
  tax: 137,
  tax_percent: 18,
  total: 897,
  status: 'Received',
  cancel_reason: null,
  fulfilment: 'pickup',
  room_no: null,
  table_name: null,
  scheduled_for: null,
  estimated_ready_at: '2026-05-01T10:30:00.000Z',
  instructions: '',
  payment: 'at_hotel',
  invoice: null,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
  ...extra,
});

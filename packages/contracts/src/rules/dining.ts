/** What a dish is: the familiar marks of an Indian menu. */
export const DIETS = ['veg', 'non-veg', 'egg'] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_LABELS: Record<Diet, string> = {
  veg: 'Vegetarian',
  'non-veg': 'Non-vegetarian',
  egg: 'Contains egg',
};

/** Spice levels 0–3. */
export const SPICE_LABELS = ['Not spicy', 'Mildly spicy', 'Spicy', 'Very spicy'] as const;

export interface FoodOptionValue {
  id: number;
  name: string;
  price: number;
}
export interface FoodOptionGroup {
  id: number;
  name: string;
  /** 0: optional; 1 or more: required. */
  min: number;
  max: number;
  values: FoodOptionValue[];
}
export interface DishWithOptions {
  menu_title: string;
  price: number;
  option_groups: FoodOptionGroup[];
}
/** One choice as it was priced: the group's name, the value's name and its price. */
export interface ChosenOption {
  group: string;
  name: string;
  price: number;
}

/** "Choose a size for Laal Maas.": why a set of choices cannot be ordered; null when it can. */
export function choiceProblem(dish: DishWithOptions, optionIds: readonly number[]): string | null {
  if (new Set(optionIds).size !== optionIds.length) return `Choose each option of ${dish.menu_title} once.`;
  const known = new Set(dish.option_groups.flatMap((group) => group.values.map((value) => value.id)));
  if (optionIds.some((id) => !known.has(id))) {
    return `One of the options chosen is not offered with ${dish.menu_title}.`;
  }
  for (const group of dish.option_groups) {
    const picked = group.values.filter((value) => optionIds.includes(value.id)).length;
    const name = group.name.toLowerCase();
    if (picked < group.min) {
      return group.min === 1
        ? `Choose a ${name} for ${dish.menu_title}.`
        : `Choose at least ${group.min} ${name} for ${dish.menu_title}.`;
    }
    if (picked > group.max) {
      return group.max === 1
        ? `Choose only one ${name} for ${dish.menu_title}.`
        : `Choose at most ${group.max} ${name} for ${dish.menu_title}.`;
    }
  }
  return null;
}

/** The chosen values in the dish's order, with their group. */
export function chosenOptions(dish: DishWithOptions, optionIds: readonly number[]): ChosenOption[] {
  return dish.option_groups.flatMap((group) =>
    group.values
      .filter((value) => optionIds.includes(value.id))
      .map((value) => ({ group: group.name, name: value.name, price: value.price })),
  );
}

/** Rupees for one unit: the dish's base price plus the price of each chosen option. */
export function dishUnitPrice(dish: DishWithOptions, optionIds: readonly number[]): number {
  return chosenOptions(dish, optionIds).reduce((sum, option) => sum + option.price, dish.price);
}

/** The choices a dish starts with: the first value of each required single choice. */
export function defaultOptionIds(dish: DishWithOptions): number[] {
  return dish.option_groups.flatMap((group) =>
    group.min > 0 ? group.values.slice(0, group.min).map((value) => value.id) : [],
  );
}

/** Where an order goes. */
export const FULFILMENTS = ['room', 'table', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  room: 'In-room dining',
  table: 'At my table',
  pickup: 'Pickup',
};

export const PAYMENTS = ['at_hotel', 'room_charge'] as const;
export type Payment = (typeof PAYMENTS)[number];
export const PAYMENT_LABELS: Record<Payment, string> = {
  at_hotel: 'Pay at the hotel',
  room_charge: 'Charge to my room',
};

export const ORDER_STATUSES = [
  'Received',
  'Preparing',
  'Ready',
  'Out for delivery',
  'Delivered',
  'Completed',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What each status may become: to a room the food goes out and is delivered; else it is collected or served. */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  switch (status) {
    case 'Received':
      return ['Preparing', 'Cancelled'];
    case 'Preparing':
      return ['Ready', 'Cancelled'];
    case 'Ready':
      return fulfilment === 'room' ? ['Out for delivery', 'Cancelled'] : ['Completed', 'Cancelled'];
    case 'Out for delivery':
      return fulfilment === 'room' ? ['Delivered'] : [];
    default:
      return [];
  }
}

/** The guest may cancel an order the kitchen has not started. */
export const GUEST_CANCELLABLE_STATUS: OrderStatus = 'Received';

/** The kitchen's time slots are this far apart. */
export const SLOT_MINUTES = 15;
/** The longest instructions a guest may leave. */
export const MAX_INSTRUCTIONS_LENGTH = 300;

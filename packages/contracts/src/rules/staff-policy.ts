import type { AdminEntity } from '../admin';
import { STAFF_ROLES, type StaffRole } from './roles';

/**
 * Who may do what, in one table, read by the API (each staff route's `config.access`, the money fields'
 * check) and by the back office (which controls to offer). Guests' own records (profile, cart, orders, bookings, table requests,
 * feedback, inbox, settings) are served to their guest alone: no staff role appears here for them, and
 * another account asking for one gets the same 404 as for a record that does not exist. Staff reach guests'
 * data only through the staff routes of the abilities below, each route naming its ability (`rolesWith`).
 */
export const STAFF_ABILITIES = {
  today: 'The back office and its day at a glance',
  kitchen: 'Room-service and restaurant orders: see them, move them on and take their payment',
  'front-desk':
    "Stays, bookings, check-in and out, rooms' closures, restaurant tables, guests' messages, contact messages and job applications",
  content: "The site's words and pictures, comments and feedback to moderate, photos to upload",
  money:
    "Prices, discounts, coupons, taxes, seasons, stay rules and rate plans; content's money fields, and creating or deleting a priced record",
  rooms: "Rooms' numbers, floors, types and service",
  housekeeping: "Rooms' housekeeping: dirty, clean, inspected or out of order, and who cleans which",
  accounts: 'Staff accounts, their roles, and the audit log',
} as const;
export type StaffAbility = keyof typeof STAFF_ABILITIES;

const EVERYTHING = Object.keys(STAFF_ABILITIES) as StaffAbility[];

/** Each staff role's abilities: a manager may do everything, the others their own part of the hotel. */
export const STAFF_POLICY: Record<StaffRole, readonly StaffAbility[]> = {
  manager: EVERYTHING,
  front_desk: ['today', 'front-desk', 'housekeeping'],
  kitchen: ['today', 'kitchen'],
  editor: ['today', 'content'],
  housekeeping: ['today', 'housekeeping'],
};

/**
 * The roles that sign in in two steps (a password, then an authenticator app's code), setting the app up at
 * their first sign-in: those who may change staff accounts and money. Any member of staff who has set up a
 * key is asked for its code too.
 */
export const TWO_STEP_SIGN_IN_ROLES: readonly StaffRole[] = ['manager'];

/** Whether a role must sign in in two steps. */
export const roleNeedsTwoStepSignIn = (role: string | undefined): boolean =>
  (TWO_STEP_SIGN_IN_ROLES as readonly string[]).includes(role ?? '');

/** Whether a staff role has an ability (false for a guest or an unknown role). */
export const roleMay = (role: string | undefined, ability: StaffAbility): boolean =>
  (STAFF_POLICY as Partial<Record<string, readonly StaffAbility[]>>)[role ?? '']?.includes(ability) ?? false;

/** The staff roles with an ability, in STAFF_ROLES order: what a staff route's `config.access` names. */
export const rolesWith = (ability: StaffAbility): readonly StaffRole[] =>
  STAFF_ROLES.filter((role) => roleMay(role, ability));

/**
 * The fields of content records that set what a guest pays: only `money` may change them. A content editor
 * changes the words and pictures of the same records; sending a money field's current value is no change.
 * A record created by someone without `money` must leave them out or at their default (`CREATE_DEFAULTS`):
 * offers, room types and dishes always carry a price, so only a manager creates them.
 */
export const MONEY_FIELDS: Partial<Record<AdminEntity, readonly string[]>> = {
  pages: ['discount'],
  offers: ['offer_value', 'offer_type', 'offer_coupon', 'min_nights', 'active'],
  'room-types': ['room_base_price'],
  'food-items': ['price'],
};

/** A money field's value on a new record that is no price at all (a page without a discount). */
export const MONEY_FIELD_DEFAULTS: Partial<Record<string, unknown>> = { discount: null };

/** Whether a new record of `entity` needs a money field set (so only a role with `money` can create one). */
export const isPricedEntity = (entity: AdminEntity): boolean =>
  (MONEY_FIELDS[entity] ?? []).some((field) => !(field in MONEY_FIELD_DEFAULTS));

/** Whether `role` may create or delete a record of `entity` (one that carries a price needs `money`). */
export const roleMayCreateOrDelete = (role: string | undefined, entity: AdminEntity): boolean =>
  roleMay(role, 'money') || !isPricedEntity(entity);

export const pricedDeleteRefused = (one: string) =>
  `Only a manager may delete this ${one}: it carries a price. Edit its words and pictures instead.`;

export const moneyFieldRefused = (field: string) =>
  `Only a manager may change ${field}: your staff role edits words and pictures.`;

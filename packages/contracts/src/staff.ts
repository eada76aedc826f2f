import { z } from 'zod';
import { passwordField } from './account';
import { cartItemParamsSchema, orderItemSchema, orderParamsSchema, orderSchema } from './commerce';
import { searchQuery, type SortDirection, sortQuery } from './paging';
import { STAFF_ROLES, type StaffRole } from './rules/roles';
import { HOUSEKEEPING_STATES } from './staff-housekeeping';

/** The staff back office: what its screens read from /api/staff. */

/** Orders the kitchen still has to finish: not Completed, Delivered or Cancelled. */
export const OPEN_ORDER_STATUSES = ['Received', 'Preparing', 'Ready', 'Out for delivery'] as const;

/** A dish of a ticket as the kitchen sees it: its line's id, and whether it is made (ticked off). */
export const staffOrderItemSchema = orderItemSchema.extend({ id: z.number().int(), done: z.boolean() });
export type StaffOrderItem = z.infer<typeof staffOrderItemSchema>;

/** Where a room-service order and a pickup are made for: the kitchen's outlets besides the restaurants. */
export const ROOM_SERVICE_OUTLET = 'In-room dining';
export const PICKUP_OUTLET = 'Pickup';

/**
 * An order as the kitchen sees it: the guest's name, the outlet it is for (a table's restaurant, in-room
 * dining or pickup) and each dish's line, ticked off or not.
 */
export const staffOrderSchema = orderSchema.extend({
  guest_name: z.string(),
  outlet: z.string(),
  items: z.array(staffOrderItemSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersResponseSchema = z.object({ orders: z.array(staffOrderSchema) });
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

/** A food order's payment taken: what to tell the member of staff, and the order with its invoice. */
export const staffOrderPaidSchema = z.object({ message: z.string(), order: staffOrderSchema });
export type StaffOrderPaid = z.infer<typeof staffOrderPaidSchema>;

/** A dish as the kitchen switches it: on sale, or sold out for the rest of the hotel's day. */
export const staffDishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  sold_out: z.boolean(),
});
export type StaffDish = z.infer<typeof staffDishSchema>;
export const staffDishesResponseSchema = z.object({ dishes: z.array(staffDishSchema) });
export const staffDishParamsSchema = orderParamsSchema;
export const staffSoldOutRequestSchema = z.object({
  sold_out: z.boolean({ error: 'Say whether the dish is sold out (true) or back on sale (false).' }),
});
export type StaffSoldOutRequest = z.infer<typeof staffSoldOutRequestSchema>;

/** `:id` of an order and `:itemId` of one of its dishes. */
export const staffOrderItemParamsSchema = orderParamsSchema.extend(cartItemParamsSchema.shape);
export const staffOrderItemRequestSchema = z.object({
  done: z.boolean({ error: 'Say whether the dish is made (true) or still to make (false).' }),
});
export type StaffOrderItemRequest = z.infer<typeof staffOrderItemRequestSchema>;
/** Why a dish cannot be ticked off: the order is not being made any more. */
export const ITEM_BUMP_REFUSED = 'Dishes are ticked off while the order is being made, before it is ready.';

export const CANCEL_REASON_REQUIRED = 'Give the guest a reason for cancelling.';
export const staffCancelOrderRequestSchema = z.object({
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(3, CANCEL_REASON_REQUIRED)
    .max(300, 'The reason must be at most 300 characters.'),
});
export type StaffCancelOrderRequest = z.infer<typeof staffCancelOrderRequestSchema>;

export const staffTableSchema = z.object({
  id: z.number().int(),
  table_name: z.string(),
  seats: z.number().int(),
});
export type StaffTable = z.infer<typeof staffTableSchema>;

/** A Pending table request with the tables of its restaurant that seat the party and are free at its slot. */
export const staffTableRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  time: z.string(),
  party_size: z.number().int(),
  details: z.string(),
  /** The guest's contact, to call them about their table (no email for a profile made without one). */
  email: z.string().nullable(),
  phone: z.string(),
  tables: z.array(staffTableSchema),
});
export type StaffTableRequest = z.infer<typeof staffTableRequestSchema>;

export const staffTableRequestsResponseSchema = z.object({ requests: z.array(staffTableRequestSchema) });
export type StaffTableRequestsResponse = z.infer<typeof staffTableRequestsResponseSchema>;

/** The day at a glance, in the hotel's time zone; occupancy is the share of rooms taken tonight, in percent. */
export const staffTodaySchema = z.object({
  date: z.string(),
  arrivals: z.number().int(),
  departures: z.number().int(),
  in_house: z.number().int(),
  rooms_total: z.number().int(),
  occupancy_tonight: z.number().int(),
  pending_table_requests: z.number().int(),
  open_orders: z.number().int(),
  /** Guests' messages to the hotel (/messages) no member of staff has opened yet. */
  unread_messages: z.number().int(),
  /** Today's arrivals not yet checked in whose room is ready (clean or inspected), of those not yet in. */
  arrivals_ready: z.number().int(),
  arrivals_waiting: z.number().int(),
});
export type StaffToday = z.infer<typeof staffTodaySchema>;

/** Where a booked room's guest is: not yet arrived, in the hotel, gone; or the booking was cancelled. */
export const STAY_STATES = ['expected', 'in_house', 'checked_out', 'cancelled'] as const;
export type StayState = (typeof STAY_STATES)[number];
export const STAY_STATE_LABELS: Record<StayState, string> = {
  expected: 'Expected',
  in_house: 'In house',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
};

const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date.`);

/** The columns the booked rooms sort by; without one, soonest arrival first. */
export const STAFF_BOOKING_SORTS = ['check_in', 'check_out', 'guest', 'reference', 'room', 'state'] as const;
export type StaffBookingSort = (typeof STAFF_BOOKING_SORTS)[number];

/** GET /api/staff/bookings: rooms booked for stays overlapping [from, to], filtered, sorted, a page at a time. */
export const staffBookingsQuerySchema = z
  .object({
    ...sortQuery(STAFF_BOOKING_SORTS),
    from: isoDay('From').optional(),
    to: isoDay('To').optional(),
    state: z.enum(STAY_STATES, { error: `State must be one of ${STAY_STATES.join(', ')}.` }).optional(),
    guest: z.string().trim().max(100, 'Guest must be at most 100 characters.').optional(),
    room_type: z.coerce
      .number({ error: 'Room type must be a room type’s id.' })
      .int('Room type must be a room type’s id.')
      .positive('Room type must be a room type’s id.')
      .optional(),
    page: z.coerce.number().int().min(1, 'page must be a whole number of at least 1.').default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'To must be on or after From.',
    path: ['to'],
  });
/** The filters as the back office sends them (the API reads them from the query string). */
export interface StaffBookingsQuery {
  from?: string | undefined;
  to?: string | undefined;
  state?: StayState | undefined;
  guest?: string | undefined;
  room_type?: number | undefined;
  sort?: StaffBookingSort | undefined;
  dir?: SortDirection | undefined;
  page?: number | undefined;
}

export const STAFF_BOOKINGS_PAGE_SIZE = 20;

export const staffBookingSchema = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  guest_name: z.string(),
  /** The guest's contact (no email for a profile made without one). */
  guest_email: z.string().nullable(),
  guest_phone: z.string(),
  room_no: z.string(),
  room_type: z.object({ id: z.number().int(), title: z.string() }),
  check_in: z.string(),
  check_out: z.string(),
  state: z.enum(STAY_STATES),
  /** The room's housekeeping state now: an expected guest's room is ready when clean or inspected. */
  room_housekeeping: z.enum(HOUSEKEEPING_STATES),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export const staffBookingsResponseSchema = z.object({
  data: z.array(staffBookingSchema),
  total: z.number().int(),
  room_types: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type StaffBookingsResponse = z.infer<typeof staffBookingsResponseSchema>;

export const staffBookingParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The booking id must be a positive whole number.' })
    .int('The booking id must be a positive whole number.')
    .positive('The booking id must be a positive whole number.'),
});

/** GET /api/staff/audit (manager only): the staff's changes, newest first, filtered, a page at a time. */
export const STAFF_AUDIT_PAGE_SIZE = 25;
/** The columns the audit log sorts by; without one, newest first. */
export const STAFF_AUDIT_SORTS = ['at', 'actor', 'action'] as const;
export type StaffAuditSort = (typeof STAFF_AUDIT_SORTS)[number];
export const staffAuditQuerySchema = z
  .object({
    /** Searches the changed record's id and the action. */
    q: searchQuery,
    ...sortQuery(STAFF_AUDIT_SORTS, 'desc'),
    actor: z.coerce
      .number({ error: 'Actor must be a member of staff’s id.' })
      .int('Actor must be a member of staff’s id.')
      .positive('Actor must be a member of staff’s id.')
      .optional(),
    action: z
      .string()
      .trim()
      .max(60, 'Action must be at most 60 characters.')
      .regex(/^[a-z_]+(\.[a-z_]+)?$/, 'Action must look like order.status.')
      .optional(),
    from: isoDay('From').optional(),
    to: isoDay('To').optional(),
    page: z.coerce.number().int().min(1, 'page must be a whole number of at least 1.').default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'To must be on or after From.',
    path: ['to'],
  });
/** The filters as the audit screen sends them. */
export interface StaffAuditQuery {
  actor?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  sort?: StaffAuditSort | undefined;
  dir?: SortDirection | undefined;
  page?: number | undefined;
}

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  /** Who did it, with their name and role as they were when it was written ('' for a role not recorded). */
  actor: z.object({ id: z.number().int().nullable(), name: z.string(), role: z.string() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** The record as people name it: "Booking HJ-ABC234, room 204", "Food order FO-7K2QX9", "Room 204". */
  record: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditResponseSchema = z.object({
  data: z.array(staffAuditEntrySchema),
  total: z.number().int(),
  /** Everyone who appears in the log, and the actions in it, for the screen's filters. */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  actions: z.array(z.string()),
});
export type StaffAuditResponse = z.infer<typeof staffAuditResponseSchema>;

/** Staff accounts (manager only). */
/** `invited`: the account waits for its invitation to be accepted (it cannot sign in until then). */
export const STAFF_ACCOUNT_STATES = ['active', 'invited', 'disabled'] as const;
export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  state: z.enum(STAFF_ACCOUNT_STATES),
  /** ISO 8601, UTC; null when the account never signed in. */
  last_sign_in_at: z.string().nullable(),
  /** Whether the account signs in in two steps with an authenticator app it has set up. */
  two_step: z.boolean(),
  /** Whether its invitation was never accepted (no password of its own): a manager may send it again. */
  can_reinvite: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const STAFF_REINVITE_MESSAGES = {
  accepted:
    'This member of staff has already accepted their invitation: they sign in with their own password.',
} as const;
/** The columns the accounts sort by; without one, managers first, then by name. */
export const STAFF_ACCOUNT_SORTS = ['role', 'name', 'email', 'state', 'last_sign_in_at'] as const;
export type StaffAccountSort = (typeof STAFF_ACCOUNT_SORTS)[number];
export const STAFF_ACCOUNTS_PAGE_SIZE = 25;
/** GET /api/staff/accounts: searched by name or email, sorted, 25 a page. */
export const staffAccountsQuerySchema = z.object({
  q: searchQuery,
  ...sortQuery(STAFF_ACCOUNT_SORTS),
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1.' })
    .int('page must be a whole number of at least 1.')
    .min(1, 'page must be a whole number of at least 1.')
    .default(1),
});
export type StaffAccountsQuery = z.input<typeof staffAccountsQuerySchema>;
export const staffAccountsResponseSchema = z.object({
  accounts: z.array(staffAccountSchema),
  /** How many accounts match the search, over every page. */
  total: z.number().int(),
});
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;

export const staffAccountParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The account id must be a positive whole number.' })
    .int('The account id must be a positive whole number.')
    .positive('The account id must be a positive whole number.'),
});
export const STAFF_ROLE_REQUIRED = `Role must be one of ${STAFF_ROLES.join(', ')}.`;
export const staffRoleRequestSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED }),
});
export type StaffRoleRequest = z.infer<typeof staffRoleRequestSchema>;

/** The refusals that keep the hotel with a manager who can sign in. */
export const CANNOT_CHANGE_SELF_MESSAGE = 'You cannot demote or disable your own account.';
export const LAST_MANAGER_MESSAGE = 'The hotel needs at least one active manager: this is the last one.';

/** How the back office names each staff role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  manager: 'Manager',
  front_desk: 'Front desk',
  kitchen: 'Kitchen',
  editor: 'Editor',
  housekeeping: 'Housekeeping',
};

/** POST /api/staff/invitations: a manager invites a member of staff by mail. */
export const STAFF_INVITATION_TTL_DAYS = 7;
export const staffInvitationRequestSchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email('Enter a valid email.')),
  role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED }),
});
export type StaffInvitationRequest = z.infer<typeof staffInvitationRequestSchema>;

/** POST /api/auth/accept-invitation: the invitee sets a password with the link's token. */
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, used or expired. Ask your manager for a new one.';
export const INVITATION_REVOKED_MESSAGE =
  'This invitation was withdrawn by a manager, and the account stays disabled. Ask your manager if this is a mistake.';
export const INVITATION_ACCEPTED_MESSAGE =
  'Your staff account is ready. Please log in with your new password.';
export const acceptInvitationRequestSchema = z.object({
  token: z
    .string({ error: INVITATION_INVALID_MESSAGE })
    .trim()
    .min(1, INVITATION_INVALID_MESSAGE)
    .max(200, INVITATION_INVALID_MESSAGE),
  password: passwordField(),
});
export type AcceptInvitationRequest = z.output<typeof acceptInvitationRequestSchema>;

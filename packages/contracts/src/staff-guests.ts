import { z } from 'zod';
import { emailField, requiredText } from './account';
import { rupeesSchema } from './money-schema';
import { searchQuery } from './paging';
import { STAFF_STAY_SOURCES } from './stays';

/**
 * Guest profiles as the front desk and the manager keep them: a guest who registered, or one the staff made
 * for a walk-in or a phone guest (no sign-in until the guest sets a password through "Forgot password").
 */

export const GUEST_MESSAGES = {
  notFound: 'Guest not found.',
  created: 'Guest profile created.',
  saved: 'Guest profile saved.',
  noteAdded: 'Note added.',
  noteRemoved: 'Note removed.',
  noteNotFound: 'This guest has no such note.',
  merged: 'Profiles merged.',
  mergeSelf: 'Choose another profile to merge into this one.',
  mergeStaff: 'A staff account cannot be merged into a guest profile.',
  mergeMerged: 'That profile was already merged into another.',
  mergeOwnSignIn:
    'That profile signs in with a different email: the guest would lose their sign-in. Keep that profile and merge this one into it instead.',
  emailTaken: (name: string) => `This email belongs to ${name} already: open that profile instead.`,
  emailTakenByStaff: 'This email belongs to a staff account.',
  phone: 'Enter a valid phone number.',
  booked: 'Reservation booked.',
  staffGuestOnly: 'Choose a guest: a staff account cannot be booked for.',
} as const;

/** The domain of the placeholder email a profile without one holds: nothing is ever sent there. */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';

export const GUEST_NOTE_KINDS = ['allergy', 'occasion', 'preference', 'other'] as const;
export type GuestNoteKind = (typeof GUEST_NOTE_KINDS)[number];
export const GUEST_NOTE_KIND_LABELS: Record<GuestNoteKind, string> = {
  allergy: 'Allergy',
  occasion: 'Occasion',
  preference: 'Preference',
  other: 'Other',
};

export const STAFF_GUESTS_PAGE_SIZE = 20;

const phoneField = z
  .string({ error: 'Phone number is required.' })
  .trim()
  .min(1, 'Phone number is required.')
  .regex(/^\+?[\d\s-]{7,20}$/, GUEST_MESSAGES.phone);

/** An email, or nothing: empty text reads as none. */
const optionalEmail = z
  .union([z.literal(''), z.null(), emailField()])
  .optional()
  .transform((email) => (email ? email.toLowerCase() : null));

/** GET /api/staff/guests */
export const staffGuestsQuerySchema = z.object({
  q: searchQuery,
  page: z.coerce.number().int().min(1, 'page must be a whole number of at least 1.').default(1),
});
export type StaffGuestsQuery = z.input<typeof staffGuestsQuerySchema>;

export const staffGuestSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a profile made without one. */
  email: z.string().nullable(),
  phone: z.string(),
  vip: z.boolean(),
  /** Whether the guest can sign in (set a password); a profile the staff made cannot until they do. */
  has_sign_in: z.boolean(),
  /** The arrival day of the guest's latest stay, or null. */
  last_stay: z.string().nullable(),
});
export type StaffGuestSummary = z.infer<typeof staffGuestSummarySchema>;

export const staffGuestsResponseSchema = z.object({
  data: z.array(staffGuestSummarySchema),
  total: z.number().int(),
});
export type StaffGuestsResponse = z.infer<typeof staffGuestsResponseSchema>;

export const staffGuestParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The guest id must be a positive whole number.' })
    .int('The guest id must be a positive whole number.')
    .min(1, 'The guest id must be a positive whole number.')
    .max(2_147_483_647, 'The guest id must be a positive whole number.'),
});
export const staffGuestNoteParamsSchema = staffGuestParamsSchema.extend({
  noteId: staffGuestParamsSchema.shape.id,
});

/** POST /api/staff/guests */
export const staffGuestCreateSchema = z.object({
  name: requiredText('Name is required.', 100),
  email: optionalEmail,
  phone: phoneField,
});
export type StaffGuestCreate = z.input<typeof staffGuestCreateSchema>;

/** PUT /api/staff/guests/:id */
export const staffGuestUpdateSchema = staffGuestCreateSchema.extend({ vip: z.boolean() });
export type StaffGuestUpdate = z.input<typeof staffGuestUpdateSchema>;

export const staffGuestNoteCreateSchema = z.object({
  kind: z.enum(GUEST_NOTE_KINDS, { error: 'Choose what kind of note this is.' }),
  text: requiredText('Note is required.', 500),
});
export type StaffGuestNoteCreate = z.input<typeof staffGuestNoteCreateSchema>;

export const staffGuestNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GUEST_NOTE_KINDS),
  text: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type StaffGuestNote = z.infer<typeof staffGuestNoteSchema>;

export const staffGuestMergeSchema = z.object({
  duplicate_id: staffGuestParamsSchema.shape.id,
});

/** GET /api/staff/guests/:id: the profile, with what the guest booked and ordered. */
export const staffGuestProfileSchema = staffGuestSummarySchema.extend({
  created_at: z.string(),
  /** Who on the staff made the profile, or null when the guest registered. */
  created_by: z.string().nullable(),
  notes: z.array(staffGuestNoteSchema),
  stays: z.array(
    z.object({
      reference: z.string(),
      room_type: z.string(),
      check_in: z.string(),
      check_out: z.string(),
      state: z.string(),
      total: rupeesSchema,
      source: z.enum(['online', ...STAFF_STAY_SOURCES]),
    }),
  ),
  orders: z.array(
    z.object({ id: z.number().int(), at: z.string(), status: z.string(), total: rupeesSchema }),
  ),
  tables: z.array(
    z.object({
      id: z.number().int(),
      restaurant: z.string(),
      date: z.string(),
      time: z.string(),
      party_size: z.number().int(),
      status: z.string(),
    }),
  ),
  totals: z.object({ stays: z.number().int(), nights: z.number().int(), spent: rupeesSchema }),
});
export type StaffGuestProfile = z.infer<typeof staffGuestProfileSchema>;

export const staffGuestResponseSchema = z.object({ message: z.string(), guest: staffGuestProfileSchema });
export type StaffGuestResponse = z.infer<typeof staffGuestResponseSchema>;

/** POST /api/staff/stays: the new booking's reference, for its page. */
export const staffStayCreatedSchema = z.object({ message: z.string(), reference: z.string() });

import { z } from 'zod';
import { rupeesSchema } from './money-schema';
import { STAY_STATES } from './staff';
import { HOUSEKEEPING_STATES } from './staff-housekeeping';
import { BOOKING_REFERENCE_PATTERN, stayPriceSchema } from './stays';

// ── The front desk's booking detail ────────────────────────────────────────────────────

export const STAFF_CANCEL_REASON_MAX = 300;

export const staffStayParamsSchema = z.object({
  reference: z.string().regex(BOOKING_REFERENCE_PATTERN, 'The booking reference looks like HJ-7K2M9Q.'),
});

const roomRef = z.object({
  id: z.number().int(),
  room_no: z.string(),
  room_type: z.object({ id: z.number().int(), title: z.string() }),
  /** Its housekeeping state now, and whether that makes it ready for a guest (clean or inspected). */
  housekeeping: z.enum(HOUSEKEEPING_STATES),
  ready: z.boolean(),
});
export type StaffRoomRef = z.infer<typeof roomRef>;

/** One booked room of the stay: which room, where its guest is. `id` is the booked room's own id. */
export const staffStayRoomSchema = z.object({
  id: z.number().int(),
  room: roomRef,
  state: z.enum(STAY_STATES),
});
export type StaffStayRoom = z.infer<typeof staffStayRoomSchema>;

export const staffStayEventSchema = z.object({ at: z.string(), what: z.string() });

/** GET /api/staff/stays/:reference */
export const staffStaySchema = z.object({
  reference: z.string(),
  status: z.enum(['Confirmed', 'Cancelled']),
  guest: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
  }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  rate_plan_name: z.string(),
  coupon: z.string().nullable(),
  requests: z.object({
    arrival_time: z.string(),
    bed_preference: z.string(),
    occasion: z.string(),
    remarks: z.string(),
  }),
  price: stayPriceSchema,
  total: rupeesSchema,
  policy_text: z.string(),
  /** What the policy would charge for cancelling now (0 when free). */
  fee_now: rupeesSchema,
  cancellation_fee: rupeesSchema.nullable(),
  cancel_reason: z.string().nullable(),
  rooms: z.array(staffStayRoomSchema),
  /** Rooms in service and free for every night of the stay, any type: ready rooms first, then the same type. */
  free_rooms: z.array(roomRef),
  history: z.array(staffStayEventSchema),
});
export type StaffStay = z.infer<typeof staffStaySchema>;

export const staffCancelStayRequestSchema = z.object({
  reason: z
    .string({ error: 'Give a reason for cancelling.' })
    .trim()
    .min(1, 'Give a reason for cancelling.')
    .max(STAFF_CANCEL_REASON_MAX, `The reason may be at most ${STAFF_CANCEL_REASON_MAX} characters.`),
  waive_fee: z.boolean({ error: 'Say whether the fee is waived (true or false).' }),
});
export type StaffCancelStayRequest = z.infer<typeof staffCancelStayRequestSchema>;

export const staffMoveRoomRequestSchema = z.object({
  booked_room_id: z
    .number({ error: 'Choose the booked room to move.' })
    .int('Choose the booked room to move.')
    .positive('Choose the booked room to move.'),
  room_id: z
    .number({ error: 'Choose the room to move to.' })
    .int('Choose the room to move to.')
    .positive('Choose the room to move to.'),
});
export type StaffMoveRoomRequest = z.infer<typeof staffMoveRoomRequestSchema>;

export const staffStayActionResponseSchema = z.object({ message: z.string(), data: staffStaySchema });
export type StaffStayActionResponse = z.infer<typeof staffStayActionResponseSchema>;

// ── The tape chart ───────────────────────────────────────────────────────────────────────────────────────

export const TAPE_CHART_NIGHTS = 14;

export const staffTapeChartQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'From must be a date like 2026-12-01.')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'From must be a real date.')
    .optional(),
});

// ── Rooms out of service ────────────────────────────────────────────────────────────────────────────────

export const STAFF_CLOSURE_REASON_MAX = 200;

export const staffRoomParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The room id must be a positive whole number.' })
    .int('The room id must be a positive whole number.')
    .positive('The room id must be a positive whole number.'),
});
export const staffRoomClosureParamsSchema = staffRoomParamsSchema.extend({
  closureId: z.coerce
    .number({ error: 'The closure id must be a positive whole number.' })
    .int('The closure id must be a positive whole number.')
    .positive('The closure id must be a positive whole number.'),
});

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-12-01.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-12-01.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a real date.`);

/** POST /api/staff/rooms/:id/closures: out of service for the nights [from, to). */
export const staffRoomClosureRequestSchema = z
  .object({
    from: day('From'),
    to: day('To'),
    reason: z
      .string({ error: 'Give a reason, e.g. Repainting.' })
      .trim()
      .min(1, 'Give a reason, e.g. Repainting.')
      .max(STAFF_CLOSURE_REASON_MAX, `The reason may be at most ${STAFF_CLOSURE_REASON_MAX} characters.`),
  })
  .refine((body) => body.to > body.from, { path: ['to'], message: 'To must be after From.' });
export type StaffRoomClosureRequest = z.infer<typeof staffRoomClosureRequestSchema>;

export const staffRoomClosureSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
});
export type StaffRoomClosure = z.infer<typeof staffRoomClosureSchema>;

export const staffTapeChartSchema = z.object({
  from: z.string(),
  nights: z.array(z.string()),
  rooms: z.array(
    roomRef.extend({
      in_service: z.boolean(),
      closures: z.array(staffRoomClosureSchema),
      stays: z.array(
        z.object({
          id: z.number().int(),
          reference: z.string().nullable(),
          guest_name: z.string(),
          check_in: z.string(),
          check_out: z.string(),
          state: z.enum(STAY_STATES),
        }),
      ),
    }),
  ),
});
export type StaffTapeChart = z.infer<typeof staffTapeChartSchema>;

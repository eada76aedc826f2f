import { z } from 'zod';

// ── Housekeeping: each room's state between guests ──────────────────────────────────────

/**
 * A room's housekeeping state. A guest's check-out makes the room dirty; housekeeping cleans it, a supervisor
 * inspects it. Out of order is housekeeping's own flag (a broken tap, a stain to treat): the room reads as not
 * ready until it is back in service. Taking a room out of sale for dates is the front desk's closure, a separate
 * thing the housekeeping screen only shows.
 */
export const HOUSEKEEPING_STATES = ['dirty', 'clean', 'inspected', 'out_of_order'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

export const HOUSEKEEPING_STATE_LABELS: Record<HousekeepingState, string> = {
  dirty: 'Dirty',
  clean: 'Clean',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
};

/** Ready for a guest: clean or inspected (the one place this is decided). */
export const isRoomReady = (state: HousekeepingState): boolean => state === 'clean' || state === 'inspected';

/** "Ready" or "Not ready (dirty)": how the front desk reads an arrival's room. */
export const roomReadiness = (state: HousekeepingState): string =>
  isRoomReady(state) ? 'Ready' : `Not ready (${HOUSEKEEPING_STATE_LABELS[state].toLowerCase()})`;

/**
 * The states a room may go to from each state. A dirty room is cleaned before it is inspected; a room back in
 * service from out of order comes back dirty, to be cleaned before a guest has it. Any room may be flagged out
 * of order. Setting the state a room already has is no change (two phones tapping at once).
 */
export const HOUSEKEEPING_NEXT: Record<HousekeepingState, readonly HousekeepingState[]> = {
  dirty: ['clean', 'out_of_order'],
  clean: ['inspected', 'dirty', 'out_of_order'],
  inspected: ['dirty', 'out_of_order'],
  out_of_order: ['dirty'],
};

export const mayMoveHousekeeping = (from: HousekeepingState, to: HousekeepingState): boolean =>
  from === to || HOUSEKEEPING_NEXT[from].includes(to);

export const HOUSEKEEPING_MESSAGES = {
  roomNotFound: 'Room not found.',
  stateRequired: `State must be one of ${HOUSEKEEPING_STATES.join(', ')}.`,
  nothingToChange: 'Send a state or a housekeeper to assign.',
  notAHousekeeper: 'Rooms are assigned to an active housekeeping account.',
  refused: (roomNo: string, from: HousekeepingState, to: HousekeepingState) =>
    from === 'out_of_order'
      ? `Room ${roomNo} is out of order: put it back in service first (it comes back dirty).`
      : `Room ${roomNo} is ${HOUSEKEEPING_STATE_LABELS[from].toLowerCase()}: it cannot go to ${HOUSEKEEPING_STATE_LABELS[to].toLowerCase()} from there${to === 'inspected' ? ' (it is cleaned first)' : ''}.`,
  changed: (roomNo: string, state: HousekeepingState) =>
    `Room ${roomNo} is ${HOUSEKEEPING_STATE_LABELS[state].toLowerCase()}${isRoomReady(state) ? ' and ready' : ''}.`,
} as const;

/** GET /api/staff/housekeeping?mine=true: only the rooms assigned to the signed-in housekeeper. */
export const staffHousekeepingQuerySchema = z.object({
  mine: z
    .enum(['true', 'false'], { error: 'mine must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});

export const staffHousekeepingParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The room id must be a positive whole number.' })
    .int('The room id must be a positive whole number.')
    .positive('The room id must be a positive whole number.'),
});

/** PUT /api/staff/housekeeping/rooms/:id: a new state, a housekeeper assigned (null: nobody), or both. */
export const staffHousekeepingUpdateSchema = z
  .object({
    state: z.enum(HOUSEKEEPING_STATES, { error: HOUSEKEEPING_MESSAGES.stateRequired }).optional(),
    housekeeper_id: z
      .number({ error: 'The housekeeper is an account id, or null for nobody.' })
      .int()
      .positive()
      .nullable()
      .optional(),
  })
  .refine((body) => body.state !== undefined || body.housekeeper_id !== undefined, {
    message: HOUSEKEEPING_MESSAGES.nothingToChange,
    path: ['state'],
  });
export type StaffHousekeepingUpdate = z.infer<typeof staffHousekeepingUpdateSchema>;

const personRef = z.object({ id: z.number().int(), name: z.string() });

/** One room as housekeeping sees it: its state, who set it and when, and who comes and goes today. */
export const staffHousekeepingRoomSchema = z.object({
  id: z.number().int(),
  room_no: z.string(),
  floor: z.number().int(),
  room_type: z.object({ id: z.number().int(), title: z.string() }),
  state: z.enum(HOUSEKEEPING_STATES),
  ready: z.boolean(),
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
  housekeeper: personRef.nullable(),
  /** A guest has checked in and not yet out. */
  in_house: z.boolean(),
  /** A guest is expected today and not yet checked in. */
  arriving_today: z.boolean(),
  /** The guest in house leaves today. */
  departing_today: z.boolean(),
  /** The front desk's closure covering tonight, if any (the room is out of sale then). */
  closure: z.object({ starts_on: z.string(), ends_on: z.string(), reason: z.string() }).nullable(),
  /** A manager took the room out of service altogether (rooms' service). */
  in_service: z.boolean(),
});
export type StaffHousekeepingRoom = z.infer<typeof staffHousekeepingRoomSchema>;

export const staffHousekeepingResponseSchema = z.object({
  date: z.string(),
  rooms: z.array(staffHousekeepingRoomSchema),
  /** The active housekeeping accounts rooms can be assigned to. */
  housekeepers: z.array(personRef),
});
export type StaffHousekeepingResponse = z.infer<typeof staffHousekeepingResponseSchema>;

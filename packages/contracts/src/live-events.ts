import { z } from 'zod';
import type { LiveEvent } from './bus';
import type { StaffRole } from './rules/roles';

/** An event of GET /api/events (`event: notification`), as its `data:` line carries it. */
export const liveEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  subject: z.record(z.string(), z.unknown()),
  created_at: z.string(),
}) satisfies z.ZodType<LiveEvent>;

/** The `event:` name of a notification on the stream. */
export const LIVE_EVENT_NAME = 'notification';

/**
 * The back office's queues, each a list staff work through. When one of them changes (an order placed or
 * moved, a table requested, a booking made or cancelled, a message or application received, a review posted),
 * GET /api/events tells the staff whose role works that queue, by name only: their screens read it again.
 */
export const STAFF_QUEUES = [
  'orders',
  'table-requests',
  'bookings',
  'inbox',
  'moderation',
  'housekeeping',
] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/** Which roles work each queue (the API's access rules for its lists say the same). */
export const STAFF_QUEUE_ROLES: Record<StaffQueue, readonly StaffRole[]> = {
  orders: ['manager', 'kitchen'],
  'table-requests': ['manager', 'front_desk'],
  bookings: ['manager', 'front_desk'],
  inbox: ['manager', 'front_desk'],
  moderation: ['manager', 'editor'],
  housekeeping: ['manager', 'front_desk', 'housekeeping'],
};

/** The queues a role is told about. */
export const staffQueuesOf = (role: StaffRole): StaffQueue[] =>
  STAFF_QUEUES.filter((queue) => STAFF_QUEUE_ROLES[queue].includes(role));

/** The `event:` name of a queue change on the stream; its `data:` is `{ "queue": "orders" }`, without an id. */
export const QUEUE_EVENT_NAME = 'queue';
export const queueEventSchema = z.object({ queue: z.enum(STAFF_QUEUES) });

import { z } from 'zod';
import type { LiveEvent } from './bus';

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

import { z } from 'zod';
import { orderSchema } from './commerce';

/** The staff back office (issue 19): what its screens read from /api/staff. */

/** Orders the kitchen still has to finish: not Completed, Delivered or Cancelled. */
export const OPEN_ORDER_STATUSES = ['Received', 'Preparing', 'Ready', 'Out for delivery'] as const;

export const staffOrderSchema = orderSchema.extend({ guest_name: z.string() });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersResponseSchema = z.object({ orders: z.array(staffOrderSchema) });
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

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
});
export type StaffToday = z.infer<typeof staffTodaySchema>;

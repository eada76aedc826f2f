import { z } from 'zod';
import { emailField, requiredText } from './account';
import { publicReplySchema } from './content-forms';

/** What a piece of feedback is about; "General" unless the guest says otherwise. */
export const FEEDBACK_TYPES = ['General', 'Room', 'Dining', 'Service'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** New feedback is Pending until staff publish it (Active) or hide it (Inactive). */
export const FEEDBACK_STATUSES = ['Pending', 'Active', 'Inactive'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** SPEC §9: ratings from 0 to 5 stars. */
export const MAX_RATING = 5;

export const FEEDBACK_MESSAGES = {
  nameRequired: 'Name is required.',
  messageRequired: 'Message is required.',
  rating: `Rating must be a whole number from 0 to ${MAX_RATING}.`,
  type: `Type must be one of ${FEEDBACK_TYPES.join(', ')}.`,
  thanks: 'Thank you for your feedback!',
  empty: 'No feedback yet.',
} as const;

/** SPEC §3 new feedback form: name, email, message, rating (0 to 5), plus what it is about. */
export const feedbackRequestSchema = z.object({
  name: requiredText(FEEDBACK_MESSAGES.nameRequired, 100),
  email: emailField(),
  message: requiredText(FEEDBACK_MESSAGES.messageRequired, 2000),
  rating: z.coerce
    .number({ error: FEEDBACK_MESSAGES.rating })
    .int(FEEDBACK_MESSAGES.rating)
    .min(0, FEEDBACK_MESSAGES.rating)
    .max(MAX_RATING, FEEDBACK_MESSAGES.rating),
  type: z.enum(FEEDBACK_TYPES, { error: FEEDBACK_MESSAGES.type }).default('General'),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/**
 * SPEC §3 feedback, with the author's name. The author's email is never published, nor their account: the
 * public list gives `user_id: null`; the author's own list and staff see it.
 */
export const feedbackSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  feedback_info: z.object({
    user_id: z.number().int().nullable(),
    feedback_comment: z.string(),
    type: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  feedback_star: z.number().int(),
  feedback_status: z.enum(FEEDBACK_STATUSES),
  /** The hotel's public reply, once it answered. */
  reply: publicReplySchema.optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** SPEC §7 feedback/get_with_pagination: `data` and `totalPages` (and `total`, which the pager needs). */
export const feedbackPageSchema = z.object({
  data: z.array(feedbackSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const feedbackListSchema = z.object({ data: z.array(feedbackSchema) });
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackResponseSchema = z.object({ success: z.literal(true), data: feedbackSchema });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

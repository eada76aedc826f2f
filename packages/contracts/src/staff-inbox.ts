import { z } from 'zod';
import { SORT_DIRECTIONS, type SortDirection } from './paging';
import { COMMENT_STATUSES, CONTACT_SUBJECTS, publicReplySchema } from './content-forms';
import { FEEDBACK_STATUSES } from './feedback';
import { RESUME_TYPES } from './admin';
import { MAX_PAGE_LIMIT } from './rules/paging';

/**
 * Moderation and the hotel's inbox: what the back office reads from
 * /api/staff/moderation and /api/staff/inbox, and what it sends.
 */

export const STAFF_INBOX_PAGE_SIZE = 20;

/** A reply as staff see it: also who wrote it (null once their account is gone). */
export const staffReplySchema = publicReplySchema.extend({ replied_by: z.string().nullable() });
export type StaffReply = z.infer<typeof staffReplySchema>;

export const REPLY_MAX_LENGTH = 1000;
export const REPLY_REQUIRED_MESSAGE = 'Write the reply.';
export const REPLY_TOO_LONG_MESSAGE = `The reply must be at most ${REPLY_MAX_LENGTH} characters.`;
export const MAIL_REPLY_MAX_LENGTH = 5000;
export const MAIL_REPLY_TOO_LONG_MESSAGE = `The reply must be at most ${MAIL_REPLY_MAX_LENGTH} characters.`;

/** A public reply under a review, or a reply mailed to a sender: plain text, at least one character. */
export const replyRequestSchema = z.object({
  text: z
    .string({ error: REPLY_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPLY_REQUIRED_MESSAGE)
    .max(REPLY_MAX_LENGTH, REPLY_TOO_LONG_MESSAGE),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

export const mailReplyRequestSchema = z.object({
  text: z
    .string({ error: REPLY_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPLY_REQUIRED_MESSAGE)
    .max(MAIL_REPLY_MAX_LENGTH, MAIL_REPLY_TOO_LONG_MESSAGE),
});
export type MailReplyRequest = z.infer<typeof mailReplyRequestSchema>;

const pageField = z.coerce
  .number({ error: 'page must be a whole number of at least 1.' })
  .int('page must be a whole number of at least 1.')
  .min(1, 'page must be a whole number of at least 1.')
  .max(100_000, 'page must be a whole number of at least 1.')
  .default(1);
const limitMessage = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`;
const limitField = z.coerce
  .number({ error: limitMessage })
  .int(limitMessage)
  .min(1, limitMessage)
  .max(MAX_PAGE_LIMIT, limitMessage)
  .default(STAFF_INBOX_PAGE_SIZE);
const searchField = z.string().trim().max(100, 'Search must be at most 100 characters.').optional();
const directionField = z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc.' }).optional();

/** A staff list's query: a status, a search, a column to sort by and its direction, a page (of 20 by default). */
const listQuery = <
  Statuses extends readonly [string, ...string[]],
  Sorts extends readonly [string, ...string[]],
>(
  statuses: Statuses,
  sorts: Sorts,
) =>
  z.object({
    status: z.enum(statuses, { error: `Status must be one of ${statuses.join(', ')}.` }).optional(),
    q: searchField,
    sort: z.enum(sorts, { error: `Sort must be one of ${sorts.join(', ')}.` }).optional(),
    dir: directionField,
    page: pageField,
    limit: limitField,
  });

/** The list's filters as the back office sends them. */
export interface StaffListQuery<Status extends string = string, Sort extends string = string> {
  status?: Status | undefined;
  q?: string | undefined;
  sort?: Sort | undefined;
  dir?: SortDirection | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/* Moderation: blog comments and guest feedback, pending first unless another sort is asked. */

export const MODERATION_SORTS = ['status', 'created_at', 'name'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];

export const moderationCommentsQuerySchema = listQuery(COMMENT_STATUSES, MODERATION_SORTS);
export const moderationFeedbackQuerySchema = listQuery(FEEDBACK_STATUSES, MODERATION_SORTS);

export const moderationCommentSchema = z.object({
  id: z.number().int(),
  post_slug: z.string(),
  post_title: z.string(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  status: z.enum(COMMENT_STATUSES),
  created_at: z.string(),
  reply: staffReplySchema.nullable(),
});
export type ModerationComment = z.infer<typeof moderationCommentSchema>;

export const moderationFeedbackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  type: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  created_at: z.string(),
  reply: staffReplySchema.nullable(),
});
export type ModerationFeedback = z.infer<typeof moderationFeedbackSchema>;

/** A page of the list, its total, and how many wait for a decision (whatever the filters). */
const staffPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), waiting: z.number().int() });

export const moderationCommentsResponseSchema = staffPage(moderationCommentSchema);
export type ModerationCommentsResponse = z.infer<typeof moderationCommentsResponseSchema>;
export const moderationFeedbackResponseSchema = staffPage(moderationFeedbackSchema);
export type ModerationFeedbackResponse = z.infer<typeof moderationFeedbackResponseSchema>;

/** How the back office names each status, and what "hide" means for each kind of review. */
export const COMMENT_STATUS_LABELS: Record<(typeof COMMENT_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Hidden',
};
export const FEEDBACK_STATUS_LABELS: Record<(typeof FEEDBACK_STATUSES)[number], string> = {
  Pending: 'Pending',
  Active: 'Published',
  Inactive: 'Hidden',
};

const idParam = (label: string) =>
  z.object({
    id: z.coerce
      .number({ error: `The ${label} id must be a positive whole number.` })
      .int(`The ${label} id must be a positive whole number.`)
      .positive(`The ${label} id must be a positive whole number.`)
      .max(2_147_483_647, `The ${label} id must be a positive whole number.`),
  });
export const moderationCommentParamsSchema = idParam('comment');
export const moderationFeedbackParamsSchema = idParam('feedback');
export const contactMessageParamsSchema = idParam('message');
export const careerApplicationParamsSchema = idParam('application');

export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found.';
export const FEEDBACK_NOT_FOUND_MESSAGE = 'Feedback not found.';
export const CONTACT_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found.';
export const ALREADY_HANDLED_MESSAGE = 'This message is already handled.';

/* The hotel's post: contact messages and career applications. */

/** Open: nobody has answered or handled it yet. */
export const CONTACT_STATES = ['open', 'handled'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
export const CONTACT_SORTS = ['created_at', 'name', 'subject'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const contactMessagesQuerySchema = listQuery(CONTACT_STATES, CONTACT_SORTS);

export const staffContactMessageSchema = z.object({
  id: z.number().int(),
  subject: z.enum(CONTACT_SUBJECTS),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  reply: staffReplySchema.nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;
export const contactMessagesResponseSchema = staffPage(staffContactMessageSchema);
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;

export const APPLICATION_STATUSES = [
  'received',
  'shortlisted',
  'interviewing',
  'offered',
  'declined',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: 'Received',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  declined: 'Declined',
};
export const APPLICATION_STATUS_MESSAGE = `Status must be one of ${APPLICATION_STATUSES.join(', ')}.`;
export const APPLICATION_SORTS = ['created_at', 'name', 'status', 'posting'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const careerApplicationsQuerySchema = listQuery(APPLICATION_STATUSES, APPLICATION_SORTS);

export const staffCareerApplicationSchema = z.object({
  id: z.number().int(),
  posting_id: z.number().int(),
  posting_title: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  resume_name: z.string(),
  resume_type: z.enum(RESUME_TYPES),
  resume_size: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
});
export type StaffCareerApplication = z.infer<typeof staffCareerApplicationSchema>;
export const careerApplicationsResponseSchema = staffPage(staffCareerApplicationSchema);
export type CareerApplicationsResponse = z.infer<typeof careerApplicationsResponseSchema>;

export const applicationStatusRequestSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_STATUS_MESSAGE }),
});
export type ApplicationStatusRequest = z.infer<typeof applicationStatusRequestSchema>;

import { z } from 'zod';

/**
 * What visitors send from the content screens: contact messages, blog comments and job applications.
 * The forms and the API validate with the same schemas, so both show the same messages (SPEC §5).
 */

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email.'));

/** SPEC §5 contact subjects; the form's first option, 'Select Subject', has the empty value. */
export const CONTACT_SUBJECTS = ['Luxury Hotel', 'Room', 'Hotel'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** SPEC §3: a contact message is stored with status 'Active' unless it says otherwise. */
export const CONTACT_DEFAULT_STATUS = 'Active';

/** SPEC §8 contact alerts. */
export const CONTACT_SUCCESS_MESSAGE = 'Your Message has been sent Successfully!';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

/**
 * SPEC §5 contact rules and messages. `number` is stored as digits only, but is typed as guests write it,
 * the hotel's own '+91 98765 43210' included: a leading +, spaces, hyphens, dots and brackets are dropped.
 */
export const contactRequestSchema = z.object({
  /** A string in, one of CONTACT_SUBJECTS out: the form's empty 'Select Subject' is simply not one. */
  subject: z
    .string({ error: 'Subject is required.' })
    .pipe(z.enum(CONTACT_SUBJECTS, { error: 'Subject is required.' })),
  name: requiredText('Name is required.', 100, 'Name must be at most 100 characters.'),
  email: emailField,
  number: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, 'Phone number is required.')
    .regex(/^\+?[\d\s().-]+$/, 'Phone number must contain digits only.')
    .transform((typed) => typed.replace(/\D/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Phone number must contain digits only.')
        .max(15, 'Phone number must be at most 15 digits.'),
    ),
  message: requiredText('Message is required.', 5000, 'Message must be at most 5000 characters.'),
  status: z
    .literal(CONTACT_DEFAULT_STATUS, { error: `Status must be ${CONTACT_DEFAULT_STATUS}.` })
    .default(CONTACT_DEFAULT_STATUS),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Comments wait for staff approval before anyone sees them (PRODUCT.md §6). */
export const COMMENT_AWAITING_APPROVAL_MESSAGE = 'Thank you! Your comment is awaiting approval.';
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const blogCommentRequestSchema = z.object({
  name: requiredText('Name is required.', 100, 'Name must be at most 100 characters.'),
  email: emailField,
  comment: requiredText('Comment is required.', 2000, 'Comment must be at most 2000 characters.'),
});
export type BlogCommentRequest = z.input<typeof blogCommentRequestSchema>;

export const blogCommentCreatedSchema = z.object({ message: z.string() });
export type BlogCommentCreated = z.infer<typeof blogCommentCreatedSchema>;

/** The hotel's reply under a review as visitors see it: its words and when, never who wrote them. */
export const publicReplySchema = z.object({ text: z.string(), replied_at: z.string() });
export type PublicReply = z.infer<typeof publicReplySchema>;

/** An approved comment as visitors see it: never the commenter's email; `reply` once the hotel answered. */
export const blogCommentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  comment: z.string(),
  created_at: z.string(),
  reply: publicReplySchema.optional(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** Resumes: PDF, DOC or DOCX, recognised by their content, at most 5 MB (PRODUCT.md §6). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_REQUIRED_MESSAGE = 'Resume is required.';
export const RESUME_TYPE_MESSAGE = 'The resume must be a PDF, DOC or DOCX file.';
export const RESUME_SIZE_MESSAGE = 'The resume must be 5 MB or smaller.';
export const RESUME_MACROS_MESSAGE =
  'The resume contains macros. Please save it as a PDF, or as a Word document without macros.';
export const APPLICATION_RECEIVED_MESSAGE =
  'Thank you! Your application has been received. Our team will contact you soon.';

/** The text fields of a job application; the resume travels beside them as a file part. */
export const careerApplicationFieldsSchema = z.object({
  /** The posting's id or slug. */
  posting: requiredText('Choose a job posting.', 200, 'Choose a job posting.'),
  name: requiredText('Name is required.', 100, 'Name must be at most 100 characters.'),
  email: emailField,
  phone: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, 'Phone number is required.')
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a valid phone number.'),
});
export type CareerApplicationFields = z.input<typeof careerApplicationFieldsSchema>;

export const careerApplicationResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
export type CareerApplicationResponse = z.infer<typeof careerApplicationResponseSchema>;

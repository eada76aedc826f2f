import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Field name → message, for 400s caused by bad input. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** SPEC §8: only a taken email says this. */
export const EMAIL_TAKEN_MESSAGE = 'User already exists. Please use a different email.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

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

export { EMAIL_TAKEN_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './rules/messages';

import { z } from 'zod';
import type { TokenPayload } from './auth';
import { ROLES } from './rules/roles';

export { isStaffRole, ROLES, STAFF_ROLES } from './rules/roles';
export const roleSchema = z.enum(ROLES);

/** The decoded payload of the API's token (HS256); `iat` and `exp` are epoch seconds. */
export const tokenPayloadSchema = z.object({
  sub: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  iat: z.number().int(),
  exp: z.number().int(),
}) satisfies z.ZodType<TokenPayload>;

/** GET /api/auth/me: the signed-in account; profile fields are '' when the guest has not given them. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  contact: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  pincode: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

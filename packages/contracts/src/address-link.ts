import { z } from 'zod';
import { ADDRESS_LINK_MALFORMED_MESSAGE } from './rules/address-link';

/**
 * The sign-in link an account's owner is mailed when failed sign-ins from elsewhere have used up the account's
 * allowance for new addresses: opened on a device, it makes that device's address one the account is known at.
 */

export {
  ADDRESS_LINK_INVALID_MESSAGE,
  ADDRESS_LINK_MALFORMED_MESSAGE,
  ADDRESS_LINK_PARAM,
  ADDRESS_LINK_TTL_MINUTES,
  ADDRESS_TRUSTED_MESSAGE,
} from './rules/address-link';

export const addressLinkRequestSchema = z.object({
  token: z
    .string({ error: ADDRESS_LINK_MALFORMED_MESSAGE })
    .trim()
    .min(1, ADDRESS_LINK_MALFORMED_MESSAGE)
    .max(200, ADDRESS_LINK_MALFORMED_MESSAGE),
});
export type AddressLinkRequest = z.output<typeof addressLinkRequestSchema>;

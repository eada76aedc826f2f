/**
 * The sign-in link an account's owner is mailed when failed sign-ins from elsewhere have used up the account's
 * allowance for new addresses (no schema library here: the login page reads these).
 */

/** The query parameter of the login page that carries the link's token: `/login?address-link=…`. */
export const ADDRESS_LINK_PARAM = 'address-link';

/** How long a link works. */
export const ADDRESS_LINK_TTL_MINUTES = 30;

export const ADDRESS_LINK_MALFORMED_MESSAGE =
  'This sign-in link is incomplete. Open it again from the mail, or try to sign in again to get a new one.';
export const ADDRESS_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Try to sign in again to get a new one.';
export const ADDRESS_TRUSTED_MESSAGE = 'This device may sign in now. Enter your password.';

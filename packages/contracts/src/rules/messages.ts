/** SPEC §8: only a taken email says this. */
export const EMAIL_TAKEN_MESSAGE = 'User already exists. Please use a different email.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

import { z } from 'zod';

/**
 * An amount of rupees as the API sends it: a number that may carry paise (956.25). Apart from `money.ts`, which
 * the front ends' first load formats money with and so must not bring zod.
 */
export const rupeesSchema = z.number();

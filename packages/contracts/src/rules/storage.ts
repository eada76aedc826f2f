/** SPEC §9 browser storage keys. */
export const STORAGE_KEYS = { token: 'Authorization', fullName: 'full_name', cart: 'cart' } as const;

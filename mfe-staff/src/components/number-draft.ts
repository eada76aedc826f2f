/** A number field's text as the schema reads it: empty is missing, anything else its number (NaN is refused). */
export const numberOrMissing = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** Empty text is "no value" (null) for the optional limits. */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Makes a value on its first use and keeps it. An Intl formatter loads ICU's locale (and time zone) data
 * when it is built, milliseconds of main thread: made at import, every formatter would cost every page
 * before its first paint, even pages that show no price or date.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Bus states are plain JSON-like data (objects, arrays, primitives). A key holding `undefined` counts as
 * absent, as it would after a trip through JSON or browser storage.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => deepEqual(item, b[index]))
    );
  }
  const aEntries = definedEntries(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aEntries.length === definedEntries(b).length &&
    aEntries.every(([key, value]) => Object.hasOwn(bRecord, key) && deepEqual(value, bRecord[key]))
  );
}

/**
 * A deep copy, frozen: every app shares the bus's current state, so none may change it in place, and the
 * publisher may go on mutating its own object without corrupting it.
 */
export function frozenCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const copy = Array.isArray(value)
    ? value.map(frozenCopy)
    : Object.fromEntries(definedEntries(value).map(([key, item]) => [key, frozenCopy(item)]));
  return Object.freeze(copy) as T;
}

function definedEntries(value: object): Array<[string, unknown]> {
  return Object.entries(value).filter(([, item]) => item !== undefined);
}

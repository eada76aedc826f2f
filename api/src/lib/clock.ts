/**
 * Where the API reads the time for rules that expire (password reset links) or look at "today" (cancelling
 * a booking). Tests move it to check those rules without waiting; nothing else changes it.
 */
let source: () => Date = () => new Date();

export const now = (): Date => source();

/** Replaces the clock; `null` restores the system's. */
export function setClock(next: (() => Date) | null): void {
  source = next ?? (() => new Date());
}

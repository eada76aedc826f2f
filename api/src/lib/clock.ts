import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where the API reads the time for rules that expire (password reset links) or look at "today" (cancelling
 * a booking). Tests move it to check those rules without waiting; nothing else changes it, but for the
 * browser tests' requests that ask for days ahead (see `withDaysAhead`).
 */
let source: () => Date = () => new Date();

/** Days ahead of the real clock for the request under way (only ever set by the browser tests' site). */
const daysAhead = new AsyncLocalStorage<number>();

export const now = (): Date => {
  const at = source();
  const ahead = daysAhead.getStore();
  return ahead ? new Date(at.getTime() + ahead * 86_400_000) : at;
};

/** Replaces the clock; `null` restores the system's. */
export function setClock(next: (() => Date) | null): void {
  source = next ?? (() => new Date());
}

/** Runs `work` (and everything it starts) with the clock `days` days ahead. */
export function withDaysAhead(days: number, work: () => void): void {
  daysAhead.run(days, work);
}

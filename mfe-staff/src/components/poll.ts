/**
 * How often the back office's lists are read again while open. Live events will replace polling (issue 18's
 * event stream); until then a new order or request shows within this time.
 */
export const POLL_MS = 10_000;

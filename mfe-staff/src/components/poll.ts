/**
 * How often the back office's queues are read again while open, besides the live changes the API streams
 * (app/live-queues.ts): a safety net for a browser whose event stream is down, not the way news arrives.
 */
export const POLL_MS = 60_000;

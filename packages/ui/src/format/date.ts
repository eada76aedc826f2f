let dateFormat: Intl.DateTimeFormat | undefined;

/** The one date format of the site, e.g. "5 Dec 2026". Accepts an ISO date or date-time. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  // Made on first use, not on load: a formatter's first use loads locale data (milliseconds of main thread).
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat.format(date);
}

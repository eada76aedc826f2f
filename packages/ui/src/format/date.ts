/** en-IN's short months (CLDR writes "Sept"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * The one date format of the site, e.g. "5 Dec 2026", in the guest's time zone. Accepts an ISO date or
 * date-time. The same text as `Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year:
 * 'numeric' })` (a test holds them together), without it for the years a hotel deals in: the first such
 * formatter loads ICU's locale data on the main thread (54 ms at 4x CPU, under the home page's blog cards).
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return intlDate().format(date);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${year}`;
}

let dateFormat: Intl.DateTimeFormat | undefined;
/** For years no booking or post has: made only if ever needed. */
function intlDate(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat;
}

import { formatDate } from '@haveli/ui';

/** The picker works in the browser's local days; the booking in the hotel's 'YYYY-MM-DD' days. */
export function localDayOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function isoDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "22 Jan 2027", the site's one date format, for a 'YYYY-MM-DD' day. */
export const formatDay = (isoDate: string) => formatDate(isoDate);

export const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

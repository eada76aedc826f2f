import { formatDate } from '@haveli/ui';

/** A 'YYYY-MM-DD' date as the site writes dates ("5 Dec 2026"), on that calendar day wherever the guest is. */
export function formatDay(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00`);
}

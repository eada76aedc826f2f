import type { StaffAuditEntry } from '@haveli/contracts';
import { formatDate, formatDateTime, formatInr } from '@haveli/ui';

/** Fields that hold rupees, by name: shown as money. */
const MONEY = /(^|_)(amount|price|total|fee|due|tariff|paid|refund|deposit|balance|subtotal|tax)$/;
/** A text longer than this is cut, the whole kept for the cell's tooltip. */
const LONGEST = 80;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field's name as people read it: "check_in" → "check in". */
const label = (key: string) => key.replace(/[_-]+/g, ' ');

/** A value as people read it: money in rupees, times in the hotel's format, yes and no, lists and records. */
export function readable(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return MONEY.test(key) ? formatInr(value) : String(value);
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    return value.length > LONGEST ? `${value.slice(0, LONGEST - 1)}…` : value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((item) => readable(key, item)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, item]) => `${label(inner)} ${readable(inner, item)}`)
      .join(', ');
  return String(value);
}

/**
 * A change as one short line of what changed: "status: Received → Preparing; price: ₹420 → ₹450". Fields
 * that kept their value are left out; a record made or removed shows its fields' values.
 */
export function describeChange(entry: Pick<StaffAuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const changed = keys
    .filter((key) => !(entry.before && entry.after && sameValue(entry.before[key], entry.after[key])))
    .map((key) => {
      const after = readable(key, entry.after?.[key]);
      return entry.before && key in entry.before
        ? `${label(key)}: ${readable(key, entry.before[key])} → ${after}`
        : `${label(key)}: ${after}`;
    });
  if (keys.length === 0) return '–';
  return changed.length > 0 ? changed.join('; ') : 'no field changed';
}

/** An action as people read it: "order.paid" → "Order paid", "stay.no_show" → "Stay no show". */
export function readableAction(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

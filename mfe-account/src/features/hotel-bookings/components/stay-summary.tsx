import type { StayBooking } from '@haveli/contracts';
import { formatDay, nightsText } from '../lib/calendar-days';

export const partyText = (adults: number, children: number, ages: readonly number[] = []) => {
  const grown = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  if (children === 0) return grown;
  const kids = `${children} ${children === 1 ? 'child' : 'children'}`;
  return ages.length ? `${grown}, ${kids} (aged ${ages.join(', ')})` : `${grown}, ${kids}`;
};

/** What was booked: the room, the dates, the party, the plan and the guest's requests. */
export function StaySummary({ booking }: { booking: StayBooking }) {
  const { requests } = booking;
  const rows: [string, string][] = [
    ['Guest', booking.guest_name],
    [
      'Room',
      `${booking.room_type.title}${booking.rooms > 1 ? `, ${booking.rooms} rooms` : ''}${
        booking.room_numbers.length ? ` (${booking.room_numbers.join(', ')})` : ''
      }`,
    ],
    ['Check-in', formatDay(booking.check_in)],
    ['Check-out', formatDay(booking.check_out)],
    ['Length of stay', nightsText(booking.nights)],
    ['Guests', partyText(booking.adults, booking.children, booking.child_ages)],
    ['Rate plan', booking.rate_plan.name],
  ];
  if (requests.arrival_time) rows.push(['Arrival time', requests.arrival_time]);
  if (requests.bed_preference && requests.bed_preference !== 'No preference')
    rows.push(['Bed preference', requests.bed_preference]);
  if (requests.occasion && requests.occasion !== 'None') rows.push(['Occasion', requests.occasion]);
  if (requests.remarks) rows.push(['Remarks', requests.remarks]);
  if (booking.billing)
    rows.push(['GST invoice to', `${booking.billing.company}, GSTIN ${booking.billing.gstin}`]);
  return (
    <dl className="row mb-0 stay-summary">
      {rows.map(([term, value]) => (
        <div className="col-12 col-sm-6 mb-2" key={term}>
          <dt className="small text-secondary fw-normal">{term}</dt>
          <dd className="mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

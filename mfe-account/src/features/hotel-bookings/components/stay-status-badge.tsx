import { STAY_LIFE_STATE_LABELS, type StayBooking } from '@haveli/contracts';

/** A stay's state as the guest reads it: Confirmed, In house, Checked out, Cancelled or No-show. */
export function StayStatusBadge({ booking, className = '' }: { booking: StayBooking; className?: string }) {
  const live = booking.state === 'booked' || booking.state === 'in_house';
  return (
    <span className={`badge ${live ? 'text-bg-success' : 'text-bg-secondary'} ${className}`.trim()}>
      {STAY_LIFE_STATE_LABELS[booking.state]}
    </span>
  );
}

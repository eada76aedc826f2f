import { availabilityQuerySchema, BOOKING_MESSAGES } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import { useAvailability } from '../api/get-availability';

export interface AvailabilityHintProps {
  checkIn: string;
  checkOut: string;
  roomType: string;
}

/** What the chosen stay looks like before booking: free rooms of the type and the price, or that none is free. */
export function AvailabilityHint({ checkIn, checkOut, roomType }: AvailabilityHintProps) {
  const stay = availabilityQuerySchema.safeParse({ check_in: checkIn, check_out: checkOut });
  const availability = useAvailability(
    stay.success && roomType ? { check_in: checkIn, check_out: checkOut } : null,
  );
  const room = availability.data?.rooms.find((type) => type.room_type === roomType);

  let text = '';
  let tone = 'text-secondary';
  if (!stay.success || !roomType) text = '';
  else if (availability.isFetching && !room) text = 'Checking availability…';
  else if (room && room.available > 0) {
    const rooms = room.available === 1 ? '1 room' : `${room.available} rooms`;
    const nights = room.nights === 1 ? '1 night' : `${room.nights} nights`;
    text = `${rooms} available · ${formatInr(room.price)} for ${nights}`;
    tone = 'text-success';
  } else if (room) {
    text = BOOKING_MESSAGES.noRoomsAvailable;
    tone = 'text-danger';
  }
  return (
    <p className={`small mb-3 ${tone}`} role="status" data-testid="availability-hint">
      {text}
    </p>
  );
}

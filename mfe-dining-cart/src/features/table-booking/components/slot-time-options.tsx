import { RESTAURANT_MESSAGES } from '@haveli/contracts';
import { isBookableDate, type RestaurantSlotsResult } from '../api/get-restaurant-slots';

interface SlotTimesProps {
  date: string;
  slots: RestaurantSlotsResult;
}

/** The Time select's options: the day's offered times, those already full shown but not choosable. */
export function SlotTimeOptions({ date, slots }: SlotTimesProps) {
  if (!isBookableDate(date)) return <option value="">Choose a date first</option>;
  if (slots.isLoading) return <option value="">{RESTAURANT_MESSAGES.loadingTimes}</option>;
  // Not asked for (a party larger than any table), refused, or an empty day.
  if (!slots.data || slots.data.slots.length === 0) return <option value="">No times</option>;
  return (
    <>
      <option value="">Choose a time</option>
      {slots.data.slots.map((slot) => (
        <option key={slot.time} value={slot.time} disabled={!slot.available}>
          {slot.available ? slot.time : `${slot.time} (fully booked)`}
        </option>
      ))}
    </>
  );
}

/** What the guest needs to know about the times: pick a date, the day is closed, or nothing is left. */
export function slotTimesHint({ date, slots }: SlotTimesProps): string | null {
  if (!isBookableDate(date)) return RESTAURANT_MESSAGES.chooseDate;
  if (slots.error) return slots.error.message;
  if (!slots.data) return null;
  if (slots.data.message) return slots.data.message;
  if (slots.data.slots.every((slot) => !slot.available)) return RESTAURANT_MESSAGES.noTimes;
  return null;
}

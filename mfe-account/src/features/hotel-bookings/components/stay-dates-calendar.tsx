import 'react-day-picker/style.css';
import { type DateRange, DayPicker } from 'react-day-picker';
import { enIN } from 'react-day-picker/locale';
import { formatDay, isoDayOf, localDayOf } from '../lib/calendar-days';

export interface StayDatesCalendarProps {
  checkIn: string;
  checkOut: string;
  today: string;
  /** Nights ('YYYY-MM-DD' of the evening) with no room of the chosen type free. */
  fullNights: ReadonlySet<string>;
  months: number;
  onChange: (checkIn: string, checkOut: string) => void;
}

/**
 * react-day-picker's range calendar (a keyboard grid: arrows, Page Up/Down, Home/End), loaded only by the
 * screens that book. Each day is named the Indian way ("22 Jan 2027") and says when no room is free that
 * night; full nights stay choosable as a check-out day, and the price tells what is free.
 */
export default function StayDatesCalendar({
  checkIn,
  checkOut,
  today,
  fullNights,
  months,
  onChange,
}: StayDatesCalendarProps) {
  const selected: DateRange | undefined = checkIn
    ? { from: localDayOf(checkIn), to: checkOut ? localDayOf(checkOut) : undefined }
    : undefined;

  const onSelect = (_range: DateRange | undefined, day: Date) => {
    const picked = isoDayOf(day);
    // A click after a full stay starts a new one; a click after the check-in ends the stay there.
    if (!checkIn || checkOut || picked <= checkIn) onChange(picked, '');
    else onChange(checkIn, picked);
  };

  return (
    <DayPicker
      mode="range"
      locale={enIN}
      numberOfMonths={months}
      selected={selected}
      onSelect={onSelect}
      today={localDayOf(today)}
      defaultMonth={localDayOf(checkIn || today)}
      startMonth={localDayOf(today)}
      disabled={{ before: localDayOf(today) }}
      modifiers={{ full: (day) => fullNights.has(isoDayOf(day)) }}
      modifiersClassNames={{ full: 'stay-night-full' }}
      labels={{
        labelDayButton: (day, modifiers) => {
          const iso = isoDayOf(day);
          const notes = [
            iso === checkIn ? 'check-in' : '',
            iso === checkOut ? 'check-out' : '',
            modifiers.full ? 'no room of this type free that night' : '',
            modifiers.today ? 'today' : '',
          ].filter(Boolean);
          return notes.length ? `${formatDay(iso)}, ${notes.join(', ')}` : formatDay(iso);
        },
      }}
      className="stay-calendar"
    />
  );
}

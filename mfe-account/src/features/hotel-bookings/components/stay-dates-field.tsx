import { addDays, hotelToday, isIsoDate, nightsBetween, type StayCalendar } from '@haveli/contracts';
import { LoadingState } from '@haveli/ui';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useStayCalendar } from '../api/get-stay-calendar';
import { formatDay, nightsText } from '../lib/calendar-days';

const StayDatesCalendar = lazy(() => import('./stay-dates-calendar'));

export interface StayDatesFieldProps {
  checkIn: string;
  checkOut: string;
  /** The room type whose full nights and minimum stays are shown; null before one is chosen. */
  roomTypeId: number | null;
  checkInError?: string | undefined;
  checkOutError?: string | undefined;
  onChange: (checkIn: string, checkOut: string) => void;
}

/** Two months side by side from the md breakpoint, one on a phone. */
function useMonthsShown() {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setWide(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return wide ? 2 : 1;
}

/** The minimum stay that applies to an arrival day, when the room type has a rule for it. */
function minimumStayOn(calendar: StayCalendar | undefined, checkIn: string): number | null {
  const rule = calendar?.stay_rules.find(
    (period) => period.starts_on <= checkIn && checkIn <= period.ends_on,
  );
  return rule && rule.min_nights > 1 ? rule.min_nights : null;
}

/**
 * The stay's dates: what is chosen, written the Indian way, with the number of nights, and a calendar to
 * choose them (loaded with this screen only). Nights with no room of the type free are marked.
 */
export function StayDatesField({
  checkIn,
  checkOut,
  roomTypeId,
  checkInError,
  checkOutError,
  onChange,
}: StayDatesFieldProps) {
  const id = useId();
  const today = hotelToday();
  const months = useMonthsShown();
  const calendar = useStayCalendar(
    roomTypeId ? { room_type_id: roomTypeId, from: today, to: addDays(today, 365) } : null,
  );
  const fullNights = useMemo(() => new Set(calendar.data?.full_nights ?? []), [calendar.data]);
  const stay = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const nights = stay ? nightsBetween(checkIn, checkOut) : 0;
  const fullInStay = stay
    ? Array.from({ length: nights }, (_, night) => addDays(checkIn, night)).filter((night) =>
        fullNights.has(night),
      )
    : [];
  const minimumStay = isIsoDate(checkIn) ? minimumStayOn(calendar.data, checkIn) : null;
  const errors = [checkInError, checkOutError].filter(Boolean);

  return (
    <fieldset className="mb-3" aria-describedby={`${id}-summary${errors.length ? ` ${id}-errors` : ''}`}>
      <legend className="form-label fs-6 mb-2">Stay dates</legend>
      <dl className="row g-2 mb-2 stay-dates-summary" id={`${id}-summary`} aria-live="polite">
        <div className="col-6 col-sm-4">
          <dt className="small text-secondary fw-normal">Check-in Date</dt>
          <dd className="mb-0 fw-semibold">{isIsoDate(checkIn) ? formatDay(checkIn) : 'Choose a day'}</dd>
        </div>
        <div className="col-6 col-sm-4">
          <dt className="small text-secondary fw-normal">Check-out Date</dt>
          <dd className="mb-0 fw-semibold">{isIsoDate(checkOut) ? formatDay(checkOut) : 'Choose a day'}</dd>
        </div>
        <div className="col-12 col-sm-4">
          <dt className="small text-secondary fw-normal">Length of stay</dt>
          <dd className="mb-0 fw-semibold">{stay ? nightsText(nights) : '–'}</dd>
        </div>
      </dl>
      <p className="small text-secondary mb-2">
        Choose your check-in day, then your check-out day.
        {fullNights.size > 0 && ' Struck-through days have no room of this type free that night.'}
      </p>
      <Suspense fallback={<LoadingState label="Loading the calendar…" />}>
        <StayDatesCalendar
          checkIn={isIsoDate(checkIn) ? checkIn : ''}
          checkOut={isIsoDate(checkOut) ? checkOut : ''}
          today={today}
          fullNights={fullNights}
          months={months}
          onChange={onChange}
        />
      </Suspense>
      {minimumStay && (
        <p className="small text-secondary mb-1" data-testid="minimum-stay">
          Minimum stay for arrival on {formatDay(checkIn)}: {nightsText(minimumStay)}.
        </p>
      )}
      {fullInStay.length > 0 && (
        <p className="small text-danger-emphasis mb-1">
          No room of this type is free on the night of {fullInStay.map(formatDay).join(', ')}.
        </p>
      )}
      {errors.length > 0 && (
        // An alert: the dates are chosen in a calendar, not a field the form can move focus to.
        <div className="invalid-feedback d-block" id={`${id}-errors`} role="alert">
          {errors.join(' ')}
        </div>
      )}
    </fieldset>
  );
}

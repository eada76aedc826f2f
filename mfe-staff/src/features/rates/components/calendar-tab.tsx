import { hotelToday, type StaffRateCalendarDay, type StaffRestrictions } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { Badge, Button, EmptyState, ErrorState, formatDate, formatInr, LoadingState } from '@haveli/ui';
import { type ReactNode, useState } from 'react';
import { useRateCalendar, useRoomTypeRates } from '../api/staff-rates';
import { RestrictionsDialog } from './restrictions-dialog';

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "2034-03" moved by `by` months. */
function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The day's restrictions as short badges, each with its words for a screen reader. */
function restrictionWords(r: StaffRestrictions): { short: string; words: string; danger?: boolean }[] {
  return [
    ...(r.stop_sell ? [{ short: 'Stop-sell', words: 'stop-sell', danger: true }] : []),
    ...(r.closed_to_arrival ? [{ short: 'CTA', words: 'closed to arrival' }] : []),
    ...(r.closed_to_departure ? [{ short: 'CTD', words: 'closed to departure' }] : []),
    ...(r.min_stay !== null ? [{ short: `Min ${r.min_stay}`, words: `at least ${r.min_stay} nights` }] : []),
    ...(r.max_stay !== null ? [{ short: `Max ${r.max_stay}`, words: `at most ${r.max_stay} nights` }] : []),
  ];
}

/** A night's price, rooms left and restriction badges; hidden words make the button's name a sentence. */
function DayFigures({ day }: { day: StaffRateCalendarDay }) {
  return (
    <>
      <span className="d-block fw-semibold">
        <span className="visually-hidden">, </span>
        {formatInr(day.price)}
      </span>
      <span className={`d-block small ${day.rooms_left === 0 ? 'text-danger' : 'text-body-secondary'}`}>
        <span className="visually-hidden">, </span>
        {day.rooms_left} left
      </span>
      <span className="d-flex flex-wrap gap-1 mt-1">
        {restrictionWords(day.restrictions).map((badge) => (
          <Badge key={badge.short} tone={badge.danger ? 'danger' : 'warning'}>
            <span aria-hidden="true">{badge.short}</span>
            <span className="visually-hidden">, {badge.words}</span>
          </Badge>
        ))}
      </span>
    </>
  );
}

/**
 * A room type's month: each night's price (seasons applied), rooms left and restrictions. Click a first and
 * a last day (or type the dates) to set or clear restrictions over the range.
 */
export function CalendarTab() {
  const types = useRoomTypeRates();
  const [chosenType, setChosenType] = useState<number>();
  const roomTypeId = chosenType ?? types.data?.[0]?.id;
  const [month, setMonth] = useState(() => hotelToday(new Date()).slice(0, 7));
  const calendar = useRateCalendar(roomTypeId, month);
  const [first, setFirst] = useState<string | null>(null);
  const [range, setRange] = useState({ from: '', to: '' });
  const [dialog, setDialog] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const pick = (date: string) => {
    setSaved(null);
    if (first === null) {
      setFirst(date);
      setRange({ from: date, to: date });
      return;
    }
    const [from, to] = first <= date ? [first, date] : [date, first];
    setRange({ from, to });
    setFirst(null);
    setDialog(true);
  };
  const inRange = (date: string) =>
    range.from !== '' && range.from <= date && date <= (range.to || range.from);
  const type = types.data?.find((candidate) => candidate.id === roomTypeId);

  if (types.isPending) return <LoadingState label="Loading room types…" skeleton="lines" />;
  if (types.isError)
    return (
      <ErrorState
        title="We could not load the room types"
        message={types.error.message}
        onRetry={() => void types.refetch()}
      />
    );
  if (!type)
    return <EmptyState title="No room types" message="Room types are added with the site's content." />;

  let body;
  if (calendar.isPending) body = <LoadingState label="Loading the calendar…" skeleton="lines" />;
  else if (calendar.isError)
    body = (
      <ErrorState
        title="We could not load the calendar"
        message={calendar.error.message}
        onRetry={() => void calendar.refetch()}
      />
    );
  else {
    const { days } = calendar.data;
    const lead = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
    const cells: (StaffRateCalendarDay | null)[] = [...Array<null>(lead).fill(null), ...days];
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
    const dayButton = (day: StaffRateCalendarDay, className: string, children: ReactNode) => (
      <button
        type="button"
        className={`${className}${inRange(day.date) ? ' bg-primary-subtle border-primary' : ''}`}
        aria-pressed={inRange(day.date)}
        onClick={() => pick(day.date)}
      >
        {children}
      </button>
    );
    body = (
      <>
        <table className="table table-bordered rate-calendar d-none d-md-table" aria-label={monthName(month)}>
          <thead>
            <tr>
              {WEEK.map((name) => (
                <th key={name} scope="col" className="text-center small">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={index}>
                {week.map((day, cell) => (
                  <td key={day?.date ?? `blank-${cell}`} className="p-0 align-top">
                    {day &&
                      dayButton(
                        day,
                        'btn btn-light w-100 h-100 text-start rounded-0 border-0 p-2',
                        <>
                          <span className="d-block small text-body-secondary">
                            <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                            <span className="visually-hidden">{formatDate(day.date)}</span>
                          </span>
                          <DayFigures day={day} />
                        </>,
                      )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="list-group d-md-none" aria-label={monthName(month)}>
          {days.map((day) => (
            <li className="list-group-item p-0" key={day.date}>
              {dayButton(
                day,
                'btn btn-light w-100 text-start rounded-0 border-0 d-flex gap-3 align-items-start',
                <>
                  <span className="fw-semibold text-nowrap">{formatDate(day.date)}</span>
                  <span>
                    <DayFigures day={day} />
                  </span>
                </>,
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="rate-calendar-title">
      <h2 className="h5" id="rate-calendar-title">
        Calendar
      </h2>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-4">
          <label className="form-label" htmlFor="rate-calendar-type">
            Room type
          </label>
          <select
            id="rate-calendar-type"
            className="form-select"
            value={type.id}
            onChange={(event) => {
              setChosenType(Number(event.target.value));
              setRange({ from: '', to: '' });
              setFirst(null);
            }}
          >
            {types.data.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-8 d-flex align-items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
            ‹ Previous<span className="visually-hidden"> month</span>
          </Button>
          <h3 className="h6 mb-0 flex-grow-1 text-center" aria-live="polite">
            {monthName(month)}
          </h3>
          <Button variant="secondary" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
            Next<span className="visually-hidden"> month</span> ›
          </Button>
        </div>
      </div>
      <p className="small text-body-secondary">
        Weekday price {formatInr(type.room_base_price)}
        {type.weekend_price !== null ? `, Friday and Saturday ${formatInr(type.weekend_price)}` : ''}; prices
        below are the {calendar.data?.plan ?? 'search'} plan’s with seasons applied.{' '}
        <Link to={`/staff/content/room-types/${type.id}`}>Change the weekday price</Link> ·{' '}
        <Link to={{ search: '?tab=room-types' }}>Weekend and extra-guest prices</Link>
      </p>
      <form
        className="row g-2 align-items-end mb-3"
        aria-label="Restrictions for a range of days"
        onSubmit={(event) => {
          event.preventDefault();
          setFirst(null);
          setDialog(true);
        }}
      >
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="rate-calendar-from">
            From
          </label>
          <input
            id="rate-calendar-from"
            className="form-control"
            type="date"
            required
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="rate-calendar-to">
            To
          </label>
          <input
            id="rate-calendar-to"
            className="form-control"
            type="date"
            required
            min={range.from || undefined}
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </div>
        <div className="col-12 col-md-6">
          <Button type="submit" variant="primary">
            Set restrictions…
          </Button>
          <span className="small text-body-secondary ms-2">
            {first ? 'Now click the last day.' : 'Or click a first and a last day.'}
          </span>
        </div>
      </form>
      {saved && (
        <p className="alert alert-success" role="status">
          {saved}
        </p>
      )}
      {body}
      {dialog && range.from && (
        <RestrictionsDialog
          roomType={type}
          from={range.from}
          to={range.to || range.from}
          open
          onClose={() => setDialog(false)}
          onSaved={(message) => {
            setDialog(false);
            setSaved(message);
          }}
        />
      )}
    </section>
  );
}

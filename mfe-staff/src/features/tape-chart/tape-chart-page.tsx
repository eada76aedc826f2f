import { STAY_STATE_LABELS, type StaffTapeChart } from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import { Badge, Button, EmptyState, ErrorState, FormField, formatDate, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { StaffPage } from '../../components/staff-page';
import { useTapeChart } from '../bookings/api/staff-stay';
import { RoomClosures } from './components/room-closures';

type ChartRoom = StaffTapeChart['rooms'][number];
type ChartStay = ChartRoom['stays'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The bar's text: who and which booking, then (for screen readers) the dates and where the guest is. */
function StayText({ stay }: { stay: ChartStay }) {
  return (
    <>
      <span className="d-block text-truncate fw-semibold">{stay.guest_name}</span>{' '}
      {stay.reference && <span className="d-block text-truncate small">{stay.reference}</span>}
      <span className="visually-hidden">
        , {formatDate(stay.check_in)} to {formatDate(stay.check_out)}, {STAY_STATE_LABELS[stay.state]}
      </span>
    </>
  );
}

function StayLink({ stay }: { stay: ChartStay }) {
  return stay.reference ? (
    <Link to={`/staff/bookings/${stay.reference}`} className="tape-stay">
      <StayText stay={stay} />
    </Link>
  ) : (
    <span className="tape-stay">
      <StayText stay={stay} />
    </span>
  );
}

/** One room's row: a bar spanning each stay's nights in the window, the other nights empty. */
function RoomRow({ room, nights }: { room: ChartRoom; nights: string[] }) {
  const cells = [];
  for (let index = 0; index < nights.length;) {
    const night = nights[index]!;
    const stay = room.stays.find((one) => one.check_in <= night && one.check_out > night);
    if (stay) {
      let span = 1;
      while (index + span < nights.length && nights[index + span]! < stay.check_out) span += 1;
      cells.push(
        <td key={night} colSpan={span} className={`tape-cell tape-${stay.state}`}>
          <StayLink stay={stay} />
        </td>,
      );
      index += span;
    } else {
      const closure = room.closures.find((one) => one.starts_on <= night && one.ends_on > night);
      const closed = !room.in_service || closure;
      cells.push(
        <td
          key={night}
          className={closed ? 'tape-cell tape-closed' : 'tape-cell'}
          title={closure ? `Closed: ${closure.reason}` : undefined}
        >
          {closed && (
            <span className="visually-hidden">
              {closure ? `Closed: ${closure.reason}` : 'Out of service'}
            </span>
          )}
        </td>,
      );
      index += 1;
    }
  }
  return (
    <tr>
      <th scope="row" className="tape-room">
        {room.room_no}
        <span className="d-block small text-secondary text-truncate">{room.room_type.title}</span>
        {!room.in_service && <Badge tone="danger">Out of service</Badge>}
      </th>
      {cells}
    </tr>
  );
}

function Chart({ chart }: { chart: StaffTapeChart }) {
  const last = chart.nights.at(-1) ?? chart.from;
  return (
    <>
      <div
        className="d-none d-md-block table-responsive tape-chart"
        tabIndex={0}
        role="region"
        aria-label="Rooms by night"
      >
        <table className="table table-bordered table-sm align-middle mb-0">
          <caption className="visually-hidden">
            Rooms and their stays, {formatDate(chart.from)} to {formatDate(last)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              {chart.nights.map((night) => (
                <th scope="col" key={night} className="small text-nowrap">
                  {shortDay(night)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rooms.map((room) => (
              <RoomRow key={room.id} room={room} nights={chart.nights} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="d-md-none list-unstyled" aria-label="Rooms and their stays">
        {chart.rooms.map((room) => (
          <li key={room.id} className="border-bottom py-2">
            <h2 className="h6 mb-1">
              Room {room.room_no} <span className="small text-secondary">{room.room_type.title}</span>
            </h2>
            {!room.in_service && <Badge tone="danger">Out of service</Badge>}
            {room.closures.map((closure) => (
              <p key={closure.id} className="small mb-1">
                <Badge tone="danger">Closed</Badge> {formatDate(closure.starts_on)} to{' '}
                {formatDate(closure.ends_on)}: {closure.reason}
              </p>
            ))}
            {room.stays.length === 0 ? (
              <p className="small text-secondary mb-0">Free all 14 nights</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {room.stays.map((stay) => (
                  <li key={stay.id} className="small">
                    {stay.reference ? (
                      <Link to={`/staff/bookings/${stay.reference}`}>
                        {stay.guest_name}, {stay.reference}
                      </Link>
                    ) : (
                      stay.guest_name
                    )}
                    : {formatDate(stay.check_in)} to {formatDate(stay.check_out)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /staff/tape-chart: every room over 14 nights from the date in the address (today by default). */
export function TapeChartPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  const from = asked && DAY.test(asked) ? asked : undefined;
  const chart = useTapeChart(from);
  const [draft, setDraft] = useState(from ?? '');
  const start = chart.data?.from ?? from;

  const go = (day: string) => {
    setDraft(day);
    setParams({ from: day });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (DAY.test(draft)) go(draft);
  };

  let body;
  if (chart.isPending) body = <LoadingState label="Loading the tape chart…" skeleton="lines" />;
  else if (chart.isError)
    body = (
      <ErrorState
        title="We could not load the tape chart"
        message={chart.error.message}
        onRetry={() => void chart.refetch()}
      />
    );
  else if (chart.data.rooms.length === 0)
    body = <EmptyState title="No rooms yet" message="Rooms appear here once they are added." />;
  else
    body = (
      <>
        <Chart chart={chart.data} />
        <RoomClosures chart={chart.data} />
      </>
    );

  return (
    <StaffPage
      title="Tape chart"
      lead="Every room over 14 nights. Each bar is a stay: open it for its booking."
    >
      <form
        onSubmit={submit}
        className="row g-2 align-items-end mb-3"
        aria-label="Choose the first night"
        noValidate
      >
        <FormField label="From" className="col-6 col-md-3">
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </FormField>
        <div className="col-6 col-md-2 mb-3">
          <Button type="submit" className="w-100">
            Show
          </Button>
        </div>
        {start && (
          <div className="col-12 col-md-7 mb-3 d-flex gap-2 justify-content-md-end">
            <Button variant="outline" onClick={() => go(shift(start, -14))}>
              Previous 14 nights
            </Button>
            <Button variant="outline" onClick={() => go(shift(start, 14))}>
              Next 14 nights
            </Button>
          </div>
        )}
      </form>
      {body}
    </StaffPage>
  );
}

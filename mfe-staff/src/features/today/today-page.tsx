import { roleMay, type StaffAbility, type StaffToday } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { ErrorState, formatDate, LoadingState } from '@haveli/ui';
import { signedInRole, StaffPage } from '../../components/staff-page';
import { useStaffToday } from './api/get-today';

interface Figure {
  label: string;
  value: (today: StaffToday) => string;
  /** Where the figure's list is. */
  to: string | ((today: StaffToday) => string);
  /** Who may open that list: for anyone else the figure is shown, not linked. */
  ability: StaffAbility;
}

const FIGURES: Figure[] = [
  {
    label: 'Arrivals',
    value: (today) => String(today.arrivals),
    to: (today) => `/staff/bookings?from=${today.date}&to=${today.date}&state=expected`,
    ability: 'front-desk',
  },
  {
    label: 'Arrivals’ rooms ready',
    value: (today) => `${today.arrivals_ready} of ${today.arrivals_waiting}`,
    to: '/staff/housekeeping',
    ability: 'housekeeping',
  },
  {
    label: 'Departures',
    value: (today) => String(today.departures),
    to: (today) => `/staff/bookings?state=in_house&to=${today.date}`,
    ability: 'front-desk',
  },
  {
    label: 'Rooms in house',
    value: (today) => String(today.in_house),
    to: (today) => `/staff/bookings?from=${today.date}&to=${today.date}`,
    ability: 'front-desk',
  },
  {
    label: 'Occupancy tonight',
    value: (today) => `${today.occupancy_tonight}%`,
    to: (today) => `/staff/bookings?from=${today.date}&to=${today.date}`,
    ability: 'front-desk',
  },
  {
    label: 'Pending table requests',
    value: (today) => String(today.pending_table_requests),
    to: '/staff/table-requests',
    ability: 'front-desk',
  },
  {
    label: 'Open food orders',
    value: (today) => String(today.open_orders),
    to: '/staff/kitchen',
    ability: 'kitchen',
  },
  {
    label: 'Unread messages',
    value: (today) => String(today.unread_messages),
    to: '/staff/inbox?tab=conversations',
    ability: 'front-desk',
  },
];

/** The day's figures, each linked to its list when the signed-in role may open it. */
function Figures() {
  const today = useStaffToday();
  const role = signedInRole();
  if (today.isPending)
    return <LoadingState label="Loading today’s figures…" skeleton="cards" count={FIGURES.length} />;
  if (today.isError) {
    return (
      <ErrorState
        title="We could not load today’s figures"
        message={today.error.message}
        onRetry={() => void today.refetch()}
      />
    );
  }
  return (
    <>
      <p className="text-secondary">{formatDate(today.data.date)}</p>
      <ul className="row g-3 list-unstyled staff-figures">
        {FIGURES.map((figure) => {
          const body = (
            <>
              <span className="staff-figure-value">{figure.value(today.data)}</span>
              <span className="staff-figure-label">{figure.label}</span>
            </>
          );
          const to = typeof figure.to === 'string' ? figure.to : figure.to(today.data);
          return (
            <li key={figure.label} className="col-6 col-lg-4">
              {roleMay(role, figure.ability) ? (
                <Link to={to} className="card staff-figure staff-figure-link h-100">
                  {body}
                </Link>
              ) : (
                <div className="card staff-figure h-100">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** /staff: the day at a glance for every member of staff. */
export function TodayPage() {
  return (
    <StaffPage title="Today" lead="The hotel’s day at a glance, kept up to date as it changes.">
      <Figures />
    </StaffPage>
  );
}

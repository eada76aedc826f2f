import { decodeToken, readToken } from '@haveli/api-client';
import { rolesWith, type StaffRole } from '@haveli/contracts';
import { NavLink } from '@haveli/router';
import { type ReactNode, useEffect, useRef } from 'react';

const FRONT_DESK: readonly StaffRole[] = ['manager', 'front_desk'];

/** The back office's sections, each shown to the roles the API lets use it (the API checks again on every call). */
const SECTIONS: readonly { to: string; label: string; end: boolean; roles: readonly StaffRole[] }[] = [
  { to: '/staff', label: 'Today', end: true, roles: rolesWith('today') },
  { to: '/staff/housekeeping', label: 'Housekeeping', end: false, roles: rolesWith('housekeeping') },
  { to: '/staff/kitchen', label: 'Kitchen queue', end: false, roles: ['manager', 'kitchen'] },
  { to: '/staff/table-requests', label: 'Table requests', end: false, roles: FRONT_DESK },
  { to: '/staff/tables', label: 'Tables', end: false, roles: FRONT_DESK },
  { to: '/staff/bookings', label: 'Room bookings', end: false, roles: FRONT_DESK },
  { to: '/staff/guests', label: 'Guests', end: false, roles: FRONT_DESK },
  { to: '/staff/money', label: 'Money', end: false, roles: FRONT_DESK },
  { to: '/staff/tape-chart', label: 'Tape chart', end: false, roles: FRONT_DESK },
  { to: '/staff/rooms', label: 'Rooms', end: false, roles: FRONT_DESK },
  { to: '/staff/rates', label: 'Rates', end: false, roles: ['manager'] },
  { to: '/staff/reports', label: 'Reports', end: false, roles: ['manager'] },
  { to: '/staff/restaurants', label: 'Restaurants', end: false, roles: FRONT_DESK },
  { to: '/staff/inbox', label: 'Inbox', end: false, roles: FRONT_DESK },
  { to: '/staff/moderation', label: 'Moderation', end: false, roles: ['manager', 'editor'] },
  { to: '/staff/content', label: 'Content', end: false, roles: ['manager', 'editor'] },
  { to: '/staff/audit', label: 'Audit log', end: false, roles: ['manager'] },
  { to: '/staff/accounts', label: 'Staff accounts', end: false, roles: ['manager'] },
];

/** The signed-in account's role as its token names it. */
export function signedInRole(): string | undefined {
  const token = readToken();
  return token ? decodeToken(token)?.role : undefined;
}

export interface StaffPageProps {
  /** The page's heading, also its name for screen readers. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every back-office screen: its heading and the back office's own sections. */
export function StaffPage({ title, lead, children }: StaffPageProps) {
  const role = signedInRole();
  const sections = useRef<HTMLUListElement>(null);
  // On a phone the sections are one row that scrolls sideways: the current one is brought into view.
  useEffect(() => {
    const list = sections.current;
    const current = list?.querySelector<HTMLElement>('.active');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, []);
  const headingId = `staff-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="container py-4 staff-page" aria-labelledby={headingId}>
      <nav aria-label="Back office" className="mb-3">
        <ul className="nav nav-pills staff-nav" ref={sections}>
          {SECTIONS.filter((section) => (section.roles as readonly string[]).includes(role ?? '')).map(
            (section) => (
              <li className="nav-item" key={section.to}>
                <NavLink to={section.to} end={section.end} className="nav-link">
                  {section.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <header className="mb-4">
        <h1 id={headingId} className="display-6 section-title">
          {title}
        </h1>
        {lead && <p className="text-secondary mb-0">{lead}</p>}
      </header>
      {children}
    </section>
  );
}

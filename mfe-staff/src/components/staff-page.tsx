import { decodeToken, readToken } from '@haveli/api-client';
import { NavLink } from '@haveli/router';
import type { ReactNode } from 'react';

const SECTIONS = [
  { to: '/staff', label: 'Today', end: true },
  { to: '/staff/kitchen', label: 'Kitchen queue', end: false },
  { to: '/staff/table-requests', label: 'Table requests', end: false },
  { to: '/staff/bookings', label: 'Room bookings', end: false },
  { to: '/staff/tape-chart', label: 'Tape chart', end: false },
  { to: '/staff/audit', label: 'Audit log', end: false, managers: true },
  { to: '/staff/accounts', label: 'Staff accounts', end: false, managers: true },
] as const;

/** Whether the signed-in account's token names a manager (the API checks the role itself on every call). */
function isManager(): boolean {
  const token = readToken();
  const role = token ? decodeToken(token)?.role : undefined;
  return role === 'manager';
}

export interface StaffPageProps {
  /** The page's heading, also its name for screen readers. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every back-office screen: its heading and the back office's own sections. */
export function StaffPage({ title, lead, children }: StaffPageProps) {
  const headingId = `staff-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="container py-4 staff-page" aria-labelledby={headingId}>
      <nav aria-label="Back office" className="mb-3">
        <ul className="nav nav-pills staff-nav">
          {SECTIONS.filter((section) => !('managers' in section) || isManager()).map((section) => (
            <li className="nav-item" key={section.to}>
              <NavLink to={section.to} end={section.end} className="nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
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

import { STAFF_GUESTS_PAGE_SIZE, type StaffGuestSummary } from '@haveli/contracts';
import { Link, useNavigate, useSearchParams } from '@haveli/router';
import { Badge, Button, EmptyState, ErrorState, formatDate, LoadingState, Pager } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { StaffPage } from '../../components/staff-page';
import { useGuestSearch } from './api/staff-guests';
import { GuestFormDialog } from './guest-form-dialog';

/** The guest's contact on one line: phone, then email. */
export const contactLine = (guest: Pick<StaffGuestSummary, 'phone' | 'email'>) =>
  [guest.phone, guest.email].filter(Boolean).join(' · ') || 'No contact';

/** /staff/guests: find a guest by name, email or phone; make a profile for a walk-in or a phone guest. */
export function GuestsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const guests = useGuestSearch(q, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  let body;
  if (guests.isPending) body = <LoadingState label="Loading guests…" skeleton="lines" />;
  else if (guests.isError)
    body = (
      <ErrorState
        title="We could not load the guests"
        message={guests.error.message}
        onRetry={() => void guests.refetch()}
      />
    );
  else if (guests.data.data.length === 0)
    body = (
      <EmptyState
        title={q ? `No guest matches “${q}”` : 'No guests yet'}
        message="Search by another name, email or phone, or make a new guest profile."
      />
    );
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {guests.data.total} {guests.data.total === 1 ? 'guest' : 'guests'}
        </p>
        <ul className="list-group mb-3">
          {guests.data.data.map((guest) => (
            <li key={guest.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <div className="flex-grow-1">
                <Link to={`/staff/guests/${guest.id}`} className="fw-semibold">
                  {guest.name}
                </Link>{' '}
                {guest.vip && <Badge tone="gold">VIP</Badge>}
                <div className="small text-secondary">{contactLine(guest)}</div>
              </div>
              <div className="small text-secondary">
                {guest.last_stay ? `Last stay ${formatDate(guest.last_stay)}` : 'No stays yet'}
              </div>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          total={guests.data.total}
          pageSize={STAFF_GUESTS_PAGE_SIZE}
          onPageChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          label="Guest pages"
        />
      </>
    );

  return (
    <StaffPage
      title="Guests"
      lead="Guest profiles: stays, orders, tables and notes. Every profile you open is logged."
    >
      <div className="d-flex flex-wrap gap-2 mb-3">
        <form role="search" className="d-flex gap-2 flex-grow-1" onSubmit={search}>
          <label htmlFor="guest-search" className="visually-hidden">
            Search guests by name, email or phone
          </label>
          <input
            id="guest-search"
            type="search"
            className="form-control"
            placeholder="Name, email or phone"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <Button onClick={() => setCreating(true)}>New guest profile</Button>
        <Link to="/staff/bookings/new" className="btn btn-outline-primary">
          New reservation
        </Link>
      </div>
      {body}
      <GuestFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(guest) => navigate(`/staff/guests/${guest.id}`)}
      />
    </StaffPage>
  );
}

import {
  GUEST_NOTE_KIND_LABELS,
  GUEST_NOTE_KINDS,
  STAFF_STAY_SOURCE_LABELS,
  type GuestNoteKind,
  type StaffGuestProfile,
  type StaffGuestSummary,
} from '@haveli/contracts';
import { Link, useParams } from '@haveli/router';
import {
  Badge,
  Button,
  ErrorState,
  FormAlert,
  FormField,
  formatDate,
  formatDateTime,
  formatInr,
  LoadingState,
  Modal,
} from '@haveli/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ActionAnswer } from '../../components/action-answer';
import { StaffPage } from '../../components/staff-page';
import {
  useAddGuestNote,
  useGuestProfile,
  useGuestSearch,
  useMergeGuest,
  useRemoveGuestNote,
  useUpdateGuest,
} from './api/staff-guests';
import { contactLine } from './guests-page';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card haveli-card mb-4" aria-label={title}>
      <div className="card-body">
        <h2 className="h5">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function Notes({ guest }: { guest: StaffGuestProfile }) {
  const add = useAddGuestNote(guest.id);
  const remove = useRemoveGuestNote(guest.id);
  const [kind, setKind] = useState<GuestNoteKind>('allergy');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ kind, text }, { onSuccess: () => setText('') });
  };
  return (
    <Panel title="Notes">
      <ActionAnswer action={add.isIdle ? remove : add} />
      {guest.notes.length === 0 ? (
        <p className="text-secondary">No notes yet: allergies, occasions, preferences.</p>
      ) : (
        <ul className="list-unstyled">
          {guest.notes.map((note) => (
            <li key={note.id} className="d-flex gap-2 align-items-start mb-2">
              <Badge tone={note.kind === 'allergy' ? 'danger' : 'neutral'}>
                {GUEST_NOTE_KIND_LABELS[note.kind]}
              </Badge>
              <div className="flex-grow-1">
                {note.text}
                <div className="small text-secondary">
                  {note.by ?? 'Staff'}, {formatDateTime(note.at)}
                </div>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove the note “${note.text}”`}
                onClick={() => {
                  add.reset();
                  remove.mutate(note.id);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="row g-2 align-items-end" aria-label="Add a note" noValidate>
        <FormField label="Kind" className="col-12 col-sm-4" controlClassName="form-select">
          {(control) => (
            <select
              {...control}
              value={kind}
              onChange={(event) => setKind(event.target.value as GuestNoteKind)}
            >
              {GUEST_NOTE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {GUEST_NOTE_KIND_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Note" className="col-12 col-sm-8">
          {(control) => (
            <input
              {...control}
              value={text}
              maxLength={500}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <div className="col-12">
          <Button type="submit" busy={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function MergeDialog({ guest, onClose }: { guest: StaffGuestProfile; onClose: () => void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<StaffGuestSummary | null>(null);
  const found = useGuestSearch(q.trim().length >= 2 ? q.trim() : '', 1);
  const merge = useMergeGuest(guest.id);
  const candidates =
    q.trim().length >= 2 ? (found.data?.data ?? []).filter((other) => other.id !== guest.id) : [];
  return (
    <Modal
      title={`Merge a duplicate into ${guest.name}`}
      open
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={!chosen}
            busy={merge.isPending}
            onClick={() => chosen && merge.mutate(chosen.id, { onSuccess: onClose })}
          >
            {chosen ? `Merge ${chosen.name} into ${guest.name}` : 'Merge'}
          </Button>
        </>
      }
    >
      <FormAlert message={merge.isError ? merge.error.message : null} />
      <FormField label="Find the duplicate by name, email or phone" className="mb-3">
        {(control) => (
          <input
            {...control}
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setChosen(null);
            }}
          />
        )}
      </FormField>
      {candidates.length > 0 && (
        <fieldset>
          <legend className="small text-secondary">Duplicates found</legend>
          {candidates.map((other) => (
            <div className="form-check" key={other.id}>
              <input
                className="form-check-input"
                type="radio"
                name="duplicate"
                id={`duplicate-${other.id}`}
                checked={chosen?.id === other.id}
                onChange={() => setChosen(other)}
              />
              <label className="form-check-label" htmlFor={`duplicate-${other.id}`}>
                {other.name} <span className="text-secondary small">{contactLine(other)}</span>
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {chosen && (
        <p className="alert alert-warning mt-3 mb-0">
          {chosen.name}’s stays, orders, table requests and notes move to {guest.name}, and {chosen.name}’s
          profile is closed. This cannot be undone.
        </p>
      )}
    </Modal>
  );
}

function Profile({ guest }: { guest: StaffGuestProfile }) {
  const update = useUpdateGuest(guest.id);
  const [merging, setMerging] = useState(false);
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-5">
        <Panel title="Contact">
          <ActionAnswer action={update} />
          <dl className="row mb-2">
            <dt className="col-4 text-secondary fw-normal">Phone</dt>
            <dd className="col-8">{guest.phone || 'None given'}</dd>
            <dt className="col-4 text-secondary fw-normal">Email</dt>
            <dd className="col-8 text-break">{guest.email ?? 'None given'}</dd>
            <dt className="col-4 text-secondary fw-normal">Sign-in</dt>
            <dd className="col-8">
              {guest.has_sign_in ? 'Has an account' : 'Profile only (no password yet)'}
            </dd>
            <dt className="col-4 text-secondary fw-normal">Since</dt>
            <dd className="col-8">
              {formatDate(guest.created_at.slice(0, 10))}
              {guest.created_by && `, by ${guest.created_by}`}
            </dd>
            <dt className="col-4 text-secondary fw-normal">Totals</dt>
            <dd className="col-8">
              {guest.totals.stays} {guest.totals.stays === 1 ? 'stay' : 'stays'}, {guest.totals.nights}{' '}
              {guest.totals.nights === 1 ? 'night' : 'nights'}, {formatInr(guest.totals.spent)}
            </dd>
          </dl>
          <div className="form-check form-switch mb-3">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="guest-vip"
              checked={guest.vip}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({
                  name: guest.name,
                  email: guest.email,
                  phone: guest.phone,
                  vip: event.target.checked,
                })
              }
            />
            <label className="form-check-label" htmlFor="guest-vip">
              VIP
            </label>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <Link to={`/staff/bookings/new?guest=${guest.id}`} className="btn btn-primary">
              New reservation
            </Link>
            <Button variant="outline" onClick={() => setMerging(true)}>
              Merge with…
            </Button>
          </div>
        </Panel>
        <Notes guest={guest} />
      </div>
      <div className="col-12 col-lg-7">
        <Panel title="Stays">
          {guest.stays.length === 0 ? (
            <p className="text-secondary mb-0">No stays yet.</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {guest.stays.map((stay) => (
                <li key={stay.reference} className="mb-2">
                  <Link to={`/staff/bookings/${stay.reference}`}>{stay.reference}</Link> · {stay.room_type} ·{' '}
                  {formatDate(stay.check_in)} to {formatDate(stay.check_out)} · {formatInr(stay.total)}
                  <div className="small text-secondary">
                    {stay.state.replace('_', ' ')}
                    {stay.source !== 'online' && ` · ${STAFF_STAY_SOURCE_LABELS[stay.source]}`}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Food orders">
          {guest.orders.length === 0 ? (
            <p className="text-secondary mb-0">No food orders.</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {guest.orders.map((order) => (
                <li key={order.id}>
                  {formatDateTime(order.at)} · {order.status} · {formatInr(order.total)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Tables">
          {guest.tables.length === 0 ? (
            <p className="text-secondary mb-0">No table requests.</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {guest.tables.map((table) => (
                <li key={table.id}>
                  {table.restaurant}, {formatDate(table.date)} at {table.time} · {table.party_size} guests ·{' '}
                  {table.status}
                </li>
              ))}
            </ul>
          )}
          <Link to="/staff/table-requests" className="small">
            Table requests
          </Link>
        </Panel>
      </div>
      {merging && <MergeDialog guest={guest} onClose={() => setMerging(false)} />}
    </div>
  );
}

/** /staff/guests/:id: one guest's profile (opening it is logged). */
export function GuestProfilePage() {
  const id = Number(useParams().id);
  const guest = useGuestProfile(id);
  let body;
  if (guest.isPending) body = <LoadingState label="Loading the guest…" skeleton="lines" />;
  else if (guest.isError)
    body = (
      <ErrorState
        title="We could not load this guest"
        message={guest.error.message}
        onRetry={() => void guest.refetch()}
      />
    );
  else body = <Profile guest={guest.data} />;
  const title = guest.data ? guest.data.name : 'Guest';
  return (
    <StaffPage
      title={title}
      lead={
        <>
          {guest.data?.vip && (
            <>
              <Badge tone="gold">VIP</Badge>{' '}
            </>
          )}
          <Link to="/staff/guests">Back to guests</Link>
        </>
      }
    >
      {body}
    </StaffPage>
  );
}

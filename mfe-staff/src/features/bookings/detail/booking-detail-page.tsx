import { ApiRequestError } from '@haveli/api-client';
import {
  HOUSEKEEPING_STATE_LABELS,
  hotelToday,
  roomReadiness,
  STAY_STATE_LABELS,
  type StaffRoomRef,
  type StaffStay,
  type StaffStayRoom,
} from '@haveli/contracts';
import { Link, useParams } from '@haveli/router';
import {
  Badge,
  type BadgeTone,
  Button,
  ErrorState,
  FormAlert,
  FormField,
  formatDate,
  formatDateTime,
  formatInr,
  LoadingState,
} from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { StaffPage } from '../../../components/staff-page';
import { FolioPanel } from '../../folio/folio-panel';
import { useMoveStay } from '../api/staff-bookings';
import { useCancelStay, useMoveRoom, useNoShow, useStaffStay } from '../api/staff-stay';

export const CANCEL_REASON_MESSAGE = 'Give a reason for cancelling.';
export const CHOOSE_ROOM_MESSAGE = 'Choose the room to move to.';

/** The server's message about `field`; else its whole message when `orWhole`. */
const fieldOf = (error: Error | null, field: string, orWhole = true) =>
  error instanceof ApiRequestError
    ? (error.fields?.[field] ?? (orWhole ? error.message : undefined))
    : orWhole
      ? error?.message
      : undefined;

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <section className="card haveli-card mb-4">
      <div className="card-body">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-5 col-md-4 text-secondary fw-normal">{label}</dt>
      <dd className="col-7 col-md-8">{children}</dd>
    </>
  );
}

function MoveRoom({ stay, booked }: { stay: StaffStay; booked: StaffStayRoom }) {
  const move = useMoveRoom(stay.reference);
  const [roomId, setRoomId] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!roomId) {
      setError(CHOOSE_ROOM_MESSAGE);
      return;
    }
    setError(undefined);
    move.mutate({ booked_room_id: booked.id, room_id: Number(roomId) });
  };
  // Ready rooms first (the API lists them so), each with its housekeeping state; the same type first within.
  const isSame = (room: StaffRoomRef) => room.room_type.id === booked.room.room_type.id;
  const groups = [
    {
      label: `Ready, ${booked.room.room_type.title} (same type)`,
      rooms: stay.free_rooms.filter((room) => room.ready && isSame(room)),
    },
    { label: 'Ready, another type', rooms: stay.free_rooms.filter((room) => room.ready && !isSame(room)) },
    { label: 'Not ready yet', rooms: stay.free_rooms.filter((room) => !room.ready) },
  ].filter((group) => group.rooms.length > 0);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="row g-2 align-items-end"
      aria-label={`Move room ${booked.room.room_no}`}
    >
      <FormField
        label={`Move room ${booked.room.room_no} to`}
        className="col-8"
        controlClassName="form-select"
        error={error ?? (move.isError ? fieldOf(move.error, 'room_id') : undefined)}
      >
        {(control) => (
          <select {...control} value={roomId} onChange={(event) => setRoomId(event.target.value)}>
            <option value="">Choose a free room</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.rooms.map((room) => (
                  <option key={room.id} value={room.id}>
                    Room {room.room_no}
                    {isSame(room) ? '' : `, ${room.room_type.title}`} ·{' '}
                    {HOUSEKEEPING_STATE_LABELS[room.housekeeping]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <div className="col-4 mb-3">
        <Button type="submit" variant="outline" className="w-100" busy={move.isPending}>
          Move
        </Button>
      </div>
      {move.isSuccess && (
        <p className="text-success-emphasis small mb-0" role="status">
          {move.data.message}
        </p>
      )}
    </form>
  );
}

function CancelStay({ stay }: { stay: StaffStay }) {
  const cancel = useCancelStay(stay.reference);
  const [reason, setReason] = useState('');
  // The policy's fee is charged unless someone chooses to waive it.
  const [waive, setWaive] = useState(false);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(CANCEL_REASON_MESSAGE);
      return;
    }
    setError(undefined);
    cancel.mutate({ reason: reason.trim(), waive_fee: waive });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Cancel the booking">
      <FormAlert
        message={cancel.isError && !fieldOf(cancel.error, 'reason', false) ? cancel.error.message : null}
      />
      <FormField
        label="Reason"
        error={error ?? (cancel.isError ? fieldOf(cancel.error, 'reason', false) : undefined)}
        hint="The guest is mailed and notified that the hotel cancelled."
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">The policy’s fee now: {formatInr(stay.fee_now)}</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="fee"
            id="fee-charge"
            checked={!waive}
            onChange={() => setWaive(false)}
          />
          <label className="form-check-label" htmlFor="fee-charge">
            Charge {formatInr(stay.fee_now)}
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="fee"
            id="fee-waive"
            checked={waive}
            onChange={() => setWaive(true)}
          />
          <label className="form-check-label" htmlFor="fee-waive">
            Waive the fee
          </label>
        </div>
      </fieldset>
      <Button type="submit" variant="primary" busy={cancel.isPending}>
        Cancel booking
      </Button>
    </form>
  );
}

function NoShow({ stay }: { stay: StaffStay }) {
  const noShow = useNoShow(stay.reference);
  return (
    <>
      <p className="small text-secondary">
        The guest never arrived: the booking is cancelled with the policy’s late fee.
      </p>
      <FormAlert message={noShow.isError ? noShow.error.message : null} />
      <Button variant="outline" busy={noShow.isPending} onClick={() => noShow.mutate()}>
        Record no-show
      </Button>
    </>
  );
}

/** Where the stay is as a whole: cancelled, checked out (every room), in house (a room), or confirmed. */
function stayBadge(stay: StaffStay): { label: string; tone: BadgeTone } {
  if (stay.status !== 'Confirmed') return { label: stay.status, tone: 'danger' };
  if (stay.rooms.length > 0 && stay.rooms.every((room) => room.state === 'checked_out'))
    return { label: STAY_STATE_LABELS.checked_out, tone: 'neutral' };
  if (stay.rooms.some((room) => room.state === 'in_house'))
    return { label: STAY_STATE_LABELS.in_house, tone: 'info' };
  return { label: stay.status, tone: 'success' };
}

/** Check in a room on its arrival day (until the day it leaves), as the bookings list does. */
function CheckIn({ stay, booked }: { stay: StaffStay; booked: StaffStayRoom }) {
  const move = useMoveStay();
  const today = hotelToday();
  if (booked.state !== 'expected' || stay.check_in > today || stay.check_out <= today) return null;
  return (
    <div className="mb-2">
      <Button
        size="sm"
        busy={move.isPending}
        aria-label={`Check in room ${booked.room.room_no}`}
        onClick={() => move.mutate({ id: booked.id, move: 'check-in' })}
      >
        Check in
      </Button>
      {move.isError && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {move.error.message}
        </p>
      )}
    </div>
  );
}

function StayDetail({ stay }: { stay: StaffStay }) {
  const confirmed = stay.status === 'Confirmed';
  const badge = stayBadge(stay);
  const movable = stay.rooms.filter((room) => room.state === 'expected' || room.state === 'in_house');
  const untouched = stay.rooms.every((room) => room.state === 'expected');
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <Panel>
          <h2 className="h5">
            {stay.guest.name} <Badge tone={badge.tone}>{badge.label}</Badge>
          </h2>
          <dl className="row mb-0">
            <Row label="Email">{stay.guest.email ?? 'None given'}</Row>
            <Row label="Phone">{stay.guest.phone || 'None given'}</Row>
            <Row label="Profile">
              <Link to={`/staff/guests/${stay.guest.id}`}>Guest profile of {stay.guest.name}</Link>
            </Row>
            <Row label="Stay">
              {formatDate(stay.check_in)} to {formatDate(stay.check_out)} ({stay.nights}{' '}
              {stay.nights === 1 ? 'night' : 'nights'})
            </Row>
            <Row label="Guests">
              {stay.adults} {stay.adults === 1 ? 'adult' : 'adults'}
              {stay.children > 0 && `, ${stay.children} ${stay.children === 1 ? 'child' : 'children'}`}
            </Row>
            <Row label="Rate plan">{stay.rate_plan_name}</Row>
            {stay.coupon && <Row label="Coupon">{stay.coupon}</Row>}
            <Row label="Policy">{stay.policy_text}</Row>
            {stay.cancellation_fee !== null && (
              <Row label="Cancellation fee">{formatInr(stay.cancellation_fee)}</Row>
            )}
            {stay.cancel_reason && <Row label="Cancelled because">{stay.cancel_reason}</Row>}
          </dl>
        </Panel>

        <Panel>
          <h2 className="h5">Rooms</h2>
          <ul className="list-unstyled mb-0">
            {stay.rooms.map((booked) => (
              <li key={booked.id} className="mb-3">
                <p className="mb-2">
                  Room {booked.room.room_no}, {booked.room.room_type.title}{' '}
                  <Badge tone="neutral">{STAY_STATE_LABELS[booked.state]}</Badge>{' '}
                  {booked.state === 'expected' && (
                    <Badge tone={booked.room.ready ? 'success' : 'warning'}>
                      {roomReadiness(booked.room.housekeeping)}
                    </Badge>
                  )}
                </p>
                {confirmed && <CheckIn stay={stay} booked={booked} />}
                {confirmed && movable.includes(booked) && <MoveRoom stay={stay} booked={booked} />}
              </li>
            ))}
          </ul>
        </Panel>

        <Panel>
          <h2 className="h5">Price</h2>
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">Price breakdown</caption>
            <tbody>
              {stay.price.nights.map((night) => (
                <tr key={night.date}>
                  <th scope="row" className="fw-normal">
                    Night of {formatDate(night.date)}
                    {night.season && <div className="small text-secondary">{night.season}</div>}
                  </th>
                  <td className="text-end">{formatInr(night.room_amount)}</td>
                </tr>
              ))}
              {stay.price.extras_amount > 0 && (
                <tr>
                  <th scope="row" className="fw-normal">
                    Extra guests and meals
                  </th>
                  <td className="text-end">{formatInr(stay.price.extras_amount)}</td>
                </tr>
              )}
              {stay.price.discount && (
                <tr>
                  <th scope="row" className="fw-normal">
                    {stay.price.discount.title}
                  </th>
                  <td className="text-end">−{formatInr(stay.price.discount.amount)}</td>
                </tr>
              )}
              {stay.price.taxes.map((tax) => (
                <tr key={tax.label}>
                  <th scope="row" className="fw-normal">
                    {tax.label}
                  </th>
                  <td className="text-end">{formatInr(tax.amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Total</th>
                <td className="text-end fw-semibold">{formatInr(stay.total)}</td>
              </tr>
            </tbody>
          </table>
        </Panel>
        <section className="card haveli-card mb-4" aria-labelledby="folio-title">
          <div className="card-body">
            <h2 className="h5" id="folio-title">
              Folio
            </h2>
            <FolioPanel
              reference={stay.reference}
              open={confirmed && stay.rooms.some((room) => room.state !== 'checked_out')}
            />
          </div>
        </section>
      </div>

      <div className="col-12 col-lg-5">
        <Panel>
          <h2 className="h5">Requests</h2>
          <dl className="row mb-0">
            <Row label="Arrival time">{stay.requests.arrival_time || 'None given'}</Row>
            <Row label="Bed">{stay.requests.bed_preference || 'None given'}</Row>
            <Row label="Occasion">{stay.requests.occasion || 'None given'}</Row>
            <Row label="Remarks">{stay.requests.remarks || 'None given'}</Row>
          </dl>
        </Panel>
        <Panel>
          <h2 className="h5">History</h2>
          <ol className="list-unstyled mb-0">
            {stay.history.map((event) => (
              <li key={`${event.at}-${event.what}`} className="mb-1">
                <span className="text-secondary small d-block">{formatDateTime(event.at)}</span>
                {event.what}
              </li>
            ))}
          </ol>
        </Panel>
        {confirmed && untouched && stay.check_in < hotelToday() && (
          <Panel>
            <h2 className="h5">No-show</h2>
            <NoShow stay={stay} />
          </Panel>
        )}
        {confirmed && untouched && (
          <Panel>
            <h2 className="h5">Cancel for the guest</h2>
            <CancelStay stay={stay} />
          </Panel>
        )}
      </div>
    </div>
  );
}

/** /staff/bookings/:reference: one booking, its rooms, price, requests and history; cancel it or move a room. */
export function BookingDetailPage() {
  const { reference = '' } = useParams();
  const stay = useStaffStay(reference);
  let body;
  if (stay.isPending) body = <LoadingState label="Loading the booking…" skeleton="lines" />;
  else if (stay.isError)
    body = (
      <ErrorState
        title="We could not load this booking"
        message={stay.error.message}
        onRetry={() => void stay.refetch()}
      />
    );
  else body = <StayDetail stay={stay.data} />;
  return (
    <StaffPage title={`Booking ${reference}`} lead={<Link to="/staff/bookings">Back to room bookings</Link>}>
      {body}
    </StaffPage>
  );
}

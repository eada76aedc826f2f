import { ApiRequestError } from '@haveli/api-client';
import {
  hotelToday,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_BOOKING,
  DEFAULT_RATE_PLAN,
  STAFF_STAY_SOURCE_LABELS,
  STAFF_STAY_SOURCES,
  type RatePlanCode,
  type StaffStaySource,
  type StayQuoteQuery,
} from '@haveli/contracts';
import { Link, useNavigate, useSearchParams } from '@haveli/router';
import { Badge, Button, FormAlert, FormField, formatInr, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { StaffPage } from '../../components/staff-page';
import { useBookForGuest, useGuestProfile, useGuestSearch, useQuote, useRoomTypes } from './api/staff-guests';
import { GuestFormDialog } from './guest-form-dialog';
import { contactLine } from './guests-page';

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ChosenGuest {
  id: number;
  name: string;
  line: string;
}

/** Finds the guest by name, email or phone, or makes a new profile for them. */
function GuestPicker({
  chosen,
  onChoose,
}: {
  chosen: ChosenGuest | null;
  onChoose: (guest: ChosenGuest | null) => void;
}) {
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const term = q.trim().length >= 2 ? q.trim() : '';
  const found = useGuestSearch(term, 1);
  if (chosen)
    return (
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <div className="flex-grow-1">
          <strong>{chosen.name}</strong>
          <div className="small text-secondary">{chosen.line}</div>
        </div>
        <Button variant="outline" size="sm" onClick={() => onChoose(null)}>
          Change guest
        </Button>
      </div>
    );
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <FormField label="Find the guest by name, email or phone" className="flex-grow-1">
          {(control) => (
            <input {...control} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
          )}
        </FormField>
        <Button variant="outline" onClick={() => setCreating(true)}>
          New guest profile
        </Button>
      </div>
      {term && found.isPending && <LoadingState label="Searching…" />}
      {term && found.data && (
        <ul className="list-group mt-2" aria-label="Guests found">
          {found.data.data.length === 0 && (
            <li className="list-group-item text-secondary">No guest matches: make a new guest profile.</li>
          )}
          {found.data.data.map((guest) => (
            <li key={guest.id} className="list-group-item d-flex gap-2 align-items-center">
              <div className="flex-grow-1">
                {guest.name} {guest.vip && <Badge tone="gold">VIP</Badge>}
                <div className="small text-secondary">{contactLine(guest)}</div>
              </div>
              <Button
                size="sm"
                aria-label={`Choose ${guest.name}`}
                onClick={() => onChoose({ id: guest.id, name: guest.name, line: contactLine(guest) })}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      )}
      <GuestFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(guest) => {
          setCreating(false);
          onChoose({ id: guest.id, name: guest.name, line: contactLine(guest) });
        }}
      />
    </>
  );
}

/**
 * /staff/bookings/new: a reservation for a walk-in or a phone guest: the guest, the stay, the same live quote a
 * guest sees, then Book (paid at the hotel); lands on the new booking, where Check in waits on arrival day.
 */
export function NewReservationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = hotelToday();
  const roomTypes = useRoomTypes();
  const book = useBookForGuest();
  const [picked, setGuest] = useState<ChosenGuest | null | undefined>(undefined);
  const [source, setSource] = useState<StaffStaySource>('walk_in');
  const [checkIn, setCheckIn] = useState(today);
  const [checkOut, setCheckOut] = useState(dayAfter(today, 1));
  const [adults, setAdults] = useState(2);
  const [childAges, setChildAges] = useState<number[]>([]);
  const [roomTypeId, setRoomTypeId] = useState<number | null>(null);
  const [ratePlan, setRatePlan] = useState<RatePlanCode>(DEFAULT_RATE_PLAN);
  const [failure, setFailure] = useState<string | null>(null);

  // Opened from a guest's profile: that guest, chosen already, until another is chosen.
  const fromProfile = Number(params.get('guest')) || 0;
  const preset = useGuestProfile(fromProfile, fromProfile > 0);
  const guest =
    picked !== undefined
      ? picked
      : preset.data
        ? { id: preset.data.id, name: preset.data.name, line: contactLine(preset.data) }
        : null;

  const typeId = roomTypeId ?? roomTypes.data?.[0]?.id ?? null;
  const query: StayQuoteQuery | null =
    typeId && checkOut > checkIn
      ? {
          room_type_id: typeId,
          check_in: checkIn,
          check_out: checkOut,
          adults,
          ...(childAges.length > 0 ? { children: childAges.length, child_ages: childAges } : {}),
          rate_plan: ratePlan,
        }
      : null;
  const quote = useQuote(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!guest) return setFailure('Choose the guest, or make a new guest profile.');
    if (!query) return setFailure('Choose a room type and a check-out after the check-in.');
    book.mutate(
      { ...query, guest_id: guest.id, source },
      {
        onSuccess: (answer) => navigate(`/staff/bookings/${answer.reference}`),
        onError: (error) =>
          setFailure(
            error instanceof ApiRequestError && error.fields
              ? Object.values(error.fields).join(' ')
              : error.message,
          ),
      },
    );
  };

  return (
    <StaffPage title="New reservation" lead={<Link to="/staff/bookings">Back to room bookings</Link>}>
      {/* The fields sit outside the form: the guest picker's dialog holds a form of its own, and forms do not nest. */}
      <form id="reservation-form" onSubmit={submit} noValidate aria-label="New reservation" />
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <section className="card haveli-card mb-4" aria-labelledby="reservation-guest">
            <div className="card-body">
              <h2 className="h5" id="reservation-guest">
                Guest
              </h2>
              <GuestPicker chosen={guest} onChoose={setGuest} />
            </div>
          </section>
          <section className="card haveli-card" aria-labelledby="reservation-stay">
            <div className="card-body row g-3">
              <h2 className="h5 col-12 mb-0" id="reservation-stay">
                Stay
              </h2>
              <FormField
                label="How the guest asked"
                className="col-12 col-sm-6"
                controlClassName="form-select"
              >
                {(control) => (
                  <select
                    {...control}
                    value={source}
                    onChange={(event) => setSource(event.target.value as StaffStaySource)}
                  >
                    {STAFF_STAY_SOURCES.map((value) => (
                      <option key={value} value={value}>
                        {STAFF_STAY_SOURCE_LABELS[value]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Room type" className="col-12 col-sm-6" controlClassName="form-select">
                {(control) => (
                  <select
                    {...control}
                    value={typeId ?? ''}
                    onChange={(event) => setRoomTypeId(Number(event.target.value))}
                  >
                    {(roomTypes.data ?? []).map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.title}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Check-in" className="col-6 col-sm-4">
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    min={today}
                    value={checkIn}
                    onChange={(event) => {
                      setCheckIn(event.target.value);
                      if (checkOut <= event.target.value) setCheckOut(dayAfter(event.target.value, 1));
                    }}
                  />
                )}
              </FormField>
              <FormField label="Check-out" className="col-6 col-sm-4">
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    min={dayAfter(checkIn, 1)}
                    value={checkOut}
                    onChange={(event) => setCheckOut(event.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Adults" className="col-6 col-sm-4">
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={1}
                    max={12}
                    value={adults}
                    onChange={(event) => setAdults(Math.max(1, Number(event.target.value) || 1))}
                  />
                )}
              </FormField>
              <FormField label="Children" className="col-6 col-sm-4">
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={0}
                    max={MAX_CHILDREN_PER_BOOKING}
                    value={childAges.length}
                    onChange={(event) => {
                      const count = Math.min(
                        MAX_CHILDREN_PER_BOOKING,
                        Math.max(0, Number(event.target.value) || 0),
                      );
                      setChildAges((ages) => Array.from({ length: count }, (_, index) => ages[index] ?? 8));
                    }}
                  />
                )}
              </FormField>
              {childAges.map((age, index) => (
                <FormField
                  key={index}
                  label={`Age of child ${index + 1}`}
                  className="col-6 col-sm-4"
                  controlClassName="form-select"
                >
                  {(control) => (
                    <select
                      {...control}
                      value={age}
                      onChange={(event) =>
                        setChildAges((ages) =>
                          ages.map((old, at) => (at === index ? Number(event.target.value) : old)),
                        )
                      }
                    >
                      {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, years) => (
                        <option key={years} value={years}>
                          {years === 0 ? 'Under 1' : years}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              ))}
              <fieldset className="col-12">
                <legend className="fs-6">Rate plan</legend>
                {!quote.data && (
                  <p className="small text-secondary mb-0">
                    Choose the room type and the dates to see the plans and their prices.
                  </p>
                )}
                {quote.data?.rate_plans.map((plan) => (
                  <div className="form-check" key={plan.code}>
                    <input
                      className="form-check-input"
                      type="radio"
                      name="rate-plan"
                      id={`plan-${plan.code}`}
                      checked={ratePlan === plan.code}
                      onChange={() => setRatePlan(plan.code)}
                    />
                    <label className="form-check-label" htmlFor={`plan-${plan.code}`}>
                      {`${plan.name} · ${formatInr(plan.total)}`}
                      <div className="small text-secondary">
                        {plan.description} {plan.policy_text}
                      </div>
                    </label>
                  </div>
                ))}
              </fieldset>
            </div>
          </section>
        </div>
        <div className="col-12 col-lg-5">
          <section className="card haveli-card" aria-labelledby="reservation-quote" aria-live="polite">
            <div className="card-body">
              <h2 className="h5" id="reservation-quote">
                Quote
              </h2>
              {!query && <p className="text-secondary">Choose the room type and the dates.</p>}
              {query && quote.isPending && <LoadingState label="Pricing the stay…" />}
              {query && quote.isError && (
                <p className="text-danger" role="alert">
                  {quote.error.message}
                </p>
              )}
              {quote.data && query && (
                <dl className="row mb-3">
                  <dt className="col-6 fw-normal text-secondary">Nights</dt>
                  <dd className="col-6">{quote.data.nights}</dd>
                  <dt className="col-6 fw-normal text-secondary">Rooms free</dt>
                  <dd className="col-6">{quote.data.available_rooms}</dd>
                  <dt className="col-6 fw-normal text-secondary">Total (with GST)</dt>
                  <dd className="col-6 fw-semibold" data-testid="quote-total">
                    {formatInr(quote.data.price.total)}
                  </dd>
                  <dt className="col-6 fw-normal text-secondary">Policy</dt>
                  <dd className="col-6 small">{quote.data.policy.text}</dd>
                  <dt className="col-6 fw-normal text-secondary">Payment</dt>
                  <dd className="col-6 small">At the hotel</dd>
                </dl>
              )}
              <FormAlert message={failure} />
              <Button
                type="submit"
                form="reservation-form"
                busy={book.isPending}
                disabled={!quote.data || quote.isError}
              >
                Book
              </Button>
            </div>
          </section>
        </div>
      </div>
    </StaffPage>
  );
}

import { ApiRequestError } from '@haveli/api-client';
import { addDays, hotelToday, partyOfGuestOption, type AvailabilityQuery } from '@haveli/contracts';
import { ErrorState, FormField, LoadingState } from '@haveli/ui';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useAvailability } from '../../api/get-availability';
import { type BookingBarInput, type BookingBarValues } from './booking-bar-schema';
import { validateBookingBar, type BookingBarErrors } from './validate';
import { GUEST_OPTIONS, ROOM_COUNT_OPTIONS, ROOM_STATUS_OPTIONS } from './guest-options';

export interface BookingBarProps {
  /** Heading of the bar, for screen readers and the eye. */
  title?: string;
  /** The special offer search: a coupon field and a rooms count (SPEC §9, 1 to 4). */
  offerSearch?: boolean;
  /** A coupon chosen outside the bar (an offer's "Book with this offer"). */
  coupon?: string;
  submitLabel?: string;
}

/**
 * The results are code a guest needs only once they search: fetched when the form is first used (or
 * submitted, at the latest beside the availability request), not with the page.
 */
const loadResults = () => import(/* webpackChunkName: "availability-results" */ './availability-results');
const AvailabilityResults = lazy(() =>
  loadResults().then(({ AvailabilityResults: Results }) => ({ default: Results })),
);
const preloadResults = () => void loadResults();

const SEARCH_FIELDS = ['check_in', 'check_out', 'guests', 'coupon'] as const;

/**
 * SPEC §2 booking bar (Check In, Check Out, Guests, Room Status): searches availability and shows each
 * room type with the price of the stay (PRODUCT.md §6).
 */
export function BookingBar({
  title = 'Check Availability',
  offerSearch = false,
  coupon,
  submitLabel = 'Check Availability',
}: BookingBarProps) {
  const id = useId();
  const [search, setSearch] = useState<{ query: AvailabilityQuery; values: BookingBarValues } | null>(null);
  const availability = useAvailability(search?.query ?? null);
  const today = hotelToday();
  const [values, setValues] = useState<BookingBarInput>({
    check_in: '',
    check_out: '',
    guests: '1',
    coupon: coupon ?? '',
    room_status: 'available',
    rooms: '1',
  });
  const [errors, setErrors] = useState<BookingBarErrors>({});
  /** After the first search, each change is checked again at once (as a guest fixes a field). */
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // An offer chosen outside the bar fills its coupon (React's "adjust state when a prop changes").
  const [offerCoupon, setOfferCoupon] = useState(coupon);
  if (coupon !== offerCoupon) {
    setOfferCoupon(coupon);
    if (coupon !== undefined) setValues((current) => ({ ...current, coupon }));
  }

  // The API's word on a field (a coupon it does not know) shows beside it until the guest changes that field.
  const [editedSinceSearch, setEditedSinceSearch] = useState<ReadonlySet<string>>(new Set());
  const failure = availability.error;
  const shownErrors: BookingBarErrors = { ...errors };
  if (failure instanceof ApiRequestError && failure.fields) {
    for (const name of SEARCH_FIELDS) {
      const message = failure.fields[name];
      if (message && !shownErrors[name] && !editedSinceSearch.has(name)) shownErrors[name] = message;
    }
  }

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    setEditedSinceSearch((edited) => new Set(edited).add(event.target.name));
    if (submitted) void validateBookingBar(next).then(({ errors: found }) => setErrors(found));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    preloadResults();
    setSubmitted(true);
    setEditedSinceSearch(new Set());
    const result = await validateBookingBar(values);
    setErrors(result.errors);
    if (!result.values) {
      const first = Object.keys(result.errors)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const valid: BookingBarValues = result.values;
    setSearch({
      values: valid,
      query: {
        check_in: valid.check_in,
        check_out: valid.check_out,
        // The spec's four options stand for a party: the API prices adults and children apart.
        ...partyOfGuestOption(valid.guests),
        room_count: Number(valid.rooms),
        ...(valid.coupon ? { coupon: valid.coupon } : {}),
      },
    });
  };

  /** What a field needs besides its FormField props: its name, value and change handler. */
  const field = (name: keyof BookingBarInput) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: change,
  });

  // Seven fields with an offer's coupon: four a row on a laptop, so no select is clipped.
  const fieldColumn = offerSearch ? 'col-12 col-sm-6 col-lg-3' : 'col-12 col-sm-6 col-lg';
  return (
    <section className="booking-bar-section" aria-labelledby={`${id}-title`}>
      <form
        className="booking-bar card border-0 shadow p-3 p-lg-4"
        noValidate
        ref={formRef}
        onSubmit={(e) => void onSubmit(e)}
        onFocus={preloadResults}
      >
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        <div className="row g-3 align-items-start">
          <FormField label="Check In" error={shownErrors.check_in} className={fieldColumn}>
            {(control) => <input type="date" min={today} {...control} {...field('check_in')} />}
          </FormField>
          <FormField label="Check Out" error={shownErrors.check_out} className={fieldColumn}>
            {(control) => (
              <input
                type="date"
                min={values.check_in ? addDays(values.check_in, 1) : addDays(today, 1)}
                {...control}
                {...field('check_out')}
              />
            )}
          </FormField>
          <FormField
            label="Guests"
            error={shownErrors.guests}
            controlClassName="form-select"
            className={fieldColumn}
          >
            {(control) => (
              <select {...control} {...field('guests')}>
                {GUEST_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {offerSearch && (
            <FormField label="Rooms" controlClassName="form-select" className={fieldColumn}>
              {(control) => (
                <select {...control} {...field('rooms')}>
                  {ROOM_COUNT_OPTIONS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField
            label="Room Status"
            hint="Only rooms free on your dates, or every room type."
            controlClassName="form-select"
            className={fieldColumn}
          >
            {(control) => (
              <select {...control} {...field('room_status')}>
                {ROOM_STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {offerSearch && (
            <FormField label="Coupon Code" error={shownErrors.coupon} className={fieldColumn}>
              {(control) => (
                <input
                  type="text"
                  autoComplete="off"
                  {...control}
                  className={`${control.className} text-uppercase`}
                  {...field('coupon')}
                />
              )}
            </FormField>
          )}
          <div className="col-12 col-lg-auto booking-bar-submit">
            <button type="submit" className="btn btn-primary w-100 px-4" disabled={availability.isFetching}>
              {submitLabel}
            </button>
          </div>
        </div>
      </form>
      {search &&
        (availability.isPending ? (
          <LoadingState label="Checking availability…" />
        ) : availability.isError ? (
          <ErrorState
            title="We could not check availability"
            message={availability.error.message}
            onRetry={() => void availability.refetch()}
          />
        ) : (
          <Suspense fallback={<LoadingState label="Checking availability…" />}>
            <AvailabilityResults
              result={availability.data}
              roomStatus={search.values.room_status}
              guestOption={String(search.values.guests)}
              rooms={Number(search.values.rooms)}
            />
          </Suspense>
        ))}
    </section>
  );
}

import { ApiRequestError } from '@haveli/api-client';
import { addDays, hotelToday, type AvailabilityQuery } from '@haveli/contracts';
import { ErrorState, FormField, LoadingState } from '@haveli/ui';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAvailability } from '../../api/get-availability';
import { AvailabilityResults } from './availability-results';
import { type BookingBarInput, type BookingBarValues } from './booking-bar-schema';
import { bookingBarResolver } from './lazy-resolver';
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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control: formControl,
    formState: { errors },
  } = useForm<BookingBarInput, unknown, BookingBarValues>({
    resolver: bookingBarResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      check_in: '',
      check_out: '',
      guests: '1',
      coupon: coupon ?? '',
      room_status: 'available',
      rooms: '1',
    },
  });

  useEffect(() => {
    if (coupon !== undefined) setValue('coupon', coupon);
  }, [coupon, setValue]);

  const failure = availability.error;
  useEffect(() => {
    if (!(failure instanceof ApiRequestError) || !failure.fields) return;
    for (const field of SEARCH_FIELDS) {
      const message = failure.fields[field];
      if (message) setError(field, { message });
    }
  }, [failure, setError]);

  const onSubmit = handleSubmit((values) => {
    setSearch({
      values,
      query: {
        check_in: values.check_in,
        check_out: values.check_out,
        guests: values.guests,
        ...(values.coupon ? { coupon: values.coupon } : {}),
      },
    });
  });

  const checkIn = useWatch({ control: formControl, name: 'check_in' });

  return (
    <section className="booking-bar-section" aria-labelledby={`${id}-title`}>
      <form
        className="booking-bar card border-0 shadow p-3 p-lg-4"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        <div className="row g-3 align-items-start">
          <FormField label="Check In" error={errors.check_in?.message} className="col-12 col-sm-6 col-lg">
            {(control) => <input type="date" min={today} {...control} {...register('check_in')} />}
          </FormField>
          <FormField label="Check Out" error={errors.check_out?.message} className="col-12 col-sm-6 col-lg">
            {(control) => (
              <input
                type="date"
                min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
                {...control}
                {...register('check_out')}
              />
            )}
          </FormField>
          <FormField
            label="Guests"
            error={errors.guests?.message}
            controlClassName="form-select"
            className="col-12 col-sm-6 col-lg"
          >
            {(control) => (
              <select {...control} {...register('guests')}>
                {GUEST_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {offerSearch && (
            <FormField label="Rooms" controlClassName="form-select" className="col-12 col-sm-6 col-lg">
              {(control) => (
                <select {...control} {...register('rooms')}>
                  {ROOM_COUNT_OPTIONS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField label="Room Status" controlClassName="form-select" className="col-12 col-sm-6 col-lg">
            {(control) => (
              <select {...control} {...register('room_status')}>
                {ROOM_STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {offerSearch && (
            <FormField label="Coupon Code" error={errors.coupon?.message} className="col-12 col-sm-6 col-lg">
              {(control) => (
                <input
                  type="text"
                  autoComplete="off"
                  {...control}
                  className={`${control.className} text-uppercase`}
                  {...register('coupon')}
                />
              )}
            </FormField>
          )}
          <div className="col-12 col-lg-auto align-self-lg-end">
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
          <AvailabilityResults
            result={availability.data}
            roomStatus={search.values.room_status}
            rooms={Number(search.values.rooms)}
          />
        ))}
    </section>
  );
}

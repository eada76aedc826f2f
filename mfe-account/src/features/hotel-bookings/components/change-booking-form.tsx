import {
  type RoomType,
  type StayBooking,
  type StayChangeRequest,
  stayChangeRequestSchema,
  STAY_MESSAGES,
} from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { keepPreviousData, useQuery } from '@haveli/query';
import { FormAlert, formatInr } from '@haveli/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { previewStayChange } from '../api/stays';
import { messageOf } from '../../../lib/server-errors';
import { useChangeStayBooking } from '../api/change-stay-booking';
import { PriceBreakdown } from './price-breakdown';
import type { StayFormValues } from './stay-booking-form';
import { StayDatesField } from './stay-dates-field';
import { PartyFields, RoomTypeSelect } from './stay-fields';

type ChangeValues = Pick<
  StayFormValues,
  'room_type_id' | 'check_in' | 'check_out' | 'adults' | 'children' | 'child_ages' | 'rooms'
>;

function valuesOf(booking: StayBooking): ChangeValues {
  return {
    room_type_id: String(booking.room_type.id),
    check_in: booking.check_in,
    check_out: booking.check_out,
    adults: String(booking.adults),
    children: String(booking.children),
    child_ages: booking.child_ages.map(String),
    rooms: String(booking.rooms),
  };
}

/** The change to ask for: the new stay when it is complete, valid and not the booking as it is; else null. */
function changeOf(values: Partial<ChangeValues>, booking: StayBooking): StayChangeRequest | null {
  const children = Number(values.children) || 0;
  const ages = (values.child_ages ?? []).slice(0, children);
  if (ages.length < children || ages.some((age) => age === '')) return null;
  const change = {
    room_type_id: Number(values.room_type_id),
    check_in: values.check_in ?? '',
    check_out: values.check_out ?? '',
    adults: Number(values.adults),
    children,
    child_ages: ages.map(Number),
    rooms: Number(values.rooms),
  };
  if (!stayChangeRequestSchema.safeParse(change).success || !(change.check_out > change.check_in))
    return null;
  const same =
    change.room_type_id === booking.room_type.id &&
    change.check_in === booking.check_in &&
    change.check_out === booking.check_out &&
    change.adults === booking.adults &&
    change.rooms === booking.rooms &&
    change.child_ages.join(',') === booking.child_ages.join(',');
  return same ? null : change;
}

function differenceText(difference: number): string {
  if (difference > 0) return `You pay ${formatInr(difference)} more.`;
  if (difference < 0) return `You pay ${formatInr(-difference)} less.`;
  return 'The price stays the same.';
}

/**
 * /edit-booking's form: the booking's dates, room type, guests and rooms, re-priced by the API as soon as
 * they change, with the difference to what was booked, changed only when the guest confirms.
 */
export function ChangeBookingForm({
  booking,
  roomTypes,
  onChanged,
}: {
  booking: StayBooking;
  roomTypes: readonly RoomType[];
  onChanged: (booking: StayBooking) => void;
}) {
  const change = useChangeStayBooking(booking.reference);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, setValue, control, formState } = useForm<StayFormValues>({
    defaultValues: valuesOf(booking),
    mode: 'onChange',
  });
  const values = useWatch({ control }) as Partial<ChangeValues>;
  const wanted = changeOf(values, booking);
  const preview = useQuery({
    queryKey: ['stay-change-preview', booking.reference, wanted],
    queryFn: () => previewStayChange(booking.reference, wanted as StayChangeRequest),
    enabled: wanted !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const shown = wanted ? preview : null;

  const confirm = async () => {
    if (!wanted) return;
    setFailure(null);
    try {
      const answer = await change.mutateAsync(wanted);
      showToast({ kind: 'success', message: answer.message || STAY_MESSAGES.changed });
      onChanged(answer.data);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const children = Number(values.children) || 0;
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="row g-4">
      <div className="col-12 col-lg-7">
        <FormAlert message={failure} />
        <RoomTypeSelect roomTypes={roomTypes} register={register} error={undefined} />
        <StayDatesField
          checkIn={values.check_in ?? ''}
          checkOut={values.check_out ?? ''}
          roomTypeId={Number(values.room_type_id) || null}
          onChange={(checkIn, checkOut) => {
            setValue('check_in', checkIn);
            setValue('check_out', checkOut);
          }}
        />
        <PartyFields register={register} errors={formState.errors} childCount={children} />
      </div>
      <div className="col-12 col-lg-5">
        <div className="card">
          <div className="card-body" aria-live="polite">
            <h2 className="h5">New price</h2>
            <p className="small text-secondary">Booked: {formatInr(booking.price.total)}</p>
            {!shown && (
              <p className="text-secondary mb-0">
                Change the dates, the room type or the guests to see the new price.
              </p>
            )}
            {shown?.isPending && <p className="text-secondary mb-0">Working out the new price…</p>}
            {shown?.isError && (
              <div className="alert alert-warning mb-0" role="alert">
                {messageOf(shown.error)}
              </div>
            )}
            {shown?.data && !shown.isError && (
              <>
                <p className="fw-semibold" data-testid="price-difference">
                  {differenceText(shown.data.difference)}
                </p>
                <PriceBreakdown price={shown.data.quote.price} title="Price of the new stay" />
              </>
            )}
            <button
              type="button"
              className="btn btn-primary w-100 mt-3"
              disabled={!shown?.data || shown.isError || shown.isFetching || change.isPending}
              onClick={() => void confirm()}
            >
              Confirm Change
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}

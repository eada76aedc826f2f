import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import {
  addDays,
  hotelToday,
  MAX_PARTY_SIZE,
  type RemoteDialogProps,
  RESTAURANT_BOOKING_WINDOW_DAYS,
  RESTAURANT_MESSAGES,
  restaurantReservationRequestSchema,
  UNEXPECTED_ERROR_MESSAGE,
} from '@haveli/contracts';
import { auth$, getAuth, showToast } from '@haveli/event-bus';
import { Link, useLocation } from '@haveli/router';
import { FormAlert, FormField, Modal, useStream } from '@haveli/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateRestaurantReservation } from './api/create-restaurant-reservation';
import { useRestaurantSlots } from './api/get-restaurant-slots';
import { useRestaurants } from './api/get-restaurants';
import { SlotTimeOptions, slotTimesHint } from './components/slot-time-options';

type TableFields = z.input<typeof restaurantReservationRequestSchema>;
const FIELDS = [
  'name',
  'restaurant_id',
  'date',
  'time',
  'party_size',
  'phone',
  'details',
] as const satisfies ReadonlyArray<keyof TableFields>;

const blankForm = (name = ''): TableFields => ({
  name,
  restaurant_id: '',
  date: '',
  time: '',
  party_size: '2',
  phone: '',
  details: '',
});
const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, index) => String(index + 1));

/**
 * SPEC §2 header "Book Your Slot" (Full Name, Booking Date, Additional Details, plus restaurant, party size
 * and one of the times the restaurant offers that day): a real table request, shown afterwards under the
 * dashboard's Restaurant Bookings (PRODUCT.md §6). The shell opens it from its header, or on any app's
 * `open-booking-modal` request; its code comes only then.
 */
export function BookTableDialog({ open, onClose }: RemoteDialogProps) {
  const auth = useStream(auth$, getAuth);
  const location = useLocation();
  const signedIn = auth.status === 'authenticated';
  const guestName = signedIn ? auth.user.name : '';
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateRestaurantReservation();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TableFields, unknown, z.output<typeof restaurantReservationRequestSchema>>({
    resolver: zodResolver(restaurantReservationRequestSchema),
    defaultValues: blankForm(guestName),
  });

  const [chosenRestaurant, date, chosenTime, partySizeText] = useWatch({
    control,
    name: ['restaurant_id', 'date', 'time', 'party_size'],
  });
  const restaurants = useRestaurants(open && signedIn);
  const restaurantId = String(chosenRestaurant || (restaurants.data?.[0]?._id ?? ''));
  const restaurant = restaurants.data?.find((candidate) => String(candidate._id) === restaurantId);
  const partySize = Number(partySizeText);
  const tooLarge = restaurant !== undefined && partySize > restaurant.largest_table;
  const slots = useRestaurantSlots(restaurant && !tooLarge ? restaurant._id : null, date, partySize);
  // A time stays chosen only while it is still offered and free for this restaurant, day and party.
  const time = slots.data?.slots.some((slot) => slot.time === chosenTime && slot.available) ? chosenTime : '';

  // Each time it opens (or the guest signs in while it is open), an empty name becomes the guest's.
  useEffect(() => {
    if (open && guestName && !getValues('name')) setValue('name', guestName);
  }, [open, guestName, getValues, setValue]);

  const close = () => {
    onClose();
    clearErrors();
    setFailure(null);
  };

  const send = handleSubmit(async (request) => {
    try {
      const { message } = await create.mutateAsync(request);
      showToast({ kind: 'success', message });
      reset(blankForm(guestName));
      close();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      for (const field of FIELDS) {
        const message = fields?.[field];
        if (message) setError(field, { type: 'server', message });
      }
      setFailure(error instanceof ApiRequestError ? error.message : UNEXPECTED_ERROR_MESSAGE);
      // Someone may have taken the last table meanwhile: show the times as they are now.
      void slots.refetch();
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    // What is sent is what the guest sees: the restaurant shown first, never a time no longer offered.
    setValue('restaurant_id', restaurantId);
    setValue('time', time);
    void send(event);
  };

  return (
    <Modal title="Book Your Slot" open={open} onClose={close}>
      {!signedIn ? (
        <div className="text-center">
          <p>{RESTAURANT_MESSAGES.loginFirst}</p>
          <Link className="btn btn-primary" to="/login" state={{ from: location }} onClick={close}>
            Login
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit}>
          <FormAlert message={failure} />
          <FormField label="Full Name" error={errors.name?.message}>
            {(control) => (
              <input type="text" autoComplete="name" required {...control} {...register('name')} />
            )}
          </FormField>
          <div className="row">
            <FormField
              label="Restaurant"
              error={errors.restaurant_id?.message ?? restaurants.error?.message}
              controlClassName="form-select"
              className="col-12 col-sm-6 mb-3"
            >
              {(control) => (
                <select required {...control} {...register('restaurant_id')} value={restaurantId}>
                  {restaurants.isLoading && <option value="">Loading restaurants…</option>}
                  {restaurants.data?.map((option) => (
                    <option key={option._id} value={option._id}>
                      {option.name} ({option.cuisine})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {restaurants.isError && (
              <div className="col-12 mb-3">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => void restaurants.refetch()}
                >
                  Try loading the restaurants again
                </button>
              </div>
            )}
            <FormField label="Booking Date" error={errors.date?.message} className="col-12 col-sm-6 mb-3">
              {(control) => (
                <input
                  type="date"
                  min={hotelToday()}
                  max={addDays(hotelToday(), RESTAURANT_BOOKING_WINDOW_DAYS)}
                  required
                  {...control}
                  {...register('date')}
                />
              )}
            </FormField>
            <FormField
              label="Party Size"
              error={errors.party_size?.message}
              controlClassName="form-select"
              className="col-6 mb-3"
            >
              {(control) => (
                <select required {...control} {...register('party_size')}>
                  {PARTY_SIZES.map((size) => (
                    <option key={size}>{size}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label="Time"
              error={errors.time?.message}
              hint={slotTimesHint({ date, slots })}
              controlClassName="form-select"
              className="col-6 mb-3"
            >
              {(control) => (
                <select required {...control} {...register('time')} value={time} disabled={tooLarge}>
                  <SlotTimeOptions date={date} slots={slots} />
                </select>
              )}
            </FormField>
          </div>
          {tooLarge && restaurant && (
            <p className="alert alert-info" role="status">
              {restaurant.name} seats at most {restaurant.largest_table} guests at one table. For a larger
              party, please call us on{' '}
              <a href={`tel:${restaurant.phone.replace(/\s/g, '')}`}>{restaurant.phone}</a>.
            </p>
          )}
          <FormField
            label="Phone (optional)"
            hint="So the restaurant can reach you on the day."
            error={errors.phone?.message}
          >
            {(control) => <input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
          </FormField>
          <FormField label="Additional Details" error={errors.details?.message}>
            {(control) => <textarea rows={3} {...control} {...register('details')} />}
          </FormField>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting || tooLarge}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              Request Table
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

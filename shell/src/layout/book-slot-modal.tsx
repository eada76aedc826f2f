import { ApiRequestError } from '@haveli/api-client';
import {
  addDays,
  hotelToday,
  MAX_PARTY_SIZE,
  RESTAURANT_BOOKING_WINDOW_DAYS,
  RESTAURANT_MESSAGES,
  restaurantReservationRequestSchema,
  UNEXPECTED_ERROR_MESSAGE,
} from '@haveli/contracts';
import { auth$, getAuth, showToast } from '@haveli/event-bus';
import { FormAlert, FormField, Modal, useStream } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from '@haveli/router';
import { createRestaurantReservation } from './book-slot/create-restaurant-reservation';
import { SlotTimeOptions, slotTimesHint } from './book-slot/slot-times';
import { useRestaurants } from './book-slot/use-restaurants';
import { useSlots } from './book-slot/use-slots';

type SlotField = 'name' | 'restaurant_id' | 'date' | 'time' | 'party_size' | 'details';
type SlotForm = Record<SlotField, string>;
type FieldErrors = Partial<Record<SlotField, string>>;

const blankForm = (name = ''): SlotForm => ({
  name,
  restaurant_id: '',
  date: '',
  time: '',
  party_size: '2',
  details: '',
});
const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, index) => String(index + 1));

function fieldErrorsOf(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as SlotField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface BookSlotModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 header "Book Your Slot" (Full Name, Booking Date, Additional Details, plus restaurant, party size
 * and one of the times the restaurant offers that day): a real table request, shown afterwards under the
 * dashboard's Restaurant Bookings (PRODUCT.md §6).
 * Loaded on first use, with its form rules, so that no page pays for it up front.
 */
export default function BookSlotModal({ open, onClose }: BookSlotModalProps) {
  const auth = useStream(auth$, getAuth);
  const location = useLocation();
  const [form, setForm] = useState<SlotForm>(blankForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const guestName = auth.status === 'authenticated' ? auth.user.name : '';
  const restaurants = useRestaurants(open && auth.status === 'authenticated');
  const restaurantId = form.restaurant_id || String(restaurants.data?.[0]?._id ?? '');
  const restaurant = restaurants.data?.find((candidate) => String(candidate._id) === restaurantId);
  const partySize = Number(form.party_size);
  const tooLarge = restaurant !== undefined && partySize > restaurant.largest_table;
  const slots = useSlots(restaurant && !tooLarge ? restaurant._id : null, form.date, partySize);
  // A time stays chosen only while it is still offered and free for this restaurant, day and party.
  const time = slots.data?.slots.some((slot) => slot.time === form.time && slot.available) ? form.time : '';

  // Each time it opens (or the guest signs in while it is open), an empty name becomes the guest's.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  const prefill = open ? guestName : null;
  if (prefill !== prefilledFor) {
    setPrefilledFor(prefill);
    if (prefill !== null && !form.name) setForm({ ...form, name: prefill });
  }

  const close = () => {
    onClose();
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = restaurantReservationRequestSchema.safeParse({
      ...form,
      restaurant_id: restaurantId,
      time,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { message } = await createRestaurantReservation(parsed.data);
      showToast({ kind: 'success', message });
      setForm(blankForm(guestName));
      close();
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : null;
      if (apiError?.fields) setErrors(apiError.fields as FieldErrors);
      setFailure(apiError?.message ?? UNEXPECTED_ERROR_MESSAGE);
      // Someone may have taken the last table meanwhile: show the times as they are now.
      slots.reload();
    } finally {
      setSending(false);
    }
  };

  const change = (field: SlotField) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const bind = (name: SlotField) => ({ name, value: form[name], onChange: change(name) });

  // In the body, not the header's menu: a collapsed mobile menu would hide it.
  return createPortal(
    <Modal title="Book Your Slot" open={open} onClose={close}>
      {auth.status !== 'authenticated' ? (
        <div className="text-center">
          <p>{RESTAURANT_MESSAGES.loginFirst}</p>
          <Link className="btn btn-primary" to="/login" state={{ from: location }} onClick={close}>
            Login
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={failure} />
          <FormField label="Full Name" error={errors.name}>
            {(control) => <input type="text" autoComplete="name" required {...control} {...bind('name')} />}
          </FormField>
          <div className="row">
            <FormField
              label="Restaurant"
              error={errors.restaurant_id ?? restaurants.error?.message}
              controlClassName="form-select"
              className="col-12 col-sm-6 mb-3"
            >
              {(control) => (
                <select required {...control} {...bind('restaurant_id')} value={restaurantId}>
                  {restaurants.loading && <option value="">Loading restaurants…</option>}
                  {restaurants.data?.map((option) => (
                    <option key={option._id} value={option._id}>
                      {option.name} ({option.cuisine})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {restaurants.error && (
              <div className="col-12 mb-3">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => restaurants.reload()}
                >
                  Try loading the restaurants again
                </button>
              </div>
            )}
            <FormField label="Booking Date" error={errors.date} className="col-12 col-sm-6 mb-3">
              {(control) => (
                <input
                  type="date"
                  min={hotelToday()}
                  max={addDays(hotelToday(), RESTAURANT_BOOKING_WINDOW_DAYS)}
                  required
                  {...control}
                  {...bind('date')}
                />
              )}
            </FormField>
            <FormField
              label="Party Size"
              error={errors.party_size}
              controlClassName="form-select"
              className="col-6 mb-3"
            >
              {(control) => (
                <select required {...control} {...bind('party_size')}>
                  {PARTY_SIZES.map((size) => (
                    <option key={size}>{size}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label="Time"
              error={errors.time}
              hint={slotTimesHint({ date: form.date, slots })}
              controlClassName="form-select"
              className="col-6 mb-3"
            >
              {(control) => (
                <select required {...control} {...bind('time')} value={time} disabled={tooLarge}>
                  <SlotTimeOptions date={form.date} slots={slots} />
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
          <FormField label="Additional Details" error={errors.details}>
            {(control) => <textarea rows={3} {...control} {...bind('details')} />}
          </FormField>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending || tooLarge}>
              {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              Request Table
            </button>
          </div>
        </form>
      )}
    </Modal>,
    document.body,
  );
}

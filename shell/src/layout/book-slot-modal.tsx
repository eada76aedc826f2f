import { ApiRequestError, createRestaurantReservation } from '@haveli/api-client';
import {
  hotelToday,
  MAX_PARTY_SIZE,
  RESTAURANT_MESSAGES,
  RESTAURANT_TIME_SLOTS,
  restaurantReservationRequestSchema,
  UNEXPECTED_ERROR_MESSAGE,
} from '@haveli/contracts';
import { auth$, getAuth, showToast } from '@haveli/event-bus';
import { FormAlert, FormField, Modal, useStream } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from '@haveli/router';

type SlotField = 'name' | 'date' | 'time' | 'party_size' | 'details';
type SlotForm = Record<SlotField, string>;
type FieldErrors = Partial<Record<SlotField, string>>;

const blankForm = (name = ''): SlotForm => ({ name, date: '', time: '19:30', party_size: '2', details: '' });
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
 * SPEC §2 header "Book Your Slot" (Full Name, Booking Date, Additional Details, plus time and party size):
 * a real table request, shown afterwards under the dashboard's Restaurant Bookings (PRODUCT.md §6).
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
    const parsed = restaurantReservationRequestSchema.safeParse(form);
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
            <FormField label="Booking Date" error={errors.date} className="col-12 col-sm-6 mb-3">
              {(control) => <input type="date" min={hotelToday()} required {...control} {...bind('date')} />}
            </FormField>
            <FormField
              label="Time"
              error={errors.time}
              controlClassName="form-select"
              className="col-6 col-sm-3 mb-3"
            >
              {(control) => (
                <select required {...control} {...bind('time')}>
                  {RESTAURANT_TIME_SLOTS.map((slot) => (
                    <option key={slot}>{slot}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label="Party Size"
              error={errors.party_size}
              controlClassName="form-select"
              className="col-6 col-sm-3 mb-3"
            >
              {(control) => (
                <select required {...control} {...bind('party_size')}>
                  {PARTY_SIZES.map((size) => (
                    <option key={size}>{size}</option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField label="Additional Details" error={errors.details}>
            {(control) => <textarea rows={3} {...control} {...bind('details')} />}
          </FormField>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending}>
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

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
import { Modal, useStream } from '@haveli/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';

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
  const id = useId();
  const [form, setForm] = useState<SlotForm>(blankForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const guestName = auth.status === 'authenticated' ? auth.user.name : '';

  useEffect(() => {
    if (open) setForm((current) => (current.name ? current : { ...current, name: guestName }));
  }, [open, guestName]);

  const close = () => {
    onClose();
    setErrors({});
    setFailure(null);
  };
  const change = (field: SlotField) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

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

  const field = (name: SlotField) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    onChange: change(name),
    className: `${name === 'time' || name === 'party_size' ? 'form-select' : 'form-control'}${errors[name] ? ' is-invalid' : ''}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const label = (name: SlotField, text: string) => (
    <label className="form-label" htmlFor={`${id}-${name}`}>
      {text}
    </label>
  );
  const error = (name: SlotField) =>
    errors[name] && (
      <div className="invalid-feedback" id={`${id}-${name}-error`}>
        {errors[name]}
      </div>
    );

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
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <div className="mb-3">
            {label('name', 'Full Name')}
            <input type="text" autoComplete="name" required {...field('name')} />
            {error('name')}
          </div>
          <div className="row">
            <div className="col-12 col-sm-6 mb-3">
              {label('date', 'Booking Date')}
              <input type="date" min={hotelToday()} required {...field('date')} />
              {error('date')}
            </div>
            <div className="col-6 col-sm-3 mb-3">
              {label('time', 'Time')}
              <select required {...field('time')}>
                {RESTAURANT_TIME_SLOTS.map((slot) => (
                  <option key={slot}>{slot}</option>
                ))}
              </select>
              {error('time')}
            </div>
            <div className="col-6 col-sm-3 mb-3">
              {label('party_size', 'Party Size')}
              <select required {...field('party_size')}>
                {PARTY_SIZES.map((size) => (
                  <option key={size}>{size}</option>
                ))}
              </select>
              {error('party_size')}
            </div>
          </div>
          <div className="mb-3">
            {label('details', 'Additional Details')}
            <textarea rows={3} {...field('details')} />
            {error('details')}
          </div>
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

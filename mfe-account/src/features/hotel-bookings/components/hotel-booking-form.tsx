import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_ROOM_TYPES,
  hotelBookingFormSchema,
  hotelToday,
  type HotelReservationResponse,
} from '@haveli/contracts';
import { FormAlert, FormField } from '@haveli/ui';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateHotelBooking } from '../api/create-hotel-booking';
import { AvailabilityHint } from './availability-hint';

type BookingFields = z.input<typeof hotelBookingFormSchema>;

const EMPTY: BookingFields = {
  guestName: '',
  checkInDate: '',
  checkOutDate: '',
  roomType: '' as BookingFields['roomType'],
  remarks: '',
  coupon: '',
};
const FIELDS = ['guestName', 'checkInDate', 'checkOutDate', 'roomType', 'remarks', 'coupon'] as const;

export interface HotelBookingFormProps {
  submitLabel: string;
  /** Offer the coupon field (the booking page does; the dashboard's quick form does not). */
  withCoupon?: boolean;
  defaultGuestName?: string;
  onBooked: (booking: HotelReservationResponse['data']) => void;
  /** Extra buttons beside submit, e.g. Cancel in a modal. */
  secondaryAction?: ReactNode;
}

/**
 * SPEC §3 hotel booking form (Guest Name, Check-in Date, Check-out Date, Room Type, Remarks), wired to the
 * API: it books a real room, and on failure keeps what the guest typed and says what is wrong.
 */
export function HotelBookingForm({
  submitLabel,
  withCoupon = false,
  defaultGuestName = '',
  onBooked,
  secondaryAction,
}: HotelBookingFormProps) {
  const book = useCreateHotelBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BookingFields, unknown, z.output<typeof hotelBookingFormSchema>>({
    resolver: zodResolver(hotelBookingFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, guestName: defaultGuestName },
  });

  const onSubmit = handleSubmit(async (booking) => {
    setFailure(null);
    try {
      const { data } = await book.mutateAsync(booking);
      reset({ ...EMPTY, guestName: defaultGuestName });
      onBooked(data);
    } catch (error) {
      const message = showServerErrors(error, setError, FIELDS);
      if (withCoupon && message.startsWith('This coupon')) setError('coupon', { type: 'server', message });
      else setFailure(message);
    }
  });

  const [checkIn, checkOut, roomType] = useWatch({
    control,
    name: ['checkInDate', 'checkOutDate', 'roomType'],
  });
  const today = hotelToday();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={failure} />
      <FormField label="Guest Name" error={errors.guestName?.message}>
        {(control) => <input {...control} autoComplete="name" required {...register('guestName')} />}
      </FormField>
      <div className="row">
        <div className="col-12 col-sm-6">
          <FormField label="Check-in Date" error={errors.checkInDate?.message}>
            {(control) => (
              <input {...control} type="date" min={today} required {...register('checkInDate')} />
            )}
          </FormField>
        </div>
        <div className="col-12 col-sm-6">
          <FormField label="Check-out Date" error={errors.checkOutDate?.message}>
            {(control) => (
              <input {...control} type="date" min={checkIn || today} required {...register('checkOutDate')} />
            )}
          </FormField>
        </div>
      </div>
      <FormField label="Room Type" error={errors.roomType?.message} controlClassName="form-select">
        {(control) => (
          <select {...control} required {...register('roomType')}>
            <option value="">Select Room Type</option>
            {BOOKING_ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AvailabilityHint checkIn={checkIn ?? ''} checkOut={checkOut ?? ''} roomType={roomType ?? ''} />
      {withCoupon && (
        <FormField
          label="Coupon Code (optional)"
          error={errors.coupon?.message}
          hint="Have an offer code? It is applied to the price."
        >
          {(control) => <input {...control} autoComplete="off" {...register('coupon')} />}
        </FormField>
      )}
      <FormField label="Remarks" error={errors.remarks?.message}>
        {(control) => <textarea rows={3} {...control} {...register('remarks')} />}
      </FormField>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {secondaryAction}
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

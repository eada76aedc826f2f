import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_ROOM_TYPES,
  hotelBookingFormSchema,
  hotelToday,
  type HotelReservationResponse,
} from '@haveli/contracts';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/form-fields';
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
      <TextField
        label="Guest Name"
        autoComplete="name"
        required
        error={errors.guestName?.message}
        {...register('guestName')}
      />
      <div className="row">
        <div className="col-12 col-sm-6">
          <TextField
            label="Check-in Date"
            type="date"
            min={today}
            required
            error={errors.checkInDate?.message}
            {...register('checkInDate')}
          />
        </div>
        <div className="col-12 col-sm-6">
          <TextField
            label="Check-out Date"
            type="date"
            min={checkIn || today}
            required
            error={errors.checkOutDate?.message}
            {...register('checkOutDate')}
          />
        </div>
      </div>
      <SelectField label="Room Type" required error={errors.roomType?.message} {...register('roomType')}>
        <option value="">Select Room Type</option>
        {BOOKING_ROOM_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <AvailabilityHint checkIn={checkIn ?? ''} checkOut={checkOut ?? ''} roomType={roomType ?? ''} />
      {withCoupon && (
        <TextField
          label="Coupon Code (optional)"
          autoComplete="off"
          error={errors.coupon?.message}
          hint="Have an offer code? It is applied to the price."
          {...register('coupon')}
        />
      )}
      <TextAreaField label="Remarks" error={errors.remarks?.message} {...register('remarks')} />
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

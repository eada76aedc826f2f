import type { Feedback, HotelReservation, RestaurantReservation } from '@haveli/contracts';
import { inDays } from './dates';
import { ASHA } from './render-page';

/** A confirmed Deluxe stay of Asha's, five days from now. */
export const aBooking = (overrides: Partial<HotelReservation> = {}): HotelReservation => ({
  _id: 31,
  customer_id: { _id: 7, name: ASHA.name, email: ASHA.email, phone: '', address: '', city: '', country: '' },
  guest_name: 'Asha Rao',
  room_type: 'Deluxe',
  room_no: '204',
  check_in_time: inDays(5),
  check_out_time: inDays(7),
  nights: 2,
  guests: 1,
  price: 25_000,
  coupon: null,
  reservation_status: 'Confirmed',
  remark: 'Late arrival',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const aFeedback = (
  id: number,
  comment: string,
  overrides: { status?: Feedback['feedback_status']; stars?: number; type?: string } = {},
): Feedback => ({
  _id: id,
  name: ASHA.name,
  feedback_info: {
    user_id: ASHA.id,
    feedback_comment: comment,
    type: overrides.type ?? 'General',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
  feedback_star: overrides.stars ?? 5,
  feedback_status: overrides.status ?? 'Active',
});

export const aTableRequest = (overrides: Partial<RestaurantReservation> = {}): RestaurantReservation => ({
  _id: 5,
  user_id: { _id: ASHA.id, name: ASHA.name },
  name: 'Asha Rao',
  reservation_date: inDays(3),
  reservation_time: '20:30',
  party_size: 4,
  table_id: null,
  status: 'Pending',
  remark: 'Window table',
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

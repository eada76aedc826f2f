import type { Feedback, RestaurantReservation } from '@haveli/contracts';
import { inDays } from './dates';
import { ASHA } from './render-page';

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
  restaurant_id: { _id: 1, name: 'Laal Mahal' },
  name: 'Asha Rao',
  reservation_date: inDays(3),
  reservation_time: '20:30',
  party_size: 4,
  table_id: null,
  status: 'Pending',
  remark: 'Window table',
  decline_reason: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

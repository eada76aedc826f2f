import { mockApi } from '../testing/mock-api';
import { resetBrowser } from '../testing/reset';
import { guestClaims, makeToken } from '../testing/tokens';
import { storeSession } from '../storage';
import {
  forgotPassword,
  getEmailVerification,
  getUserProfile,
  resetPassword,
  sendVerificationMail,
  updateUserProfile,
  verifyEmail,
} from './account';
import {
  cancelHotelReservation,
  createHotelReservation,
  getAvailability,
  getHotelReservations,
} from './bookings';
import { createRestaurantReservation, getRestaurantReservations } from './restaurant-reservations';
import { getFeedbackPage, getUserFeedback, submitFeedback } from './feedback';

beforeEach(resetBrowser);

const bodyOf = (sent: ReturnType<typeof mockApi>, index = 0) => JSON.parse(sent[index]?.data as string);

describe('account, booking and feedback calls', () => {
  it('post the forms to the API and hand back its answers', async () => {
    const answer = { success: true, message: 'done' };
    const sent = mockApi(() => ({ status: 200, data: answer }));

    await expect(forgotPassword({ email: 'asha@example.com' })).resolves.toEqual(answer);
    await expect(resetPassword({ token: 't0k3n', password: 'Secret#2026' })).resolves.toEqual(answer);
    await expect(verifyEmail({ token: 'c0nf1rm' })).resolves.toEqual(answer);
    await expect(sendVerificationMail()).resolves.toEqual(answer);
    await createHotelReservation({
      guestName: 'Asha',
      checkInDate: '2030-01-02',
      checkOutDate: '2030-01-04',
      roomType: 'Suite',
    });
    await createRestaurantReservation({
      name: 'Asha',
      restaurant_id: 1,
      date: '2030-01-02',
      time: '20:00',
      party_size: 2,
    });
    await submitFeedback({ name: 'Asha', email: 'asha@example.com', message: 'Lovely', rating: 5 });
    await cancelHotelReservation(42);

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'post auth/forgot-password',
      'post auth/reset-password',
      'post auth/verify-email',
      'post auth/verification-mail',
      'post reservationHotel/create',
      'post reservationRestaurant/create',
      'post feedback/submit',
      'post reservationHotel/42/cancel',
    ]);
    expect(bodyOf(sent, 1)).toEqual({ token: 't0k3n', password: 'Secret#2026' });
    expect(bodyOf(sent, 2)).toEqual({ token: 'c0nf1rm' });
    expect(bodyOf(sent, 4)).toMatchObject({ guestName: 'Asha', roomType: 'Suite' });
    expect(bodyOf(sent, 5)).toMatchObject({ time: '20:00', party_size: 2 });
  });

  it("read a guest's data by their id, with the guest's token", async () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', false);
    const sent = mockApi(() => ({ status: 200, data: {} }));
    const { signal } = new AbortController();

    await getUserProfile('7', { signal });
    await getEmailVerification({ signal });
    await getHotelReservations('7', { signal });
    await getRestaurantReservations(7, { signal });
    await getUserFeedback('7', { signal });

    expect(sent.map((request) => request.url)).toEqual([
      'user/7',
      'auth/verification',
      'reservationHotel/user/7',
      'reservationRestaurant/user/7',
      'feedback/user/7',
    ]);
    for (const request of sent) {
      expect(request.signal).toBe(signal);
      expect(request.headers.Authorization).toMatch(/^Bearer /);
    }
  });

  it('put the profile and ask for availability and feedback pages with their query', async () => {
    const sent = mockApi(() => ({ status: 200, data: {} }));
    const profile = { name: 'Asha', contact: '', address: '', city: 'Jaipur', country: 'India', pincode: '' };

    await updateUserProfile(7, profile);
    await getAvailability({
      check_in: '2030-01-02',
      check_out: '2030-01-03',
      guests: 2,
      coupon: 'EARLYBIRD10',
    });
    await getFeedbackPage({ page: 2, limit: 3 });

    expect(sent[0]).toMatchObject({ method: 'put', url: 'user/7' });
    expect(bodyOf(sent)).toEqual(profile);
    expect(sent[1]).toMatchObject({
      method: 'get',
      url: 'availability',
      params: { check_in: '2030-01-02', check_out: '2030-01-03', guests: 2, coupon: 'EARLYBIRD10' },
    });
    expect(sent[2]).toMatchObject({ url: 'feedback/get_with_pagination', params: { page: 2, limit: 3 } });
  });

  it("reject with the API's message, e.g. another guest's data", async () => {
    mockApi(() => ({
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', message: 'You may only see or change your own data.' },
    }));
    await expect(getUserProfile(8)).rejects.toMatchObject({
      status: 403,
      message: 'You may only see or change your own data.',
    });
  });
});

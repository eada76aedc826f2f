import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { forgotPassword } from './auth/api/forgot-password';
import { resetPassword } from './auth/api/reset-password';
import { getEmailVerification, sendVerificationMail, verifyEmail } from './email-verification/api';
import { getFeedbackPage } from './feedback/api/get-feedback-page';
import { getUserFeedback } from './feedback/api/get-user-feedback';
import { submitFeedback } from './feedback/api/submit-feedback';
import { getUserProfile } from './profile/api/get-user-profile';
import { updateUserProfile } from './profile/api/update-user-profile';
import { cancelRestaurantReservation } from './restaurant-bookings/api/cancel-restaurant-booking';
import { getRestaurantReservations } from './restaurant-bookings/api/get-restaurant-bookings';

beforeEach(resetBrowser);

const bodyOf = (sent: ReturnType<typeof mockApi>, index = 0) => JSON.parse(sent[index]?.data as string);

describe('account, table booking and feedback calls', () => {
  it('post the forms to the API and hand back its answers', async () => {
    const answer = { success: true, message: 'done' };
    const sent = mockApi(() => ({ status: 200, data: answer }));

    await expect(forgotPassword({ email: 'asha@example.com' })).resolves.toEqual(answer);
    await expect(resetPassword({ token: 't0k3n', password: 'Secret#2026' })).resolves.toEqual(answer);
    await expect(verifyEmail({ token: 'c0nf1rm' })).resolves.toEqual(answer);
    await expect(sendVerificationMail()).resolves.toEqual(answer);
    await submitFeedback({ name: 'Asha', email: 'asha@example.com', message: 'Lovely', rating: 5 });
    await cancelRestaurantReservation(42);

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'post auth/forgot-password',
      'post auth/reset-password',
      'post auth/verify-email',
      'post auth/verification-mail',
      'post feedback/submit',
      'post reservationRestaurant/42/cancel',
    ]);
    expect(bodyOf(sent, 1)).toEqual({ token: 't0k3n', password: 'Secret#2026' });
    expect(bodyOf(sent, 2)).toEqual({ token: 'c0nf1rm' });
    expect(bodyOf(sent, 4)).toMatchObject({ message: 'Lovely', rating: 5 });
  });

  it("read a guest's data by their id, with the guest's token", async () => {
    storeSession(makeToken(guestClaims()), 'Asha Rao', false);
    const sent = mockApi(() => ({ status: 200, data: {} }));
    const { signal } = new AbortController();

    await getUserProfile('7', { signal });
    await getEmailVerification({ signal });
    await getRestaurantReservations(7, { signal });
    await getUserFeedback('7', { signal });

    expect(sent.map((request) => request.url)).toEqual([
      'user/7',
      'auth/verification',
      'reservationRestaurant/user/7',
      'feedback/user/7',
    ]);
    for (const request of sent) {
      expect(request.signal).toBe(signal);
      expect(request.headers.Authorization).toMatch(/^Bearer /);
    }
  });

  it('put the profile and ask for feedback pages with their query', async () => {
    const sent = mockApi(() => ({ status: 200, data: {} }));
    const profile = { name: 'Asha', contact: '', address: '', city: 'Jaipur', country: 'India', pincode: '' };

    await updateUserProfile(7, profile);
    await getFeedbackPage({ page: 2, limit: 3 });

    expect(sent[0]).toMatchObject({ method: 'put', url: 'user/7' });
    expect(bodyOf(sent)).toEqual(profile);
    expect(sent[1]).toMatchObject({ url: 'feedback/get_with_pagination', params: { page: 2, limit: 3 } });
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

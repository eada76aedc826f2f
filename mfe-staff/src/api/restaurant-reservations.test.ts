import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { confirmRestaurantReservation, declineRestaurantReservation } from './restaurant-reservations';

beforeEach(resetBrowser);

describe('table request answers', () => {
  it('confirm a request with a table or decline it with a reason', async () => {
    const sent = mockApi(() => ({ status: 200, data: { success: true } }));

    await confirmRestaurantReservation(7, { table_id: 3 });
    await declineRestaurantReservation(8, { reason: 'Private event' });

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'post reservationRestaurant/7/confirm',
      'post reservationRestaurant/8/decline',
    ]);
    expect(JSON.parse(sent[0]?.data as string)).toEqual({ table_id: 3 });
    expect(JSON.parse(sent[1]?.data as string)).toEqual({ reason: 'Private event' });
  });
});

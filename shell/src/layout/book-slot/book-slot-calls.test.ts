import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { createRestaurantReservation } from './create-restaurant-reservation';
import { getRestaurants } from './use-restaurants';
import { getRestaurantSlots } from './use-slots';

beforeEach(resetBrowser);

describe('table booking calls', () => {
  it('ask for the restaurants and a day’s slots, and send a request', async () => {
    const sent = mockApi(() => ({ status: 200, data: { success: true } }));

    await getRestaurants();
    await getRestaurantSlots({ restaurant_id: 2, date: '2030-01-02', party_size: 4 });
    await createRestaurantReservation({
      name: 'Asha',
      restaurant_id: 2,
      date: '2030-01-02',
      time: '20:00',
      party_size: 4,
    });

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'get reservationRestaurant/restaurants',
      'get reservationRestaurant/slots',
      'post reservationRestaurant/create',
    ]);
    expect(sent[1]?.params).toEqual({ restaurant_id: 2, date: '2030-01-02', party_size: 4 });
    expect(JSON.parse(sent[2]?.data as string)).toMatchObject({ time: '20:00', party_size: 4 });
  });
});

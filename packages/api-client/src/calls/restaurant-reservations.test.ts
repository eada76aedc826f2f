import { mockApi } from '../testing/mock-api';
import { resetBrowser } from '../testing/reset';
import {
  cancelRestaurantReservation,
  confirmRestaurantReservation,
  declineRestaurantReservation,
  getRestaurants,
  getRestaurantSlots,
} from './restaurant-reservations';

beforeEach(resetBrowser);

describe('table booking calls', () => {
  it('ask for the restaurants and a day’s slots, and cancel, confirm or decline a request', async () => {
    const sent = mockApi(() => ({ status: 200, data: { success: true } }));

    await getRestaurants();
    await getRestaurantSlots({ restaurant_id: 2, date: '2030-01-02', party_size: 4 });
    await cancelRestaurantReservation(7);
    await confirmRestaurantReservation(7, { table_id: 3 });
    await declineRestaurantReservation(8, { reason: 'Private event' });

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'get reservationRestaurant/restaurants',
      'get reservationRestaurant/slots',
      'post reservationRestaurant/7/cancel',
      'post reservationRestaurant/7/confirm',
      'post reservationRestaurant/8/decline',
    ]);
    expect(sent[1]?.params).toEqual({ restaurant_id: 2, date: '2030-01-02', party_size: 4 });
    expect(JSON.parse(sent[3]?.data as string)).toEqual({ table_id: 3 });
    expect(JSON.parse(sent[4]?.data as string)).toEqual({ reason: 'Private event' });
  });
});

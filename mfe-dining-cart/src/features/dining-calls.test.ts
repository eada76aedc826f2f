import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { Order } from '@haveli/contracts';
import { placeOrder } from './cart/api/place-order';
import { getFoodCategories } from './categories/api/get-food-categories';
import { getFoodItems } from './menu/api/get-food-items';
import { getUserOrders } from './orders/api/get-user-orders';
import { cancelOrder } from './orders/api/order-actions';
import { createRestaurantReservation } from './table-booking/api/create-restaurant-reservation';
import { getRestaurantSlots } from './table-booking/api/get-restaurant-slots';
import { getRestaurants } from './table-booking/api/get-restaurants';

beforeEach(resetBrowser);

const order: Order = {
  id: 12,
  reference: 'FO-7K2QX9',
  user_id: 7,
  items: [
    {
      product_id: 16,
      name: 'Masala Chai',
      variant: 'Small',
      addons: [],
      choices: [{ group: 'Size', name: 'Small', price: 0 }],
      quantity: 2,
      unit_price: 150,
      line_total: 300,
    },
  ],
  subtotal: 300,
  tax: 54,
  tax_percent: 18,
  total: 354,
  status: 'Received',
  cancel_reason: null,
  fulfilment: 'room',
  room_no: '204',
  table_name: null,
  scheduled_for: null,
  estimated_ready_at: '2026-05-01T10:30:00.000Z',
  instructions: '',
  payment: 'room_charge',
  invoice: null,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
};

describe('dining calls', () => {
  it('placeOrder posts to orders with no price of its own and hands back the order', async () => {
    const sent = mockApi(() => ({ status: 201, data: order }));

    await expect(placeOrder()).resolves.toEqual(order);
    expect(sent[0]).toMatchObject({ method: 'post', url: 'orders' });
    expect(JSON.parse(sent[0]?.data as string)).toEqual({});
  });

  it('placeOrder sends where and when the guest chose', async () => {
    const sent = mockApi(() => ({ status: 201, data: order }));
    const request = {
      fulfilment: 'room',
      when: 'asap',
      payment: 'room_charge',
      instructions: 'No ice',
    } as const;

    await placeOrder(request);
    expect(JSON.parse(sent[0]?.data as string)).toEqual(request);
  });

  it('cancelOrder posts to the order’s cancel', async () => {
    const sent = mockApi(() => ({ status: 200, data: { ...order, status: 'Cancelled' } }));

    await expect(cancelOrder(12)).resolves.toMatchObject({ status: 'Cancelled' });
    expect(sent[0]).toMatchObject({ method: 'post', url: 'orders/12/cancel' });
  });

  it("getUserOrders reads one guest's orders", async () => {
    const sent = mockApi(() => ({ status: 200, data: { orders: [order] } }));
    const { signal } = new AbortController();

    await expect(getUserOrders('7', { signal })).resolves.toEqual([order]);
    expect(sent[0]).toMatchObject({ method: 'get', url: 'orders/user/7', signal });
  });

  it('getFoodCategories asks for one page of the courses', async () => {
    const page = { data: [{ id: 2, name: 'Main Course', item_count: 5 }], total: 5 };
    const sent = mockApi(() => ({ status: 200, data: page }));

    await expect(getFoodCategories({ page: 1, limit: 100 })).resolves.toEqual(page);
    expect(sent[0]).toMatchObject({
      url: 'web/foodCategory/get_with_pagination',
      params: { page: 1, limit: 100 },
    });
  });

  it('getFoodItems asks for one category when given one', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: [], total: 0 } }));

    await getFoodItems({ page: 2, limit: 5, category: 3 });

    expect(sent[0]?.params).toEqual({ page: 2, limit: 5, category: 3 });
  });

  it('the table booking calls ask for the restaurants and a day’s slots, and send a request', async () => {
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

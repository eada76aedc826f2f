import type { Order, OrdersResponse } from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

/** POST orders: the server cart becomes an order, priced by the API; the server cart is emptied. */
export async function placeOrder(): Promise<Order> {
  const { data } = await http.post<Order>('orders', {});
  return data;
}

/** GET orders/user/{userId}: the guest's orders with their items, newest first. */
export async function getUserOrders(userId: string, { signal }: RequestOptions = {}): Promise<Order[]> {
  const { data } = await http.get<OrdersResponse>(`orders/user/${encodeURIComponent(userId)}`, { signal });
  return data.orders;
}

import type { CheckoutOptions, Order, OrdersResponse, PlaceOrderRequest } from '@haveli/contracts';
import { http, type RequestOptions } from '../http';
import { postOnce } from '../idempotent';

/**
 * POST orders: the server cart becomes an order to where and when the guest chose, priced by the API with
 * GST; the server cart is emptied. Placed once, even when the guest's connection drops before the answer
 * (see `postOnce`).
 */
export async function placeOrder(request: PlaceOrderRequest = {}): Promise<Order> {
  const { data } = await postOnce<Order>('orders', request);
  return data;
}

/** GET orders/checkout-options: the guest's room and tables of today, the kitchen's times and the GST rate. */
export async function getCheckoutOptions({ signal }: RequestOptions = {}): Promise<CheckoutOptions> {
  const { data } = await http.get<CheckoutOptions>('orders/checkout-options', { signal });
  return data;
}

/** GET orders/user/{userId}: the guest's orders with their items, newest first. */
export async function getUserOrders(userId: string, { signal }: RequestOptions = {}): Promise<Order[]> {
  const { data } = await http.get<OrdersResponse>(`orders/user/${encodeURIComponent(userId)}`, { signal });
  return data.orders;
}

/** POST orders/{id}/cancel: the guest cancels an order the kitchen has not started. */
export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await http.post<Order>(`orders/${id}/cancel`);
  return data;
}

/** GET orders/{id}/receipt: the order's receipt, a PDF made by the API. */
export async function getOrderReceipt(id: number): Promise<Blob> {
  const { data } = await http.get<Blob>(`orders/${id}/receipt`, { responseType: 'blob' });
  return data;
}

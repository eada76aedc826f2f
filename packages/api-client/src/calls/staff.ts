import type {
  Order,
  OrderStatus,
  StaffBookingsQuery,
  StaffBookingsResponse,
  StaffCancelOrderRequest,
  StaffOrder,
  StaffOrdersResponse,
  StaffTableRequest,
  StaffTableRequestsResponse,
  StaffToday,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

/** GET staff/today: the day at a glance, for every staff role. */
export async function getStaffToday({ signal }: RequestOptions = {}): Promise<StaffToday> {
  const { data } = await http.get<StaffToday>('staff/today', { signal });
  return data;
}

/** GET staff/orders: the kitchen's queue, oldest first. */
export async function getKitchenOrders({ signal }: RequestOptions = {}): Promise<StaffOrder[]> {
  const { data } = await http.get<StaffOrdersResponse>('staff/orders', { signal });
  return data.orders;
}

/** PUT orders/{id}/status: the kitchen moves an order on. */
export async function moveOrder(id: number, status: OrderStatus): Promise<Order> {
  const { data } = await http.put<Order>(`orders/${id}/status`, { status });
  return data;
}

/** POST staff/orders/{id}/cancel: the kitchen cancels an order with a reason the guest is told. */
export async function cancelOrderByKitchen(
  id: number,
  request: StaffCancelOrderRequest,
): Promise<StaffOrder> {
  const { data } = await http.post<StaffOrder>(`staff/orders/${id}/cancel`, request);
  return data;
}

/** GET staff/table-requests: pending requests with the tables that fit and are free. */
export async function getPendingTableRequests({ signal }: RequestOptions = {}): Promise<StaffTableRequest[]> {
  const { data } = await http.get<StaffTableRequestsResponse>('staff/table-requests', { signal });
  return data.requests;
}

/** GET staff/bookings: booked rooms, filtered, a page at a time, with the room types to filter by. */
export async function getStaffBookings(
  query: StaffBookingsQuery,
  { signal }: RequestOptions = {},
): Promise<StaffBookingsResponse> {
  const { data } = await http.get<StaffBookingsResponse>('staff/bookings', { params: query, signal });
  return data;
}

/** POST staff/bookings/{id}/check-in or check-out. */
export async function moveStay(id: number, move: 'check-in' | 'check-out'): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>(`staff/bookings/${id}/${move}`);
  return data;
}

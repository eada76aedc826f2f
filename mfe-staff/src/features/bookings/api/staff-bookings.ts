import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffBookingsQuery, StaffBookingsResponse } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

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

/** Booked rooms for the filters in the address; the page shown stays while the next one loads. */
export function useStaffBookings(query: StaffBookingsQuery) {
  return useQuery({
    queryKey: ['staff', 'bookings', query],
    queryFn: ({ signal }) => getStaffBookings(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST staff/bookings/{id}/check-out-unsettled: a manager's check-out of a folio not settled, with why. */
export function useCheckOutUnsettled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      (await http.post<{ message: string }>(`staff/bookings/${id}/check-out-unsettled`, { reason })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useMoveStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: 'check-in' | 'check-out' }) => moveStay(id, move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

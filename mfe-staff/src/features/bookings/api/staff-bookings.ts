import { getStaffBookings, moveStay } from '@haveli/api-client';
import type { StaffBookingsQuery } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

/** Booked rooms for the filters in the address; the page shown stays while the next one loads. */
export function useStaffBookings(query: StaffBookingsQuery) {
  return useQuery({
    queryKey: ['staff', 'bookings', query],
    queryFn: ({ signal }) => getStaffBookings(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMoveStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: 'check-in' | 'check-out' }) => moveStay(id, move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

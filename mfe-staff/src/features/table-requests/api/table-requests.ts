import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffTableRequest, StaffTableRequestsResponse } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';
import {
  confirmRestaurantReservation,
  declineRestaurantReservation,
} from '../../../api/restaurant-reservations';
import { POLL_MS } from '../../../components/poll';

/** GET staff/table-requests: pending requests with the tables that fit and are free. */
export async function getPendingTableRequests({ signal }: RequestOptions = {}): Promise<StaffTableRequest[]> {
  const { data } = await http.get<StaffTableRequestsResponse>('staff/table-requests', { signal });
  return data.requests;
}

/** Pending table requests with the tables that fit, read again as soon as they change. */
export function usePendingTableRequests() {
  return useQuery({
    queryKey: ['staff', 'table-requests'],
    queryFn: ({ signal }) => getPendingTableRequests({ signal }),
    refetchInterval: POLL_MS,
  });
}

export function useConfirmTableRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tableId }: { id: number; tableId: number }) =>
      confirmRestaurantReservation(id, { table_id: tableId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useDeclineTableRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      declineRestaurantReservation(id, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

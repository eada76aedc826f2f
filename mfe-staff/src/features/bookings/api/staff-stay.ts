import { http, type RequestOptions } from '@haveli/api-client';
import type {
  StaffCancelStayRequest,
  StaffMoveRoomRequest,
  StaffStay,
  StaffStayActionResponse,
  StaffTapeChart,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET staff/stays/{reference}: the booking as the front desk sees it. */
export async function getStaffStay(reference: string, { signal }: RequestOptions = {}): Promise<StaffStay> {
  const { data } = await http.get<StaffStay>(`staff/stays/${encodeURIComponent(reference)}`, { signal });
  return data;
}

/** GET staff/tape-chart?from=: every room over 14 nights. */
export async function getTapeChart(from: string | undefined, { signal }: RequestOptions = {}) {
  const { data } = await http.get<StaffTapeChart>('staff/tape-chart', {
    params: from ? { from } : {},
    signal,
  });
  return data;
}

export function useStaffStay(reference: string) {
  return useQuery({
    queryKey: ['staff', 'stay', reference],
    queryFn: ({ signal }) => getStaffStay(reference, { signal }),
  });
}

export function useTapeChart(from: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'tape-chart', from ?? 'today'],
    queryFn: ({ signal }) => getTapeChart(from, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A cancel or a room move: the answer is the booking as it now is. */
function useStayAction<Body>(reference: string, action: 'cancel' | 'move' | 'no-show') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) =>
      (
        await http.post<StaffStayActionResponse>(
          `staff/stays/${encodeURIComponent(reference)}/${action}`,
          body,
        )
      ).data,
    onSuccess: (answer) => queryClient.setQueryData(['staff', 'stay', reference], answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useCancelStay = (reference: string) =>
  useStayAction<StaffCancelStayRequest>(reference, 'cancel');
export const useMoveRoom = (reference: string) => useStayAction<StaffMoveRoomRequest>(reference, 'move');
export const useNoShow = (reference: string) => useStayAction<void>(reference, 'no-show');

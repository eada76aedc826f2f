import { http, type RequestOptions } from '@haveli/api-client';
import type {
  StaffRoomClosure,
  StaffRoomClosureRequest,
  StaffRoomRow,
  StaffRoomsQuery,
  StaffRoomsResponse,
  StaffRoomUpdate,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET staff/rooms: rooms searched, of one type, sorted, a page at a time, with their closures. */
export async function getStaffRooms(
  query: StaffRoomsQuery,
  { signal }: RequestOptions = {},
): Promise<StaffRoomsResponse> {
  const { data } = await http.get<StaffRoomsResponse>('staff/rooms', { params: query, signal });
  return data;
}

export function useStaffRooms(query: StaffRoomsQuery) {
  return useQuery({
    queryKey: ['staff', 'rooms', query],
    queryFn: ({ signal }) => getStaffRooms(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT staff/rooms/{id} (managers): number, floor, type and whether it is in service. */
export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: StaffRoomUpdate & { id: number }) =>
      (await http.put<StaffRoomRow>(`staff/rooms/${id}`, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** POST staff/rooms/{id}/closures: out of service for the nights [from, to). */
export function useCloseRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roomId, ...body }: StaffRoomClosureRequest & { roomId: number }) =>
      (await http.post<StaffRoomClosure>(`staff/rooms/${roomId}/closures`, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** DELETE staff/rooms/{id}/closures/{closureId}: back in service for those nights. */
export function useReopenRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (closure: StaffRoomClosure) => {
      await http.delete(`staff/rooms/${closure.room_id}/closures/${closure.id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

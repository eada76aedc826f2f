import { http } from '@haveli/api-client';
import type { StaffRoomClosure, StaffRoomClosureRequest } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';

/** POST staff/rooms/{id}/closures and DELETE staff/rooms/{id}/closures/{closureId}; the chart reloads after. */
export function useCloseRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roomId, ...body }: StaffRoomClosureRequest & { roomId: number }) =>
      (await http.post<StaffRoomClosure>(`staff/rooms/${roomId}/closures`, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useReopenRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (closure: Pick<StaffRoomClosure, 'id' | 'room_id'>) => {
      await http.delete(`staff/rooms/${closure.room_id}/closures/${closure.id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

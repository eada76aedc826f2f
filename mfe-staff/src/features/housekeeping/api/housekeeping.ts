import { ApiRequestError, http, type RequestOptions } from '@haveli/api-client';
import {
  isRoomReady,
  type HousekeepingState,
  type StaffHousekeepingResponse,
  type StaffHousekeepingRoom,
} from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

/** GET staff/housekeeping: every room floor by floor, or (mine) those assigned to the signed-in housekeeper. */
export async function getHousekeeping(
  mine: boolean,
  { signal }: RequestOptions = {},
): Promise<StaffHousekeepingResponse> {
  const { data } = await http.get<StaffHousekeepingResponse>('staff/housekeeping', {
    params: { mine: String(mine) },
    signal,
  });
  return data;
}

/** PUT staff/housekeeping/rooms/{id}: a room's new state, or its housekeeper (null: nobody). */
export async function updateHousekeeping(
  id: number,
  change: { state?: HousekeepingState; housekeeper_id?: number | null },
): Promise<StaffHousekeepingRoom> {
  const { data } = await http.put<StaffHousekeepingRoom>(`staff/housekeeping/rooms/${id}`, change);
  return data;
}

export const housekeepingKey = (mine: boolean) => ['staff', 'housekeeping', mine ? 'mine' : 'all'] as const;

/** The rooms, read again as soon as the API says a room or a stay changed (app/live-queues.ts). */
export function useHousekeeping(mine: boolean) {
  return useQuery({
    queryKey: housekeepingKey(mine),
    queryFn: ({ signal }) => getHousekeeping(mine, { signal }),
    refetchInterval: POLL_MS,
  });
}

/** The API's reason a change was refused: the field's message when it names one. */
export const refusalOf = (error: Error): string =>
  error instanceof ApiRequestError
    ? (error.fields?.state ?? error.fields?.housekeeper_id ?? error.message)
    : error.message;

type Change = { id: number; state?: HousekeepingState; housekeeper_id?: number | null };

/**
 * Sets a room's state at once on screen (a tap on a phone must feel instant), then asks the API. A refusal puts
 * back what the lists showed; either way they are read again, since another phone may have moved the room.
 */
export function useUpdateHousekeeping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: Change) => updateHousekeeping(id, change),
    onMutate: async ({ id, state }: Change) => {
      await queryClient.cancelQueries({ queryKey: ['staff', 'housekeeping'] });
      const before = queryClient.getQueriesData<StaffHousekeepingResponse>({
        queryKey: ['staff', 'housekeeping'],
      });
      if (state)
        queryClient.setQueriesData<StaffHousekeepingResponse>(
          { queryKey: ['staff', 'housekeeping'] },
          (data) =>
            data && {
              ...data,
              rooms: data.rooms.map((room) =>
                room.id === id ? { ...room, state, ready: isRoomReady(state) } : room,
              ),
            },
        );
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

import { getPaged, type RequestOptions } from '@haveli/api-client';
import { PAGE_SIZE, type Paged, type PageQuery, type RoomType } from '@haveli/contracts';
import { queryOptions, useQuery } from '@haveli/query';

export function getRooms(query: PageQuery, options?: RequestOptions): Promise<Paged<RoomType>> {
  return getPaged('web/room/get_with_pagination', query, options);
}

export const roomTypesQueryKey = (query: PageQuery) => ['room-types', query] as const;

/** One page of room types (SPEC §9: five a page), from web/room/get_with_pagination. */
export function roomTypesQuery(page = 1, limit: number = PAGE_SIZE.rooms) {
  const query = { page, limit };
  return queryOptions({
    queryKey: roomTypesQueryKey(query),
    queryFn: ({ signal }) => getRooms(query, { signal }),
  });
}

export function useRoomTypes(page = 1, limit: number = PAGE_SIZE.rooms) {
  return useQuery({ ...roomTypesQuery(page, limit), placeholderData: (previous) => previous });
}

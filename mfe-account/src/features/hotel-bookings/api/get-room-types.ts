import { getPaged, type RequestOptions } from '@haveli/api-client';
import { MAX_PAGE_LIMIT, type Paged, type PageQuery, type RoomType } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** GET web/room/get_with_pagination; the content remote keeps its own copy of this one line. */
export function getRooms(query: PageQuery, options?: RequestOptions): Promise<Paged<RoomType>> {
  return getPaged('web/room/get_with_pagination', query, options);
}

/** Every room type of the hotel, for the booking form's Room Type list. */
export function useRoomTypes() {
  return useQuery({
    queryKey: ['room-types', 'all'],
    queryFn: ({ signal }) => getRooms({ page: 1, limit: MAX_PAGE_LIMIT }, { signal }),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
  });
}

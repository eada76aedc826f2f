import { getRooms } from '@haveli/api-client';
import { MAX_PAGE_LIMIT } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** Every room type of the hotel, for the booking form's Room Type list. */
export function useRoomTypes() {
  return useQuery({
    queryKey: ['room-types', 'all'],
    queryFn: ({ signal }) => getRooms({ page: 1, limit: MAX_PAGE_LIMIT }, { signal }),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
  });
}

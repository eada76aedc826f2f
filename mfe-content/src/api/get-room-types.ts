import { getRooms } from '@haveli/api-client';
import { PAGE_SIZE, type PageQuery } from '@haveli/contracts';
import { useQuery } from '@tanstack/react-query';

export const roomTypesQueryKey = (query: PageQuery) => ['room-types', query] as const;

/** The first page of room types (SPEC §9: five a page), as the home page shows them. */
export function useRoomTypes(page = 1) {
  const query = { page, limit: PAGE_SIZE.rooms };
  return useQuery({
    queryKey: roomTypesQueryKey(query),
    queryFn: ({ signal }) => getRooms(query, { signal }),
  });
}

import type { StayCalendarQuery } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { getStayCalendar } from './stays';

/** GET stays/calendar: the nights a room type is full and its minimum stays, for the date picker. */
export function useStayCalendar(query: StayCalendarQuery | null) {
  return useQuery({
    queryKey: ['stay-calendar', query],
    queryFn: ({ signal }) => getStayCalendar(query as StayCalendarQuery, { signal }),
    enabled: query !== null,
    staleTime: 60_000,
    retry: false,
  });
}

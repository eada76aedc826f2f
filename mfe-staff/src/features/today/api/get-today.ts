import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffToday } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

/** GET staff/today: the day at a glance, for every staff role. */
export async function getStaffToday({ signal }: RequestOptions = {}): Promise<StaffToday> {
  const { data } = await http.get<StaffToday>('staff/today', { signal });
  return data;
}

export function useStaffToday() {
  return useQuery({
    queryKey: ['staff', 'today'],
    queryFn: ({ signal }) => getStaffToday({ signal }),
    refetchInterval: POLL_MS,
  });
}

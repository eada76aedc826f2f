import { getStaffToday } from '@haveli/api-client';
import { useQuery } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

export function useStaffToday() {
  return useQuery({
    queryKey: ['staff', 'today'],
    queryFn: ({ signal }) => getStaffToday({ signal }),
    refetchInterval: POLL_MS,
  });
}

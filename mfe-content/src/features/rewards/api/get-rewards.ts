import { getPagesByCategory } from '@haveli/api-client';
import type { Reward } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** SPEC §4: rewards load once, without paging. */
export function useRewards() {
  return useQuery({
    queryKey: ['pages', 'rewards'],
    queryFn: ({ signal }) => getPagesByCategory<Reward>('rewards', { signal }),
    select: (response) => response.page,
  });
}

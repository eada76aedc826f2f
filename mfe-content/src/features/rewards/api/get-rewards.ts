import type { Reward } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { getPagesByCategory } from '../../../api/get-pages-by-category';

/** SPEC §4: rewards load once, without paging. */
export function useRewards() {
  return useQuery({
    queryKey: ['pages', 'rewards'],
    queryFn: ({ signal }) => getPagesByCategory<Reward>('rewards', { signal }),
    select: (response) => response.page,
  });
}

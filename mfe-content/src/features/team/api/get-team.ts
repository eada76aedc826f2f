import type { TeamMember } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { getPagesByCategory } from '../../../api/get-pages-by-category';

export function useTeam() {
  return useQuery({
    queryKey: ['pages', 'team'],
    queryFn: ({ signal }) => getPagesByCategory<TeamMember>('team', { signal }),
    select: (response) => response.page,
  });
}

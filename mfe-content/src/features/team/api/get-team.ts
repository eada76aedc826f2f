import { getPagesByCategory } from '@haveli/api-client';
import type { TeamMember } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

export function useTeam() {
  return useQuery({
    queryKey: ['pages', 'team'],
    queryFn: ({ signal }) => getPagesByCategory<TeamMember>('team', { signal }),
    select: (response) => response.page,
  });
}

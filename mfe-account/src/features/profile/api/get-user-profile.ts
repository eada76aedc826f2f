import { getUserProfile } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

export const userProfileQueryKey = (userId: string) => ['user-profile', userId] as const;

/** GET user/:id: the guest's own profile (or, for staff, anyone's). */
export function useUserProfile(userId: string) {
  return useQuery({
    queryKey: userProfileQueryKey(userId),
    queryFn: ({ signal }) => getUserProfile(userId, { signal }),
    staleTime: 0,
  });
}

import { http, type RequestOptions } from '@haveli/api-client';
import type { CurrentUser } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** A profile by id: the signed-in account's own; any other account's is a 404. */
export async function getUserProfile(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>(`user/${encodeURIComponent(userId)}`, { signal });
  return data;
}

export const userProfileQueryKey = (userId: string) => ['user-profile', userId] as const;

/** GET user/:id: the guest's own profile (or, for staff, anyone's). */
export function useUserProfile(userId: string) {
  return useQuery({
    queryKey: userProfileQueryKey(userId),
    queryFn: ({ signal }) => getUserProfile(userId, { signal }),
    staleTime: 0,
  });
}

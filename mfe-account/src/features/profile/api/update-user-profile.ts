import { http } from '@haveli/api-client';
import type { CurrentUser, ProfileUpdate } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';
import { userProfileQueryKey } from './get-user-profile';

export async function updateUserProfile(userId: string | number, body: ProfileUpdate): Promise<CurrentUser> {
  const { data } = await http.put<CurrentUser>(`user/${encodeURIComponent(userId)}`, body);
  return data;
}

/** PUT user/:id; the saved profile replaces the cached one. */
export function useUpdateUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => updateUserProfile(userId, profile),
    onSuccess: (saved) => queryClient.setQueryData(userProfileQueryKey(userId), saved),
  });
}

import { updateUserProfile } from '@haveli/api-client';
import type { ProfileUpdate } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';
import { userProfileQueryKey } from './get-user-profile';

/** PUT user/:id; the saved profile replaces the cached one. */
export function useUpdateUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => updateUserProfile(userId, profile),
    onSuccess: (saved) => queryClient.setQueryData(userProfileQueryKey(userId), saved),
  });
}

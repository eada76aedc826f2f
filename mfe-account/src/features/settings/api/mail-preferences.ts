import { getMailPreferences, saveMailPreferences } from '@haveli/api-client';
import type { MailPreferences } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

const MAIL_PREFERENCES_KEY = ['settings', 'mail-preferences'] as const;

/** GET settings/mail-preferences. */
export function useMailPreferences() {
  return useQuery({
    queryKey: MAIL_PREFERENCES_KEY,
    queryFn: ({ signal }) => getMailPreferences({ signal }),
    staleTime: 0,
  });
}

/** PUT settings/mail-preferences. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (saved) => queryClient.setQueryData<MailPreferences>(MAIL_PREFERENCES_KEY, saved),
  });
}

import { http, type RequestOptions } from '@haveli/api-client';
import type { MailPreferences } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

export async function getMailPreferences({ signal }: RequestOptions = {}): Promise<MailPreferences> {
  const { data } = await http.get<MailPreferences>('settings/mail-preferences', { signal });
  return data;
}

export async function saveMailPreferences(body: MailPreferences): Promise<MailPreferences> {
  const { data } = await http.put<MailPreferences>('settings/mail-preferences', body);
  return data;
}

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

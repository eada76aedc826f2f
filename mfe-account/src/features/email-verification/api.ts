import { http, type RequestOptions } from '@haveli/api-client';
import type { AccountMessageResponse, EmailVerificationStatus, VerifyEmailRequest } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

/** Whether the signed-in account's email is confirmed. */
export async function getEmailVerification({
  signal,
}: RequestOptions = {}): Promise<EmailVerificationStatus> {
  const { data } = await http.get<EmailVerificationStatus>('auth/verification', { signal });
  return data;
}

/** Confirms the email of the account whose welcome (or later) mail carried the token. */
export async function verifyEmail(body: VerifyEmailRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/verify-email', body);
  return data;
}

/** Mails the signed-in account a new confirmation link. */
export async function sendVerificationMail(): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/verification-mail', {});
  return data;
}

const STATUS_KEY = ['email-verification'] as const;

/** GET auth/verification: whether the signed-in guest's email is confirmed. */
export function useEmailVerification() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => getEmailVerification({ signal }),
    staleTime: 60_000,
  });
}

/** POST auth/verify-email with the link's token; the account's reminder goes once it succeeds. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** POST auth/verification-mail: a new confirmation link. */
export function useSendVerificationMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

import { getEmailVerification, sendVerificationMail, verifyEmail } from '@haveli/api-client';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

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

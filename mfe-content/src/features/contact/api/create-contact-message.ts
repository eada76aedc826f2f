import { createContactMessage } from '@haveli/api-client';
import { useMutation } from '@haveli/query';

/** SPEC §7 contact/create. */
export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}

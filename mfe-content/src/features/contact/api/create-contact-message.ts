import { http } from '@haveli/api-client';
import type { ContactRequest, ContactResponse } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/**
 * Multipart, and without the guest's token, which the API does not need (`false` keeps the client from
 * adding the header).
 */
export async function createContactMessage(body: ContactRequest): Promise<ContactResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined) form.append(field, value);
  }
  const { data } = await http.post<ContactResponse>('contact/create', form, {
    headers: { Authorization: false },
  });
  return data;
}

/** SPEC §7 contact/create. */
export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}

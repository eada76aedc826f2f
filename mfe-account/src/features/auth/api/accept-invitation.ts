import { http } from '@haveli/api-client';
import type { AccountMessageResponse } from '@haveli/contracts';

/** POST auth/accept-invitation: an invited member of staff sets their password with the link's token. */
export async function acceptInvitation(body: {
  token: string;
  password: string;
}): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/accept-invitation', body);
  return data;
}

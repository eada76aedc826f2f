import { http } from '@haveli/api-client';
import type { AccountMessageResponse, AddressLinkRequest } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/**
 * Opens the link mailed when failed sign-ins from elsewhere closed the account to new places: this device's
 * address may then sign in with the password.
 */
export async function openAddressLink(body: AddressLinkRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/address-link', body);
  return data;
}

/** POST auth/address-link. */
export function useOpenAddressLink() {
  return useMutation({ mutationFn: openAddressLink });
}

import { http, renewSession, type RequestOptions, signOut } from '@haveli/api-client';
import type {
  AccountExport,
  AccountMessageResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  DeleteAccountRequest,
} from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** Changes the password; this browser keeps its session with the new token, every other one has ended. */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const { data } = await http.post<ChangePasswordResponse>('settings/password', body);
  renewSession(data.data.token);
  return data;
}

/** Everything the hotel keeps about the guest. */
export async function exportMyData({ signal }: RequestOptions = {}): Promise<AccountExport> {
  const { data } = await http.get<AccountExport>('settings/export', { signal });
  return data;
}

/** Deletes the account, then signs this browser out. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('settings/delete-account', body);
  signOut();
  return data;
}

/** POST settings/password: this browser keeps its session (the new token), every other one ends. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** GET settings/export: everything the hotel keeps about the guest. */
export const useExportMyData = () => useMutation({ mutationFn: () => exportMyData() });

/** POST settings/delete-account, then this browser is signed out. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

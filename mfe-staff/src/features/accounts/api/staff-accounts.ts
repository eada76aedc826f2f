import { http, type RequestOptions } from '@haveli/api-client';
import type {
  StaffAccount,
  StaffAccountsResponse,
  StaffInvitationRequest,
  StaffRole,
} from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET staff/accounts: the staff's accounts (managers only). */
export async function getStaffAccounts({ signal }: RequestOptions = {}): Promise<StaffAccountsResponse> {
  const { data } = await http.get<StaffAccountsResponse>('staff/accounts', { signal });
  return data;
}

/** PUT staff/accounts/{id}/role. */
export async function setStaffRole(id: number, role: StaffRole): Promise<StaffAccount> {
  const { data } = await http.put<StaffAccount>(`staff/accounts/${id}/role`, { role });
  return data;
}

/** POST staff/accounts/{id}/disable or enable. */
export async function setStaffDisabled(id: number, disabled: boolean): Promise<StaffAccount> {
  const { data } = await http.post<StaffAccount>(`staff/accounts/${id}/${disabled ? 'disable' : 'enable'}`);
  return data;
}

export function useStaffAccounts() {
  return useQuery({
    queryKey: ['staff', 'accounts'],
    queryFn: ({ signal }) => getStaffAccounts({ signal }),
  });
}

export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) => setStaffRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => setStaffDisabled(id, disabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** POST staff/invitations: invites a member of staff by mail. */
export async function inviteStaff(body: StaffInvitationRequest): Promise<StaffAccount> {
  const { data } = await http.post<StaffAccount>('staff/invitations', body);
  return data;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

import { http, type RequestOptions } from '@haveli/api-client';
import type {
  StaffAccount,
  StaffAccountsQuery,
  StaffAccountsResponse,
  StaffInvitationRequest,
  StaffRole,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET staff/accounts: the staff's accounts, searched, sorted, a page at a time (managers only). */
export async function getStaffAccounts(
  query: StaffAccountsQuery,
  { signal }: RequestOptions = {},
): Promise<StaffAccountsResponse> {
  const { data } = await http.get<StaffAccountsResponse>('staff/accounts', { params: query, signal });
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

/** The accounts for the search, order and page in the address; the page shown stays while the next one loads. */
export function useStaffAccounts(query: StaffAccountsQuery) {
  return useQuery({
    queryKey: ['staff', 'accounts', query],
    queryFn: ({ signal }) => getStaffAccounts(query, { signal }),
    placeholderData: keepPreviousData,
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

/** POST staff/accounts/:id/two-step-reset: the account sets up its authenticator app again. */
export async function resetStaffTwoStep(id: number): Promise<StaffAccount> {
  const { data } = await http.post<StaffAccount>(`staff/accounts/${id}/two-step-reset`);
  return data;
}

export function useResetStaffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTwoStep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** POST staff/accounts/:id/invitation: a new invitation link mailed to an account that never accepted one. */
export async function reinviteStaff(id: number): Promise<StaffAccount> {
  const { data } = await http.post<StaffAccount>(`staff/accounts/${id}/invitation`);
  return data;
}

export function useReinviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinviteStaff,
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

import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffAuditQuery, StaffAuditResponse } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

/** GET staff/audit: the staff's changes, newest first, filtered, a page at a time (managers only). */
export async function getStaffAudit(
  query: StaffAuditQuery,
  { signal }: RequestOptions = {},
): Promise<StaffAuditResponse> {
  const { data } = await http.get<StaffAuditResponse>('staff/audit', { params: query, signal });
  return data;
}

/** The audit log for the filters in the address; the page shown stays while the next one loads. */
export function useStaffAudit(query: StaffAuditQuery) {
  return useQuery({
    queryKey: ['staff', 'audit', query],
    queryFn: ({ signal }) => getStaffAudit(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

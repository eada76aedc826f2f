import { http } from '@haveli/api-client';
import type { NightAuditList, NightAuditResponse, StaffReport } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

export interface ReportRange {
  from: string;
  to: string;
}

/** GET staff/reports?from=&to=: the figures of each day of the range and their breakdowns. */
export function useReport(range: ReportRange) {
  return useQuery({
    queryKey: ['staff', 'reports', range],
    queryFn: async ({ signal }) =>
      (await http.get<StaffReport>('staff/reports', { params: range, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET staff/reports.csv?from=&to=: the same report as CSV. */
export async function downloadReportCsv(range: ReportRange): Promise<Blob> {
  const { data } = await http.get<Blob>('staff/reports.csv', { params: range, responseType: 'blob' });
  return data;
}

/** GET staff/night-audit: the latest closes and the next day to close. */
export function useNightAudits() {
  return useQuery({
    queryKey: ['staff', 'night-audit'],
    queryFn: async ({ signal }) => (await http.get<NightAuditList>('staff/night-audit', { signal })).data,
  });
}

/** POST staff/night-audit {day}: closes the day; the closes and the reports are read again after. */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (day: string) =>
      (await http.post<NightAuditResponse>('staff/night-audit', { day })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

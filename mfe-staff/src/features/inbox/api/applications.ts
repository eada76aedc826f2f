import { http, type RequestOptions } from '@haveli/api-client';
import type {
  ApplicationSort,
  ApplicationStatus,
  CareerApplicationsResponse,
  StaffCareerApplication,
  StaffListQuery,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

export type ApplicationsQuery = StaffListQuery<ApplicationStatus, ApplicationSort>;

/** GET staff/inbox/applications: newest first, by status, searched and sorted, 20 a page. */
export async function getApplications(
  query: ApplicationsQuery,
  { signal }: RequestOptions = {},
): Promise<CareerApplicationsResponse> {
  const { data } = await http.get<CareerApplicationsResponse>('staff/inbox/applications', {
    params: query,
    signal,
  });
  return data;
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery({
    queryKey: ['staff', 'inbox', 'applications', query],
    queryFn: ({ signal }) => getApplications(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** PUT staff/inbox/applications/{id}/status. */
export async function setApplicationStatus(
  id: number,
  status: ApplicationStatus,
): Promise<StaffCareerApplication> {
  const { data } = await http.put<StaffCareerApplication>(`staff/inbox/applications/${id}/status`, {
    status,
  });
  return data;
}

export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      setApplicationStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] }),
  });
}

/**
 * GET career-applications/{id}/resume with the signed-in token (a plain link would go without it), saved
 * under the applicant's own file name.
 */
export async function downloadResume(application: StaffCareerApplication): Promise<void> {
  const { data } = await http.get<Blob>(`career-applications/${application.id}/resume`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = application.resume_name || `application-${application.id}.${application.resume_type}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume });
}

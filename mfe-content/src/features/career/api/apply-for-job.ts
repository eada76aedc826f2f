import { http } from '@haveli/api-client';
import type { CareerApplicationFields, CareerApplicationResponse } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** A job application with its resume, sent as multipart/form-data. */
export async function applyForJob(
  fields: CareerApplicationFields,
  resume: Blob,
  resumeName: string,
): Promise<CareerApplicationResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('resume', resume, resumeName);
  const { data } = await http.post<CareerApplicationResponse>('career/apply', form);
  return data;
}

export interface JobApplication {
  fields: CareerApplicationFields;
  resume: File;
}

/** Sends the application with its resume as multipart/form-data. */
export function useApplyForJob() {
  return useMutation({
    mutationFn: ({ fields, resume }: JobApplication) => applyForJob(fields, resume, resume.name),
  });
}

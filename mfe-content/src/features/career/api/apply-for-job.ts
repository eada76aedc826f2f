import { applyForJob } from '@haveli/api-client';
import type { CareerApplicationFields } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

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

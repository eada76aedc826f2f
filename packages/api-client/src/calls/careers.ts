import type { CareerApplicationFields, CareerApplicationResponse } from '@haveli/contracts';
import { http } from '../http';

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

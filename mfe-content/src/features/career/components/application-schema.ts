import {
  careerApplicationFieldsSchema,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@haveli/contracts';
import { z } from 'zod';

const firstFile = (files: unknown): File | undefined =>
  typeof FileList !== 'undefined' && files instanceof FileList ? (files.item(0) ?? undefined) : undefined;

const hasResumeExtension = (file: File) =>
  RESUME_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

/**
 * The application form: the API's field rules, and a resume checked here by name and size so the guest
 * hears at once; the API checks the content itself.
 */
export const applicationFormSchema = careerApplicationFieldsSchema.omit({ posting: true }).extend({
  resume: z
    .custom<FileList>((files) => firstFile(files) !== undefined, {
      error: RESUME_REQUIRED_MESSAGE,
      abort: true,
    })
    .refine((files) => hasResumeExtension(firstFile(files) as File), {
      error: RESUME_TYPE_MESSAGE,
      abort: true,
    })
    .refine((files) => (firstFile(files) as File).size <= RESUME_MAX_BYTES, { error: RESUME_SIZE_MESSAGE })
    .transform((files) => firstFile(files) as File),
});
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

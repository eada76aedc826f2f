import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import type { Career } from '@haveli/contracts';
import { FormAlert, FormField } from '@haveli/ui';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useApplyForJob } from '../api/apply-for-job';
import {
  applicationFormSchema,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from './application-schema';

const FIELDS: FieldPath<ApplicationFormInput>[] = ['name', 'email', 'phone', 'resume'];

export interface ApplyFormProps {
  posting: Career;
  onApplied: (message: string) => void;
}

/** Name, email, phone and resume, all required; 'Submit Application' sends them (PRODUCT.md §6). */
export function ApplyForm({ posting, onApplied }: ApplyFormProps) {
  const apply = useApplyForJob();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit(async ({ resume, ...fields }) => {
    setFailure(null);
    try {
      const { message } = await apply.mutateAsync({ fields: { ...fields, posting: posting.slug }, resume });
      onApplied(message);
    } catch (error) {
      console.error('Error submitting application:', error);
      const fieldErrors = error instanceof ApiRequestError ? error.fields : undefined;
      for (const field of FIELDS) {
        const message = fieldErrors?.[field];
        if (message) setError(field, { message });
      }
      setFailure(
        error instanceof Error ? error.message : 'Your application could not be sent. Please try again.',
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={failure} />
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input type="text" autoComplete="name" required {...control} {...register('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input type="email" autoComplete="email" required {...control} {...register('email')} />
        )}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        {(control) => <input type="tel" autoComplete="tel" required {...control} {...register('phone')} />}
      </FormField>
      <FormField
        label="Resume"
        error={errors.resume?.message}
        hint="PDF, DOC or DOCX, up to 5 MB."
        className="mb-4"
      >
        {(control) => (
          <input
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            required
            {...control}
            {...register('resume')}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Submit Application
      </button>
    </form>
  );
}

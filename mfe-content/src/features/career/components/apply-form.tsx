import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import type { Career } from '@haveli/contracts';
import { useId, useState } from 'react';
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
  const id = useId();
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

  const control = (name: FieldPath<ApplicationFormInput>) => ({
    id: `${id}-${name}`,
    className: `form-control${errors[name] ? ' is-invalid' : ''}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    required: true,
  });
  const feedback = (name: FieldPath<ApplicationFormInput>) =>
    errors[name] && (
      <div className="invalid-feedback" id={`${id}-${name}-error`}>
        {errors[name]?.message}
      </div>
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input type="text" autoComplete="name" {...control('name')} {...register('name')} />
        {feedback('name')}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input type="email" autoComplete="email" {...control('email')} {...register('email')} />
        {feedback('email')}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-phone`}>
          Phone
        </label>
        <input type="tel" autoComplete="tel" {...control('phone')} {...register('phone')} />
        {feedback('phone')}
      </div>
      <div className="mb-4">
        <label className="form-label" htmlFor={`${id}-resume`}>
          Resume
        </label>
        <input
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          {...control('resume')}
          {...register('resume')}
        />
        <div className="form-text">PDF, DOC or DOCX, up to 5 MB.</div>
        {feedback('resume')}
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Submit Application
      </button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_DEFAULT_STATUS,
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS_MESSAGE,
  contactRequestSchema,
  type ContactRequest,
} from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { FormAlert, FormField } from '@haveli/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@haveli/router';
import type { z } from 'zod';
import { useCreateContactMessage } from '../api/create-contact-message';

type ContactFields = ContactRequest;

/** SPEC §4: after a message is sent the guest is taken to the categories. */
export const AFTER_CONTACT_PATH = '/category-list';

/** SPEC §2 Get In Touch form with the §5 rules: messages once a field is touched, submit disabled while invalid. */
export function ContactForm() {
  const id = useId();
  const navigate = useNavigate();
  const send = useCreateContactMessage();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactFields, unknown, z.output<typeof contactRequestSchema>>({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      subject: '',
      name: '',
      email: '',
      number: '',
      message: '',
      status: CONTACT_DEFAULT_STATUS,
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      await send.mutateAsync(body);
      reset();
      showToast({ kind: 'success', message: CONTACT_SUCCESS_MESSAGE });
      navigate(AFTER_CONTACT_PATH);
    } catch (error) {
      console.error('Error sending contact message:', error);
      setFailed(true);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3 section-title mb-4">
        Get In Touch
      </h2>
      <FormAlert message={failed ? CONTACT_FAILURE_MESSAGE : null} />
      <div className="row g-3">
        <FormField
          label="Subject"
          error={errors.subject?.message}
          controlClassName="form-select"
          className="col-12"
        >
          {(control) => (
            <select required {...control} {...register('subject')}>
              <option value="">Select Subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Name" error={errors.name?.message} className="col-12 col-md-6">
          {(control) => <input type="text" autoComplete="name" required {...control} {...register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} className="col-12 col-md-6">
          {(control) => (
            <input type="email" autoComplete="email" required {...control} {...register('email')} />
          )}
        </FormField>
        <FormField label="Phone Number" error={errors.number?.message} className="col-12">
          {(control) => (
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              required
              {...control}
              {...register('number')}
            />
          )}
        </FormField>
        <FormField label="Message" error={errors.message?.message} className="col-12">
          {(control) => <textarea rows={5} required {...control} {...register('message')} />}
        </FormField>
      </div>
      <input type="hidden" {...register('status')} />
      <button type="submit" className="btn btn-primary mt-4 px-4" disabled={!isValid || isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Send Message
      </button>
    </form>
  );
}

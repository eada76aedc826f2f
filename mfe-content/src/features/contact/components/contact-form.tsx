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
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
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

  const control = (name: FieldPath<ContactFields>, kind = 'form-control') => ({
    id: `${id}-${name}`,
    className: `${kind}${errors[name] ? ' is-invalid' : ''}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    required: true,
  });
  const feedback = (name: FieldPath<ContactFields>) =>
    errors[name] && (
      <div className="invalid-feedback" id={`${id}-${name}-error`}>
        {errors[name]?.message}
      </div>
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3 section-title mb-4">
        Get In Touch
      </h2>
      {failed && (
        <div className="alert alert-danger" role="alert">
          {CONTACT_FAILURE_MESSAGE}
        </div>
      )}
      <div className="row g-3">
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-subject`}>
            Subject
          </label>
          <select {...control('subject', 'form-select')} {...register('subject')}>
            <option value="">Select Subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
          {feedback('subject')}
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input type="text" autoComplete="name" {...control('name')} {...register('name')} />
          {feedback('name')}
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input type="email" autoComplete="email" {...control('email')} {...register('email')} />
          {feedback('email')}
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-number`}>
            Phone Number
          </label>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...control('number')}
            {...register('number')}
          />
          {feedback('number')}
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-message`}>
            Message
          </label>
          <textarea rows={5} {...control('message')} {...register('message')} />
          {feedback('message')}
        </div>
      </div>
      <input type="hidden" {...register('status')} />
      <button type="submit" className="btn btn-primary mt-4 px-4" disabled={!isValid || isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Send Message
      </button>
    </form>
  );
}

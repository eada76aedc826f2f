import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_MESSAGES, FEEDBACK_TYPES, feedbackRequestSchema, MAX_RATING } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { FormAlert, FormField, Modal } from '@haveli/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { useSubmitFeedback } from '../api/submit-feedback';

type FeedbackFields = z.input<typeof feedbackRequestSchema>;
const FIELDS = ['name', 'email', 'message', 'rating', 'type'] as const;
const RATINGS = Array.from({ length: MAX_RATING + 1 }, (_, stars) => MAX_RATING - stars);

export interface AddFeedbackProps {
  /** Filled in for a signed-in guest. */
  defaults?: { name: string; email: string };
  /** Called after the API has saved it (e.g. to show the first page, where it now is). */
  onAdded?: () => void;
}

/** SPEC §2 Add Feedback: a button and its modal; saved through the API (PRODUCT.md §6). */
export function AddFeedbackButton({ defaults = { name: '', email: '' }, onAdded }: AddFeedbackProps) {
  const [open, setOpen] = useState(false);
  const submit = useSubmitFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const blank: FeedbackFields = { ...defaults, message: '', rating: 5, type: 'General' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFields, unknown, z.output<typeof feedbackRequestSchema>>({
    resolver: zodResolver(feedbackRequestSchema),
    mode: 'onTouched',
    defaultValues: blank,
  });

  // SPEC §4: the modal closes and resets on cancel or after a successful submit.
  const close = () => {
    setOpen(false);
    setFailure(null);
    reset(blank);
  };
  const onSubmit = handleSubmit(async (feedback) => {
    setFailure(null);
    try {
      await submit.mutateAsync(feedback);
      showToast({ kind: 'success', message: FEEDBACK_MESSAGES.thanks });
      close();
      onAdded?.();
    } catch (error) {
      setFailure(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Add Feedback
      </button>
      <Modal title="Add Feedback" open={open} onClose={close}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormAlert message={failure} />
          <FormField label="Name" error={errors.name?.message}>
            {(control) => <input {...control} autoComplete="name" required {...register('name')} />}
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            {(control) => (
              <input {...control} type="email" autoComplete="email" required {...register('email')} />
            )}
          </FormField>
          <FormField label="Feedback" error={errors.message?.message}>
            {(control) => <textarea rows={3} {...control} required {...register('message')} />}
          </FormField>
          <div className="row">
            <div className="col-6">
              <FormField label="Rating" error={errors.rating?.message} controlClassName="form-select">
                {(control) => (
                  <select {...control} {...register('rating', { valueAsNumber: true })}>
                    {RATINGS.map((stars) => (
                      <option key={stars} value={stars}>
                        {stars === 1 ? '1 star' : `${stars} stars`}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className="col-6">
              <FormField label="Type" error={errors.type?.message} controlClassName="form-select">
                {(control) => (
                  <select {...control} {...register('type')}>
                    {FEEDBACK_TYPES.map((type) => (
                      <option key={type}>{type}</option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </div>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              Submit Feedback
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { INBOX_MESSAGES, MESSAGE_MAX_LENGTH, messageRequestSchema } from '@haveli/contracts';
import { FormAlert, FormField } from '@haveli/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../lib/server-errors';
import { useSendMessage } from '../api/send-message';

type MessageFields = z.input<typeof messageRequestSchema>;

/** Writes to the hotel. On failure the message stays as typed, with the reason beside it. */
export function MessageForm() {
  const send = useSendMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MessageFields, unknown, z.output<typeof messageRequestSchema>>({
    resolver: zodResolver(messageRequestSchema),
    mode: 'onSubmit',
    defaultValues: { body: '' },
  });
  const length = useWatch({ control, name: 'body' }).length;

  const onSubmit = handleSubmit(async (message) => {
    setFailure(null);
    setSent(false);
    try {
      await send.mutateAsync(message);
      reset({ body: '' });
      setSent(true);
    } catch (error) {
      setFailure(showServerErrors(error, setError, ['body']));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Write to the hotel">
      <FormAlert message={failure} />
      <FormField
        label="Your message"
        error={errors.body?.message}
        hint={`${length} of ${MESSAGE_MAX_LENGTH} characters`}
      >
        {(control) => <textarea {...control} rows={4} {...register('body')} />}
      </FormField>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send'}
        </button>
        <span role="status" className="text-success-emphasis">
          {sent ? INBOX_MESSAGES.messageSent : ''}
        </span>
      </div>
    </form>
  );
}

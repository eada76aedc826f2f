import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useId, useState } from 'react';

export interface ReasonDialogProps {
  title: string;
  /** What the submit button says, e.g. "Cancel order". */
  action: string;
  open: boolean;
  busy: boolean;
  /** The server's refusal, if the last try failed. */
  failure: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

export const REASON_REQUIRED_MESSAGE = 'Give the guest a reason.';

/** Asks for the reason the guest is told (a cancelled order, a declined table) before doing it. */
export function ReasonDialog({ title, action, open, busy, failure, onClose, onSubmit }: ReasonDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(REASON_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    onSubmit(reason.trim());
  };
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {action}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <FormField label="Reason the guest is told" error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}

import { ApiRequestError } from '@haveli/api-client';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import type { ReactNode } from 'react';
import { type FormEvent, useId, useState } from 'react';

/** A schema of the contracts (zod), seen only through what the dialog uses of it. */
export interface ReplySchema {
  safeParse(value: {
    text: string;
  }):
    | { success: true; data: { text: string } }
    | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface ReplyDialogProps {
  title: string;
  /** What the submit button says, e.g. "Publish reply". */
  action: string;
  /** The reply's label, e.g. "Public reply from Haveli". */
  label: string;
  hint?: ReactNode;
  /** What the text starts as (the reply already there). */
  initial?: string;
  /** What the text must be: the API's own schema, so the dialog shows the API's messages. */
  schema: ReplySchema;
  maxLength: number;
  open: boolean;
  busy: boolean;
  /** The server's refusal of the last try. */
  error: Error | null;
  onClose: () => void;
  onSubmit: (text: string) => void;
  /** What the reply answers, shown above it. */
  children?: ReactNode;
}

/** Asks for a reply (under a review, or by mail), checked as the API checks it, before it goes. */
export function ReplyDialog({
  title,
  action,
  label,
  hint,
  initial = '',
  schema,
  maxLength,
  open,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: ReplyDialogProps) {
  const formId = useId();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState<string>();
  const fieldError = error instanceof ApiRequestError ? error.fields?.text : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ text });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onSubmit(parsed.data.text);
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
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {action}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={error && !fieldError ? error.message : null} />
        {children}
        <FormField label={label} hint={hint} error={invalid ?? fieldError} className="mb-0">
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={maxLength}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}

import { Button, FormAlert, Modal } from '@haveli/ui';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The form's id, which the footer's submit button points at. */
  formId: string;
  /** What the submit button says, e.g. "Save season". */
  submitLabel: string;
  /** True while the save is on its way. */
  busy: boolean;
  /** The refusal of the whole form, shown above its fields. */
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  /** Footer buttons before Cancel, e.g. a delete. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dialog holding one form: its fields, the refusal of the whole form above them, Cancel and Save below. */
export function FormDialog({
  title,
  open,
  onClose,
  formId,
  submitLabel,
  busy,
  failure,
  onSubmit,
  actions,
  children,
}: FormDialogProps) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          {actions}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormAlert message={failure} />
        {children}
      </form>
    </Modal>
  );
}

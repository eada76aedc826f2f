import { ApiRequestError } from '@haveli/api-client';
import { staffGuestCreateSchema, type StaffGuestProfile } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { useCreateGuest } from './api/staff-guests';

type Field = 'name' | 'email' | 'phone';
const EMPTY = { name: '', email: '', phone: '' };

/** "New guest profile": a walk-in's or a phone guest's name, phone and (if they give one) email. */
export function GuestFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (guest: StaffGuestProfile) => void;
}) {
  const create = useCreateGuest();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = staffGuestCreateSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(EMPTY);
        onCreated(answer.guest);
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) setErrors(fields as Partial<Record<Field, string>>);
        else setFailure(error.message);
      },
    });
  };
  const field = (name: Field, label: string, type: string, hint?: string) => (
    <FormField label={label} error={errors[name]} hint={hint} className="mb-3">
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete="off"
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <FormDialog
      title="New guest profile"
      open={open}
      onClose={onClose}
      formId="new-guest-form"
      submitLabel="Create profile"
      busy={create.isPending}
      failure={failure}
      onSubmit={submit}
    >
      {field('name', 'Name', 'text')}
      {field('phone', 'Phone', 'tel')}
      {field(
        'email',
        'Email (optional)',
        'email',
        'The confirmation is mailed here; the guest can later set a password with it.',
      )}
    </FormDialog>
  );
}

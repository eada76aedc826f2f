import { ApiRequestError } from '@haveli/api-client';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffInvitationRequestSchema,
  type StaffInvitationRequest,
  type StaffRole,
} from '@haveli/contracts';
import { Button, FormAlert, FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useInviteStaff } from './api/staff-accounts';

type Field = keyof StaffInvitationRequest;
const EMPTY = { name: '', email: '', role: 'front_desk' as StaffRole };

/** Invites a member of staff: the API mails them a link to choose their password. */
export function InviteForm() {
  const invite = useInviteStaff();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const parsed = staffInvitationRequestSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (account) => {
        setSent(`Invitation sent to ${account.email}.`);
        setDraft(EMPTY);
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) setErrors(fields as Partial<Record<Field, string>>);
        else setFailure(error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} className="card card-body mb-4" aria-labelledby="invite-title" noValidate>
      <h2 id="invite-title" className="h5">
        Invite a member of staff
      </h2>
      <FormAlert message={failure} />
      {sent && (
        <p className="alert alert-success" role="status">
          {sent}
        </p>
      )}
      <div className="row g-2 align-items-start">
        <FormField label="Name" className="col-12 col-md-4" error={errors.name}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Email" className="col-12 col-md-4" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(event) => setDraft({ ...draft, email: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Role"
          className="col-12 col-md-4"
          controlClassName="form-select"
          error={errors.role}
        >
          {(control) => (
            <select
              {...control}
              value={draft.role}
              onChange={(event) => setDraft({ ...draft, role: event.target.value as StaffRole })}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="col-12 col-md-auto">
          <Button type="submit" busy={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </div>
    </form>
  );
}

import { type StaffRoomRow, staffRoomClosureRequestSchema } from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/field-errors';
import { useCloseRoom } from '../api/staff-rooms';

export interface ClosureDialogProps {
  room: StaffRoomRow;
  open: boolean;
  onClose: () => void;
}

/** Takes a room out of service for nights [from, to): search, quotes and booking stop offering it then. */
export function ClosureDialog({ room, open, onClose }: ClosureDialogProps) {
  const close = useCloseRoom();
  const [draft, setDraft] = useState({ from: '', to: '', reason: '' });
  const { errors, failure, check, refused } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(staffRoomClosureRequestSchema, draft);
    if (!parsed) return;
    close.mutate(
      { roomId: room.id, ...parsed },
      {
        onSuccess: onClose,
        onError: refused,
      },
    );
  };

  const formId = `closure-form-${room.id}`;
  return (
    <Modal
      title={`Take room ${room.room_no} out of service`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={close.isPending}>
            Take out of service
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <FormField label="First night out" error={errors.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Back in service on" error={errors.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Reason" error={errors.reason}>
          {(control) => (
            <input
              {...control}
              value={draft.reason}
              onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}

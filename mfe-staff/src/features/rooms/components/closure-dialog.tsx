import { type StaffRoomRow, staffRoomClosureRequestSchema } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import { FormDialog } from '../../../components/form-dialog';
import { useStaffForm } from '../../../components/staff-form';
import { useCloseRoom } from '../api/staff-rooms';

export interface ClosureDialogProps {
  room: StaffRoomRow;
  open: boolean;
  onClose: () => void;
}

/** Takes a room out of service for nights [from, to): search, quotes and booking stop offering it then. */
export function ClosureDialog({ room, open, onClose }: ClosureDialogProps) {
  const close = useCloseRoom();
  const {
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: staffRoomClosureRequestSchema,
    defaultValues: { from: '', to: '', reason: '' },
  });

  return (
    <FormDialog
      title={`Take room ${room.room_no} out of service`}
      open={open}
      onClose={onClose}
      formId={`closure-form-${room.id}`}
      submitLabel="Take out of service"
      busy={close.isPending}
      failure={failure}
      onSubmit={submit((request) =>
        close.mutate({ roomId: room.id, ...request }, { onSuccess: onClose, onError: refused }),
      )}
    >
      <FormField label="First night out" error={errors.from?.message}>
        {(control) => <input {...control} type="date" {...register('from')} />}
      </FormField>
      <FormField label="Back in service on" error={errors.to?.message}>
        {(control) => <input {...control} type="date" {...register('to')} />}
      </FormField>
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => <input {...control} {...register('reason')} />}
      </FormField>
    </FormDialog>
  );
}

import { type StaffRoomRow, type StaffRoomTypeRef, staffRoomUpdateSchema } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useStaffForm } from '../../../components/staff-form';
import { useUpdateRoom } from '../api/staff-rooms';

export interface RoomDialogProps {
  room: StaffRoomRow;
  roomTypes: StaffRoomTypeRef[];
  open: boolean;
  onClose: () => void;
}

interface RoomDraft {
  room_no: string;
  floor: string;
  room_type_id: string;
  in_service: boolean;
}

/** The draft as the API reads it: an empty floor is missing, and refused with the floor's message. */
const toRequest = (draft: RoomDraft) => ({
  ...draft,
  floor: draft.floor.trim() === '' ? undefined : Number(draft.floor),
  room_type_id: Number(draft.room_type_id),
});

/** A manager changes a room's number, floor, type, or takes it out of service until put back. */
export function RoomDialog({ room, roomTypes, open, onClose }: RoomDialogProps) {
  const update = useUpdateRoom();
  const {
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffRoomUpdateSchema),
    defaultValues: {
      room_no: room.room_no,
      floor: String(room.floor),
      room_type_id: String(room.room_type.id),
      in_service: room.in_service,
    },
  });

  const formId = `room-form-${room.id}`;
  return (
    <FormDialog
      title={`Room ${room.room_no}`}
      open={open}
      onClose={onClose}
      formId={formId}
      submitLabel="Save room"
      busy={update.isPending}
      failure={failure}
      onSubmit={submit((request) =>
        update.mutate({ id: room.id, ...request }, { onSuccess: onClose, onError: refused }),
      )}
    >
      <FormField label="Room number" error={errors.room_no?.message}>
        {(control) => <input {...control} {...register('room_no')} />}
      </FormField>
      <FormField label="Floor" error={errors.floor?.message}>
        {(control) => <input {...control} type="number" inputMode="numeric" {...register('floor')} />}
      </FormField>
      <FormField label="Room type" controlClassName="form-select" error={errors.room_type_id?.message}>
        {(control) => (
          <select {...control} {...register('room_type_id')}>
            {roomTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="form-check">
        <input
          id={`${formId}-in-service`}
          className="form-check-input"
          type="checkbox"
          {...register('in_service')}
        />
        <label className="form-check-label" htmlFor={`${formId}-in-service`}>
          In service (guests may book it)
        </label>
      </div>
    </FormDialog>
  );
}

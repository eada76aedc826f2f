import { type StaffRoomRow, type StaffRoomTypeRef, staffRoomUpdateSchema } from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/field-errors';
import { useUpdateRoom } from '../api/staff-rooms';

export interface RoomDialogProps {
  room: StaffRoomRow;
  roomTypes: StaffRoomTypeRef[];
  open: boolean;
  onClose: () => void;
}

/** A manager changes a room's number, floor, type, or takes it out of service until put back. */
export function RoomDialog({ room, roomTypes, open, onClose }: RoomDialogProps) {
  const update = useUpdateRoom();
  const [draft, setDraft] = useState({
    room_no: room.room_no,
    floor: String(room.floor),
    room_type_id: String(room.room_type.id),
    in_service: room.in_service,
  });
  const { errors, failure, check, refused } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(staffRoomUpdateSchema, {
      ...draft,
      floor: draft.floor.trim() === '' ? undefined : Number(draft.floor),
      room_type_id: Number(draft.room_type_id),
    });
    if (!parsed) return;
    update.mutate(
      { id: room.id, ...parsed },
      {
        onSuccess: onClose,
        onError: refused,
      },
    );
  };

  const formId = `room-form-${room.id}`;
  return (
    <Modal
      title={`Room ${room.room_no}`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={update.isPending}>
            Save room
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <FormField label="Room number" error={errors.room_no}>
          {(control) => (
            <input
              {...control}
              value={draft.room_no}
              onChange={(event) => setDraft({ ...draft, room_no: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Floor" error={errors.floor}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              value={draft.floor}
              onChange={(event) => setDraft({ ...draft, floor: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Room type" controlClassName="form-select" error={errors.room_type_id}>
          {(control) => (
            <select
              {...control}
              value={draft.room_type_id}
              onChange={(event) => setDraft({ ...draft, room_type_id: event.target.value })}
            >
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
            checked={draft.in_service}
            onChange={(event) => setDraft({ ...draft, in_service: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${formId}-in-service`}>
            In service (guests may book it)
          </label>
        </div>
      </form>
    </Modal>
  );
}

import { Button, FormAlert, Modal } from '@haveli/ui';
import { useDeleteContentRecord, type ContentRecord } from '../api/content-records';
import type { EntitySpec } from '../content-entities';

interface DeleteRecordProps {
  spec: EntitySpec;
  record: ContentRecord;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before a record goes: deleting takes it off the public site at once. */
export function DeleteRecord({ spec, record, open, onClose, onDeleted }: DeleteRecordProps) {
  const remove = useDeleteContentRecord(spec.entity);
  const name = spec.titleOf(record) || `${spec.one} ${record.id}`;
  return (
    <Modal
      title={`Delete ${spec.one}: ${name}`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(record.id, {
                onSuccess: () => {
                  onClose();
                  onDeleted?.();
                },
              })
            }
          >
            Delete
          </Button>
        </>
      }
    >
      <FormAlert message={remove.isError ? remove.error.message : null} />
      <p className="mb-0">“{name}” is removed from the public site at once. This cannot be undone.</p>
    </Modal>
  );
}

import { roleMayCreateOrDelete } from '@haveli/contracts';
import { Link, useLocation, useNavigate, useParams } from '@haveli/router';
import { Button, EmptyState, ErrorState, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { signedInRole, StaffPage } from '../../components/staff-page';
import { useContentRecord, type ContentRecord } from './api/content-records';
import { DeleteRecord } from './components/delete-record';
import { DishOptions } from './components/dish-options';
import { RecordForm } from './components/record-form';
import { entitySpecOf, type EntitySpec } from './content-entities';

function ExistingRecord({ spec, id }: { spec: EntitySpec; id: number }) {
  const record = useContentRecord(spec.entity, id);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { created?: boolean } | null };
  const [deleting, setDeleting] = useState<{ record: ContentRecord; open: boolean }>();
  if (record.isPending) return <LoadingState label={`Loading the ${spec.one}…`} skeleton="lines" />;
  if (record.isError)
    return (
      <ErrorState
        title={`We could not load this ${spec.one}`}
        message={record.error.message}
        onRetry={() => void record.refetch()}
      />
    );
  return (
    <>
      {state?.created && (
        <p className="alert alert-success" role="status">
          Created. The public site shows it now.
        </p>
      )}
      <RecordForm key={record.data.id} spec={spec} record={record.data} />
      {spec.entity === 'food-items' && (
        <>
          <hr />
          <DishOptions dishId={record.data.id} />
        </>
      )}
      {roleMayCreateOrDelete(signedInRole(), spec.entity) && (
        <>
          <hr />
          <Button variant="outline" onClick={() => setDeleting({ record: record.data, open: true })}>
            Delete this {spec.one}
          </Button>
        </>
      )}
      {deleting && (
        <DeleteRecord
          spec={spec}
          record={deleting.record}
          open={deleting.open}
          onClose={() => setDeleting({ ...deleting, open: false })}
          onDeleted={() => navigate(`/staff/content/${spec.entity}`, { replace: true })}
        />
      )}
    </>
  );
}

/** /staff/content/:entity/:id (editors, managers): one record's form; `new` makes a new record. */
export function RecordPage() {
  const { entity, id = '' } = useParams();
  const spec = entitySpecOf(entity);
  const recordId = Number(id);
  const isNew = id === 'new';
  const known = spec && (isNew || (Number.isInteger(recordId) && recordId > 0));
  const back = spec ? (
    <Link to={`/staff/content/${spec.entity}`}>Back to {spec.many}</Link>
  ) : (
    <Link to="/staff/content">Back to content</Link>
  );
  if (!spec || !known)
    return (
      <StaffPage title="Content" lead={back}>
        <EmptyState title="No such record" message="Choose a record from its list." />
      </StaffPage>
    );
  return (
    <StaffPage title={isNew ? `New ${spec.one}` : `Edit ${spec.one}`} lead={back}>
      {isNew ? <RecordForm spec={spec} /> : <ExistingRecord key={recordId} spec={spec} id={recordId} />}
    </StaffPage>
  );
}

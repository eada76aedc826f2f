import {
  APPLICATION_SORTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  STAFF_INBOX_PAGE_SIZE,
  type ApplicationStatus,
  type StaffCareerApplication,
  type StaffListQuery,
} from '@haveli/contracts';
import {
  Button,
  Download,
  EmptyState,
  ErrorState,
  formatDateTime,
  Icon,
  LoadingState,
  Pager,
} from '@haveli/ui';
import { listQueryOf } from '../../../components/list-query';
import { ListToolbar } from '../../../components/list-toolbar';
import { SortHeader } from '../../../components/sort-header';
import { useApplications, useDownloadResume, useSetApplicationStatus } from '../api/applications';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function StatusControl({ application }: { application: StaffCareerApplication }) {
  const change = useSetApplicationStatus();
  const selectId = `application-status-${application.id}`;
  return (
    <>
      <label htmlFor={selectId} className="visually-hidden">
        Status of {application.name}’s application
      </label>
      <select
        id={selectId}
        className="form-select form-select-sm w-auto"
        value={change.isPending ? change.variables.status : application.status}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate({ id: application.id, status: event.target.value as ApplicationStatus })
        }
      >
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPLICATION_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {change.isError && (
        <p className="text-danger small mb-0" role="alert">
          {change.error.message}
        </p>
      )}
    </>
  );
}

function ResumeButton({ application }: { application: StaffCareerApplication }) {
  const download = useDownloadResume();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        busy={download.isPending}
        onClick={() => download.mutate(application)}
        aria-label={`Download resume of ${application.name} (${application.resume_type.toUpperCase()}, ${kilobytes(application.resume_size)})`}
      >
        <Icon icon={Download} size={16} className="me-1" />
        Download resume
      </Button>
      {download.isError && (
        <p className="text-danger small mb-0" role="alert">
          {download.error.message}
        </p>
      )}
    </>
  );
}

/** Job applications: who applied for what, their resume, and where each stands. */
export function Applications({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (query: StaffListQuery) => void;
}) {
  const query = listQueryOf(params, APPLICATION_STATUSES, APPLICATION_SORTS);
  const applications = useApplications(query);
  const sorted = {
    sort: query.sort ?? ('created_at' as const),
    dir: query.dir ?? (query.sort ? undefined : ('desc' as const)),
    onSort: (sort: (typeof APPLICATION_SORTS)[number], dir: 'asc' | 'desc') =>
      onApply({ ...query, sort, dir, page: 1 }),
  };

  let body;
  if (applications.isPending) body = <LoadingState label="Loading applications…" skeleton="lines" />;
  else if (applications.isError)
    body = (
      <ErrorState
        title="We could not load the applications"
        message={applications.error.message}
        onRetry={() => void applications.refetch()}
      />
    );
  else if (applications.data.data.length === 0)
    body = (
      <EmptyState
        title={query.q || query.status ? 'No applications match' : 'No applications yet'}
        message={
          query.q || query.status
            ? 'Change or clear the search to see more.'
            : 'Applications sent from the careers page appear here.'
        }
      />
    );
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {applications.data.total} {applications.data.total === 1 ? 'application' : 'applications'},{' '}
          {applications.data.waiting} not yet reviewed
        </p>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Career applications</caption>
            <thead>
              <tr>
                <SortHeader label="Applicant" column="name" {...sorted} />
                <SortHeader label="Position" column="posting" {...sorted} />
                <SortHeader label="Received" column="created_at" firstDir="desc" {...sorted} />
                <th scope="col">Resume</th>
                <SortHeader label="Status" column="status" {...sorted} />
              </tr>
            </thead>
            <tbody>
              {applications.data.data.map((application) => (
                <tr key={application.id}>
                  <td>
                    {application.name}
                    <div className="small text-secondary text-break">{application.email}</div>
                    <div className="small text-secondary">{application.phone}</div>
                  </td>
                  <td>{application.posting_title}</td>
                  <td className="small text-nowrap">{formatDateTime(application.created_at)}</td>
                  <td>
                    <ResumeButton application={application} />
                  </td>
                  <td>
                    <StatusControl application={application} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={query.page ?? 1}
          total={applications.data.total}
          pageSize={STAFF_INBOX_PAGE_SIZE}
          onPageChange={(page) => onApply({ ...query, page })}
          label="Application pages"
        />
      </>
    );

  return (
    <>
      <ListToolbar
        key={params.toString()}
        name="applications"
        q={query.q}
        status={query.status}
        statuses={APPLICATION_STATUSES}
        statusLabels={APPLICATION_STATUS_LABELS}
        onApply={(filters) => onApply({ ...query, ...filters, page: 1 })}
      />
      {body}
    </>
  );
}

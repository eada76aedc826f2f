import {
  isStaffRole,
  STAFF_AUDIT_PAGE_SIZE,
  STAFF_AUDIT_SORTS,
  STAFF_ROLE_LABELS,
  type StaffAuditQuery,
} from '@haveli/contracts';
import { EmptyState, ErrorState, formatDateTime, LoadingState, Pager } from '@haveli/ui';
import { useListParams } from '../../components/list-params';
import { SortHeader } from '../../components/sort-header';
import { StaffPage } from '../../components/staff-page';
import { useStaffAudit } from './api/staff-audit';
import { AuditFilters } from './audit-filters';
import { describeChange, readableAction } from './describe-change';

/** The filters as the address holds them; anything unreadable there is left out (the API would refuse it). */
export function auditFiltersOf(params: URLSearchParams): StaffAuditQuery {
  const day = (key: string) => {
    const value = params.get(key);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const actor = Number(params.get('actor'));
  const action = params.get('action');
  return {
    actor: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    action: action && /^[a-z_]+(\.[a-z_]+)?$/.test(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
  };
}

/** /staff/audit (managers): who changed what, and when, filtered by what the address says. */
export function AuditPage() {
  const { list, params, apply } = useListParams(STAFF_AUDIT_SORTS, '', 'desc');
  const filters: StaffAuditQuery = { ...auditFiltersOf(params), q: list.q || undefined };
  const log = useStaffAudit({ ...filters, sort: list.sort, dir: list.dir, page: list.page });
  const sortProps = {
    sort: list.sort,
    dir: list.dir,
    onSort: (sort: typeof list.sort, dir: typeof list.dir) => apply({ sort, dir }),
  };

  let body;
  if (log.isPending) body = <LoadingState label="Loading the audit log…" skeleton="lines" />;
  else if (log.isError)
    body = (
      <ErrorState
        title="We could not load the audit log"
        message={log.error.message}
        onRetry={() => void log.refetch()}
      />
    );
  else if (log.data.data.length === 0)
    body = <EmptyState title="No changes match" message="Change or clear the filters to see more." />;
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {log.data.total} {log.data.total === 1 ? 'change' : 'changes'}
        </p>
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Staff changes">
          <table className="table align-middle">
            <caption className="visually-hidden">Staff changes</caption>
            <thead>
              <tr>
                <SortHeader label="When" column="at" {...sortProps} />
                <SortHeader label="Who" column="actor" {...sortProps} />
                <SortHeader label="Action" column="action" {...sortProps} />
                <th scope="col">Record</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="text-nowrap">{formatDateTime(entry.at)}</td>
                  <td>
                    {entry.actor.name || 'Removed account'}
                    {isStaffRole(entry.actor.role) && (
                      <span className="d-block small text-body-secondary">
                        {STAFF_ROLE_LABELS[entry.actor.role]}
                      </span>
                    )}
                  </td>
                  <td>
                    {readableAction(entry.action)}
                    <code className="d-block small text-body-secondary">{entry.action}</code>
                  </td>
                  <td>{entry.record}</td>
                  <td className="small">{describeChange(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={list.page}
          total={log.data.total}
          pageSize={STAFF_AUDIT_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Audit log pages"
        />
      </>
    );

  return (
    <StaffPage
      title="Audit log"
      lead="Every change the staff made, newest first unless you sort by a column. The filters and the order stay in the address."
    >
      <AuditFilters
        key={params.toString()}
        filters={filters}
        actors={log.data?.actors ?? []}
        actions={log.data?.actions ?? []}
        onApply={(next) => apply({ ...next })}
      />
      {body}
    </StaffPage>
  );
}

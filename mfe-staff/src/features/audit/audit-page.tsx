import { STAFF_AUDIT_PAGE_SIZE, type StaffAuditEntry, type StaffAuditQuery } from '@haveli/contracts';
import { useSearchParams } from '@haveli/router';
import { EmptyState, ErrorState, formatDateTime, LoadingState, Pager } from '@haveli/ui';
import { StaffPage } from '../../components/staff-page';
import { useStaffAudit } from './api/staff-audit';
import { AuditFilters } from './audit-filters';

/** The filters as the address holds them; anything unreadable there is left out (the API would refuse it). */
export function auditFiltersOf(params: URLSearchParams): StaffAuditQuery {
  const day = (key: string) => {
    const value = params.get(key);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const actor = Number(params.get('actor'));
  const action = params.get('action');
  const page = Number(params.get('page'));
  return {
    actor: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    action: action && /^[a-z_]+(\.[a-z_]+)?$/.test(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toParams(filters: StaffAuditQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1))
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A change's fields as one short line: "status: Received → Preparing". */
export function describeChange(entry: Pick<StaffAuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (value: unknown) => (value === undefined || value === null ? '–' : String(value));
  return keys
    .map((key) => {
      const before = entry.before?.[key];
      const after = entry.after?.[key];
      return before === undefined ? `${key}: ${show(after)}` : `${key}: ${show(before)} → ${show(after)}`;
    })
    .join('; ');
}

/** /staff/audit (managers): who changed what, and when, filtered by what the address says. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersOf(params);
  const log = useStaffAudit(filters);
  const apply = (next: StaffAuditQuery) => setParams(toParams(next));

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
            <caption className="visually-hidden">Staff changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="text-nowrap">{formatDateTime(entry.at)}</td>
                  <td>{entry.actor.name || 'Removed account'}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td className="text-nowrap">
                    {entry.entity} {entry.entity_id}
                  </td>
                  <td className="small">{describeChange(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={filters.page ?? 1}
          total={log.data.total}
          pageSize={STAFF_AUDIT_PAGE_SIZE}
          onPageChange={(page) => apply({ ...filters, page })}
          label="Audit log pages"
        />
      </>
    );

  return (
    <StaffPage
      title="Audit log"
      lead="Every change the staff made, newest first. The filters stay in the address."
    >
      <AuditFilters
        key={params.toString()}
        filters={filters}
        actors={log.data?.actors ?? []}
        actions={log.data?.actions ?? []}
        onApply={apply}
      />
      {body}
    </StaffPage>
  );
}

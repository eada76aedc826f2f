import { STAFF_RATES_PAGE_SIZE, STAFF_STAY_RULE_SORTS, type StaffStayRule } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, formatDate, LoadingState, Pager } from '@haveli/ui';
import { useState } from 'react';
import { useListParams } from '../../../components/list-params';
import { SortHeader } from '../../../components/sort-header';
import { useStayRules } from '../api/staff-rates';
import { StayRuleDialog } from './stay-rule-dialog';

/** Stay rules: where several apply to an arrival, the strictest fewest and most nights hold. */
export function StayRulesTab() {
  const { list, apply } = useListParams(STAFF_STAY_RULE_SORTS);
  const rules = useStayRules({ page: list.page, sort: list.sort, dir: list.dir });
  const [editing, setEditing] = useState<{
    rule: StaffStayRule | undefined;
    open: boolean;
    opened: number;
  }>();
  const sortProps = {
    sort: list.sort,
    dir: list.dir,
    onSort: (sort: typeof list.sort, dir: typeof list.dir) => apply({ sort, dir }),
  };

  let body;
  if (rules.isPending) body = <LoadingState label="Loading stay rules…" skeleton="lines" />;
  else if (rules.isError)
    body = (
      <ErrorState
        title="We could not load the stay rules"
        message={rules.error.message}
        onRetry={() => void rules.refetch()}
      />
    );
  else if (rules.data.data.length === 0)
    body = <EmptyState title="No stay rules" message="Without one, guests stay 1 to 30 nights." />;
  else
    body = (
      <>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Stay rules</caption>
            <thead>
              <tr>
                <SortHeader label="Arrivals" column="starts_on" {...sortProps} />
                <th scope="col">Rooms</th>
                <SortHeader label="Nights" column="min_nights" {...sortProps} />
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.data.data.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row" className="fw-normal">
                    {formatDate(rule.starts_on)} to {formatDate(rule.ends_on)}
                  </th>
                  <td>{rule.room_type?.title ?? 'Every type'}</td>
                  <td>
                    {rule.min_nights} to {rule.max_nights}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit the rule for arrivals from ${formatDate(rule.starts_on)}`}
                      onClick={() => setEditing({ rule, open: true, opened: Date.now() })}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={list.page}
          total={rules.data.total}
          pageSize={STAFF_RATES_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Stay rule pages"
        />
      </>
    );

  return (
    <>
      <div className="d-flex justify-content-end">
        <Button
          className="mb-3"
          onClick={() => setEditing({ rule: undefined, open: true, opened: Date.now() })}
        >
          Add a stay rule
        </Button>
      </div>
      {body}
      {editing && (
        <StayRuleDialog
          key={editing.opened}
          rule={editing.rule}
          roomTypes={rules.data?.room_types ?? []}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      )}
    </>
  );
}

import { STAFF_RATES_PAGE_SIZE, STAFF_SEASON_SORTS, type StaffSeason } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, formatDate, formatInr, LoadingState, Pager } from '@haveli/ui';
import { useState } from 'react';
import { useListParams } from '../../../components/list-params';
import { SortHeader } from '../../../components/sort-header';
import { useSeasons } from '../api/staff-rates';
import { ListSearch } from './list-search';
import { SeasonDialog } from './season-dialog';

const adjustment = (season: StaffSeason) => {
  const sign = season.adjust_value > 0 ? '+' : '−';
  const size =
    season.adjust_kind === 'percent'
      ? `${Math.abs(season.adjust_value)}%`
      : formatInr(Math.abs(season.adjust_value));
  return `${sign}${size}`;
};

/** Seasons: the date ranges that move nightly rates, the highest priority winning where they overlap. */
export function SeasonsTab() {
  const { list, apply } = useListParams(STAFF_SEASON_SORTS);
  const seasons = useSeasons({ ...list, q: list.q || undefined });
  const [editing, setEditing] = useState<{
    season: StaffSeason | undefined;
    open: boolean;
    opened: number;
  }>();
  const sortProps = {
    sort: list.sort,
    dir: list.dir,
    onSort: (sort: typeof list.sort, dir: typeof list.dir) => apply({ sort, dir }),
  };

  let body;
  if (seasons.isPending) body = <LoadingState label="Loading seasons…" skeleton="lines" />;
  else if (seasons.isError)
    body = (
      <ErrorState
        title="We could not load the seasons"
        message={seasons.error.message}
        onRetry={() => void seasons.refetch()}
      />
    );
  else if (seasons.data.data.length === 0)
    body = <EmptyState title="No seasons match" message="Add a season, or clear the search." />;
  else
    body = (
      <>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Seasons</caption>
            <thead>
              <tr>
                <SortHeader label="Name" column="name" {...sortProps} />
                <th scope="col">Rooms</th>
                <SortHeader label="Dates" column="starts_on" {...sortProps} />
                <th scope="col">Rate</th>
                <SortHeader label="Priority" column="priority" {...sortProps} />
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {seasons.data.data.map((season) => (
                <tr key={season.id}>
                  <th scope="row">{season.name}</th>
                  <td>{season.room_type?.title ?? 'Every type'}</td>
                  <td>
                    {formatDate(season.starts_on)} to {formatDate(season.ends_on)}
                  </td>
                  <td>
                    {adjustment(season)}
                    {season.combine === 'add' && (
                      <span className="d-block small text-body-secondary">Added to lower seasons</span>
                    )}
                  </td>
                  <td>{season.priority}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit ${season.name} from ${formatDate(season.starts_on)}`}
                      onClick={() => setEditing({ season, open: true, opened: Date.now() })}
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
          total={seasons.data.total}
          pageSize={STAFF_RATES_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Season pages"
        />
      </>
    );

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
        <ListSearch label="Search seasons" value={list.q} onSearch={(q) => apply({ q })} />
        <Button
          className="mb-3"
          onClick={() => setEditing({ season: undefined, open: true, opened: Date.now() })}
        >
          Add a season
        </Button>
      </div>
      {body}
      {editing && (
        <SeasonDialog
          key={editing.opened}
          season={editing.season}
          roomTypes={seasons.data?.room_types ?? []}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      )}
    </>
  );
}

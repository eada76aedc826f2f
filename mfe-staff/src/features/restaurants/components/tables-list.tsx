import {
  STAFF_TABLES_PAGE_SIZE,
  type StaffRestaurant,
  type StaffRestaurantTable,
  type StaffTableSort,
} from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormAlert, FormField, LoadingState, Modal, Pager } from '@haveli/ui';
import { useState } from 'react';
import { useRestaurantTables, useRetireTable } from '../api/staff-restaurants';
import { TableDialog } from './table-dialog';

const COLUMNS: readonly { key: StaffTableSort; label: string }[] = [
  { key: 'label', label: 'Table' },
  { key: 'seats', label: 'Seats' },
  { key: 'upcoming', label: 'Upcoming parties' },
];

function RetireDialog({
  restaurant,
  table,
  open,
  onClose,
  onRetired,
}: {
  restaurant: StaffRestaurant;
  table: StaffRestaurantTable;
  open: boolean;
  onClose: () => void;
  onRetired: () => void;
}) {
  const retire = useRetireTable();
  return (
    <Modal
      title={`Retire ${table.label}`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button
            busy={retire.isPending}
            onClick={() =>
              retire.mutate(
                { restaurantId: restaurant.id, tableId: table.id },
                {
                  onSuccess: () => {
                    onRetired();
                    onClose();
                  },
                },
              )
            }
          >
            Retire table
          </Button>
        </>
      }
    >
      <FormAlert message={retire.isError ? retire.error.message : null} />
      <p className="mb-0">
        {table.label} will no longer be offered to guests or confirmed with. Past requests keep it.
      </p>
    </Modal>
  );
}

/** A restaurant's tables in service, a page at a time from the server: searched, sorted, changed, retired, added. */
export function TablesList({ restaurant }: { restaurant: StaffRestaurant }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: StaffTableSort; descending: boolean }>({
    key: 'label',
    descending: false,
  });
  const [page, setPage] = useState(1);
  const tables = useRestaurantTables(restaurant.id, {
    search: search.trim() || undefined,
    sort: sort.key,
    order: sort.descending ? 'desc' : 'asc',
    page,
  });
  // The table asked about stays while its dialog closes, so focus can go back to its button.
  const [editing, setEditing] = useState<{ table?: StaffRestaurantTable; open: boolean; round: number }>();
  const [retiring, setRetiring] = useState<{ table: StaffRestaurantTable; open: boolean }>();

  const sortBy = (key: StaffTableSort) => {
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }));
    setPage(1);
  };
  const edit = (table?: StaffRestaurantTable) =>
    setEditing({ ...(table ? { table } : {}), open: true, round: (editing?.round ?? 0) + 1 });

  let list;
  if (tables.isPending) list = <LoadingState label="Loading the tables…" skeleton="lines" />;
  else if (tables.isError)
    list = (
      <ErrorState
        title="We could not load the tables"
        message={tables.error.message}
        onRetry={() => void tables.refetch()}
      />
    );
  else if (tables.data.total === 0)
    list = search.trim() ? (
      <p className="text-secondary">No table’s name contains “{search.trim()}”.</p>
    ) : (
      <EmptyState title="No tables yet" message="Add one so guests’ requests can be confirmed." />
    );
  else
    list = (
      <>
        <p className="small text-secondary mb-1" aria-live="polite">
          {tables.data.total} {tables.data.total === 1 ? 'table' : 'tables'}
        </p>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Tables of {restaurant.name}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined
                    }
                  >
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-semibold text-start"
                      onClick={() => sortBy(column.key)}
                    >
                      {column.label}
                      <span className="visually-hidden">, sort</span>
                    </button>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.data.data.map((table) => (
                <tr key={table.id}>
                  <td>{table.label}</td>
                  <td>{table.seats}</td>
                  <td>{table.upcoming}</td>
                  <td className="text-nowrap">
                    <Button
                      size="sm"
                      variant="outline"
                      className="me-2"
                      aria-label={`Change ${table.label}`}
                      onClick={() => edit(table)}
                    >
                      Change
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Retire ${table.label}`}
                      onClick={() => setRetiring({ table, open: true })}
                    >
                      Retire
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          total={tables.data.total}
          pageSize={STAFF_TABLES_PAGE_SIZE}
          onPageChange={setPage}
          label={`Pages of ${restaurant.name}’s tables`}
        />
      </>
    );

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <FormField label="Search tables" className="flex-grow-1 mb-0">
          {(control) => (
            <input
              {...control}
              type="search"
              maxLength={40}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          )}
        </FormField>
        <Button variant="outline" onClick={() => edit()}>
          Add a table
        </Button>
      </div>
      {list}
      {editing && (
        <TableDialog
          key={editing.round}
          restaurant={restaurant}
          table={editing.table}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      )}
      {retiring && (
        <RetireDialog
          key={retiring.table.id}
          restaurant={restaurant}
          table={retiring.table}
          open={retiring.open}
          onClose={() => setRetiring({ ...retiring, open: false })}
          onRetired={() => {
            // The last table of a later page is gone: show the page before it.
            if (page > 1 && tables.data?.data.length === 1) setPage(page - 1);
          }}
        />
      )}
    </>
  );
}

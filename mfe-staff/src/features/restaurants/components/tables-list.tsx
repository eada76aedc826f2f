import type { StaffRestaurant, StaffRestaurantTable } from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { useState } from 'react';
import { useRetireTable } from '../api/staff-restaurants';
import { TableDialog } from './table-dialog';

type SortKey = 'label' | 'seats';
const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'label', label: 'Table' },
  { key: 'seats', label: 'Seats' },
];

function RetireDialog({
  restaurant,
  table,
  open,
  onClose,
}: {
  restaurant: StaffRestaurant;
  table: StaffRestaurantTable;
  open: boolean;
  onClose: () => void;
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
              retire.mutate({ restaurantId: restaurant.id, tableId: table.id }, { onSuccess: onClose })
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

/** A restaurant's tables in service: searchable and sortable, each changed or retired, and new ones added. */
export function TablesList({ restaurant }: { restaurant: StaffRestaurant }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'label',
    descending: false,
  });
  // The table asked about stays while its dialog closes, so focus can go back to its button.
  const [editing, setEditing] = useState<{ table?: StaffRestaurantTable; open: boolean; round: number }>();
  const [retiring, setRetiring] = useState<{ table: StaffRestaurantTable; open: boolean }>();

  const wanted = search.trim().toLowerCase();
  const shown = restaurant.tables
    .filter((table) => table.label.toLowerCase().includes(wanted))
    .sort((a, b) => {
      const order =
        sort.key === 'seats'
          ? a.seats - b.seats || a.label.localeCompare(b.label)
          : a.label.localeCompare(b.label);
      return sort.descending ? -order : order;
    });
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }));

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <FormField label="Search tables" className="flex-grow-1 mb-0">
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
        <Button
          variant="outline"
          onClick={() => setEditing({ open: true, round: (editing?.round ?? 0) + 1 })}
        >
          Add a table
        </Button>
      </div>
      {restaurant.tables.length === 0 ? (
        <p className="text-secondary">No tables yet: add one so guests’ requests can be confirmed.</p>
      ) : shown.length === 0 ? (
        <p className="text-secondary">No table’s name contains “{search.trim()}”.</p>
      ) : (
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
                      className="btn btn-link p-0 fw-semibold"
                      onClick={() => sortBy(column.key)}
                    >
                      {column.label}
                      <span className="visually-hidden">, sort</span>
                    </button>
                  </th>
                ))}
                <th scope="col">Upcoming parties</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((table) => (
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
                      onClick={() => setEditing({ table, open: true, round: (editing?.round ?? 0) + 1 })}
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
      )}
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
        />
      )}
    </>
  );
}

import type { StaffDish } from '@haveli/contracts';
import { Button, ErrorState, FormAlert, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { useSetDishSoldOut, useStaffDishes } from '../api/kitchen-orders';

function DishRow({ dish, change }: { dish: StaffDish; change: ReturnType<typeof useSetDishSoldOut> }) {
  const busy = change.isPending && change.variables?.id === dish.id;
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 border-top py-2">
      <span className="me-auto">
        {dish.name} <span className="small text-secondary">· {dish.category}</span>
      </span>
      <Button
        size="sm"
        variant={dish.sold_out ? 'primary' : 'outline'}
        busy={busy}
        disabled={change.isPending}
        aria-label={`${dish.sold_out ? 'Back on sale' : 'Sold out'}: ${dish.name}`}
        onClick={() => change.mutate({ id: dish.id, soldOut: !dish.sold_out })}
      >
        {dish.sold_out ? 'Back on sale' : 'Sold out'}
      </Button>
    </li>
  );
}

/**
 * The kitchen's "86": the dishes sold out today, each put back on sale with a tap, and the others to find
 * and mark sold out. The menu shows it at once and refuses new orders of it; the next day it is on sale again.
 */
export function SoldOutDishes() {
  const dishes = useStaffDishes();
  const change = useSetDishSoldOut();
  const [search, setSearch] = useState('');
  let body;
  if (dishes.isPending) body = <LoadingState label="Loading the dishes…" skeleton="lines" />;
  else if (dishes.isError)
    body = (
      <ErrorState
        title="We could not load the dishes"
        message={dishes.error.message}
        onRetry={() => void dishes.refetch()}
      />
    );
  else {
    const soldOut = dishes.data.filter((dish) => dish.sold_out);
    const term = search.trim().toLowerCase();
    const onSale = dishes.data.filter(
      (dish) => !dish.sold_out && term !== '' && dish.name.toLowerCase().includes(term),
    );
    body = (
      <>
        <FormAlert message={change.isError ? change.error.message : null} />
        {soldOut.length === 0 ? (
          <p className="text-secondary">Every dish is on sale.</p>
        ) : (
          <ul className="list-unstyled" aria-label="Sold out today">
            {soldOut.map((dish) => (
              <DishRow key={dish.id} dish={dish} change={change} />
            ))}
          </ul>
        )}
        <label htmlFor="sold-out-search" className="form-label">
          Find a dish to mark sold out
        </label>
        <input
          id="sold-out-search"
          type="search"
          className="form-control"
          maxLength={60}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {term !== '' && (
          <ul className="list-unstyled mt-2 mb-0" aria-label="Dishes on sale">
            {onSale.length === 0 ? (
              <li className="text-secondary">No dish on sale matches.</li>
            ) : (
              onSale.map((dish) => <DishRow key={dish.id} dish={dish} change={change} />)
            )}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className="card haveli-card mt-4" aria-labelledby="sold-out-title">
      <div className="card-body">
        <h2 className="h5" id="sold-out-title">
          Sold out today
        </h2>
        <p className="small text-secondary">
          A dish marked sold out shows so on the menu at once and cannot be ordered; it is back on sale
          tomorrow by itself.
        </p>
        {body}
      </div>
    </section>
  );
}

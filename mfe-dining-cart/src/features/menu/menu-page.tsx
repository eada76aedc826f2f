import { PAGE_SIZE, type CartLine, type FoodItem } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { ErrorState, LoadingState, Pager } from '@haveli/ui';
import { startTransition, useCallback, useOptimistic, useState } from 'react';
import { Link } from '@haveli/router';
import type { CartLineInput } from '../../cart/cart-store';
import { useCart } from '../../cart/use-cart';
import { useFoodItems } from './api/get-food-items';
import { DietMark } from './components/diet-mark';
import { FoodItemCard } from './components/food-item-card';
import { FoodItemModal } from './components/food-item-modal';
import { useCategoryFilter, useVegOnlyFilter } from './hooks/use-category-filter';

/** SPEC §8. */
export const FOOD_ADDED_MESSAGE = 'Food Item added Successfully';

interface Selection {
  item: FoodItem;
  /** Taken when the modal opens, so a change elsewhere cannot turn an add into an edit under the guest. */
  line?: CartLine;
}

export function MenuPage() {
  const category = useCategoryFilter();
  const [vegOnly, setVegOnly] = useVegOnlyFilter();
  // The router changes the address in a transition, so the switch would snap back until the new list renders:
  // it shows the guest's choice at once, and the address (and the list) follow.
  const [vegSwitch, setVegSwitch] = useOptimistic(vegOnly);
  const switchVegOnly = (next: boolean) =>
    startTransition(() => {
      setVegSwitch(next);
      setVegOnly(next);
    });
  // Another category, or the veg-only switch, starts again at the first page.
  const filter = `${category ?? ''}:${vegOnly}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const foodItems = useFoodItems(page, category, vegOnly);
  const categoryName = category ? foodItems.data?.data[0]?.category : undefined;
  const { cart, addItem, updateItem } = useCart();
  const [selection, setSelection] = useState<Selection | null>(null);
  // Stable, because the modal re-runs its focus handling whenever onClose changes.
  const closeModal = useCallback(() => setSelection(null), []);

  const lineOf = (item: FoodItem) => cart.items.find((line) => line.productId === item.id);

  const confirm = (input: CartLineInput) => {
    const edited = selection?.line;
    if (edited && cart.items.some((line) => line.key === edited.key)) {
      updateItem(edited.key, input);
    } else {
      addItem(input);
      showToast({ kind: 'success', message: FOOD_ADDED_MESSAGE });
    }
    closeModal();
  };

  return (
    <section className="container py-5" aria-labelledby="menu-title">
      <header className="text-center mb-5">
        <h1 id="menu-title" className="display-5 section-title">
          Our Menu
        </h1>
        <p className="lead mx-auto mt-3 mb-0 menu-lead">
          Rajasthani classics and the chef&rsquo;s own dishes, cooked to order and served at your table or in
          your room.
        </p>
        {category ? (
          <p className="mt-3 mb-0">
            {categoryName ? `Dishes from ${categoryName}` : 'Dishes from one category'} ·{' '}
            <Link to="/menu">Show all dishes</Link>
          </p>
        ) : (
          <p className="mt-3 mb-0">
            <Link to="/category-list">Browse the menu by category</Link>
          </p>
        )}
        <div className="form-check form-switch d-inline-flex align-items-center gap-2 mt-3 mb-0 veg-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="menu-veg-only"
            checked={vegSwitch}
            onChange={(event) => switchVegOnly(event.target.checked)}
          />
          <label className="form-check-label d-inline-flex align-items-center gap-2" htmlFor="menu-veg-only">
            <DietMark diet="veg" decorative />
            Vegetarian only
          </label>
        </div>
      </header>

      {foodItems.isPending ? (
        // As tall as the dishes it waits for, so the footer does not jump down when they arrive.
        <div className="menu-loading">
          <LoadingState label="Loading the menu…" />
        </div>
      ) : foodItems.isError ? (
        <ErrorState
          title="We could not load the menu"
          message={foodItems.error.message}
          onRetry={() => void foodItems.refetch()}
        />
      ) : foodItems.data.data.length === 0 ? (
        <p className="text-center text-secondary py-5">
          {vegOnly
            ? 'No vegetarian dishes are available here right now.'
            : 'No dishes are available right now.'}
        </p>
      ) : (
        <ul className="row g-4 list-unstyled" aria-busy={foodItems.isPlaceholderData}>
          {foodItems.data.data.map((item) => (
            <li className="col-12 col-md-6" key={item.id}>
              <FoodItemCard
                item={item}
                inCart={lineOf(item) !== undefined}
                onChoose={(chosen) => setSelection({ item: chosen, line: lineOf(chosen) })}
              />
            </li>
          ))}
        </ul>
      )}

      {foodItems.data && (
        <div className="d-flex justify-content-center mt-4">
          <Pager
            page={page}
            total={foodItems.data.total}
            pageSize={PAGE_SIZE.menu}
            onPageChange={setPage}
            label="Menu pages"
          />
        </div>
      )}

      {selection && (
        <FoodItemModal
          key={selection.item.id}
          item={selection.item}
          line={selection.line}
          onConfirm={confirm}
          onClose={closeModal}
        />
      )}
    </section>
  );
}

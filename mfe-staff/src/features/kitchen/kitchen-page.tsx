import { documentTitle } from '@haveli/contracts';
import { CookingPot, EmptyState, ErrorState, LoadingState } from '@haveli/ui';
import { useEffect, useMemo } from 'react';
import { StaffPage } from '../../components/staff-page';
import { useKitchenOrders } from './api/kitchen-orders';
import { useNewOrderChime } from './chime';
import { KitchenOrderCard } from './components/kitchen-order-card';

export const KITCHEN_TITLE = 'Kitchen queue · Staff';

/** The tab says how many orders are open, so a cook sees new work from another tab or across the room. */
function useCountInTitle(count: number | undefined) {
  useEffect(() => {
    if (count === undefined) return;
    document.title = documentTitle(count > 0 ? `(${count}) ${KITCHEN_TITLE}` : KITCHEN_TITLE);
  }, [count]);
}

/** The switch of the sound on new orders, beside the queue's heading. */
function SoundSwitch({ enabled, toggle }: ReturnType<typeof useNewOrderChime>) {
  return (
    <div className="form-check form-switch kitchen-sound mb-3">
      <input
        id="kitchen-sound"
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={enabled}
        onChange={(event) => toggle(event.target.checked)}
      />
      <label className="form-check-label" htmlFor="kitchen-sound">
        Sound on new orders
      </label>
    </div>
  );
}

function Queue() {
  const orders = useKitchenOrders();
  const ids = useMemo(() => orders.data?.map((order) => order.id), [orders.data]);
  const chime = useNewOrderChime(ids);
  useCountInTitle(orders.data?.length);
  return (
    <>
      <SoundSwitch {...chime} />
      <QueueList orders={orders} />
    </>
  );
}

function QueueList({ orders }: { orders: ReturnType<typeof useKitchenOrders> }) {
  if (orders.isPending) return <LoadingState label="Loading the kitchen’s orders…" skeleton="cards" />;
  if (orders.isError) {
    return (
      <ErrorState
        title="We could not load the orders"
        message={orders.error.message}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={CookingPot}
        title="No open orders"
        message="New orders appear here the moment guests place them."
      />
    );
  }
  return (
    <ul className="row g-3 list-unstyled" aria-label="Open orders">
      {orders.data.map((order) => (
        <li key={order.id} className="col-12 col-md-6 col-xxl-4">
          <KitchenOrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/** /staff/kitchen: open food orders, oldest first, moved on with one tap. */
export function KitchenPage() {
  return (
    <StaffPage title="Kitchen queue" lead="Open orders, oldest first. New orders appear on their own.">
      <Queue />
    </StaffPage>
  );
}

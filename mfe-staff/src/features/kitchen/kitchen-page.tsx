import { documentTitle } from '@haveli/contracts';
import { CookingPot, EmptyState, ErrorState, LoadingState } from '@haveli/ui';
import { useEffect, useMemo, useState } from 'react';
import { StaffPage } from '../../components/staff-page';
import { useKitchenOrders } from './api/kitchen-orders';
import { useKitchenChime } from './chime';
import { KitchenOrderCard, lateness } from './components/kitchen-order-card';
import { SoldOutDishes } from './components/sold-out-dishes';

export const KITCHEN_TITLE = 'Kitchen queue · Staff';
/** How often the tickets' ages and lateness are read again. */
const TICK_MS = 15_000;

/** The tab says how many orders are open, so a cook sees new work from another tab or across the room. */
function useCountInTitle(count: number | undefined) {
  useEffect(() => {
    if (count === undefined) return;
    document.title = documentTitle(count > 0 ? `(${count}) ${KITCHEN_TITLE}` : KITCHEN_TITLE);
  }, [count]);
}

/** The switch of the sound on new orders (and on orders turning late), beside the queue's heading. */
function SoundSwitch({ enabled, toggle }: ReturnType<typeof useKitchenChime>) {
  return (
    <div className="form-check form-switch kitchen-sound mb-3">
      <input
        id="kitchen-sound"
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={enabled}
        onChange={(event) => toggle(event.target.checked)}
        aria-describedby="kitchen-sound-hint"
      />
      <label className="form-check-label" htmlFor="kitchen-sound">
        Sound on new orders
      </label>
      <div id="kitchen-sound-hint" className="form-text mt-0">
        And again when an order turns late.
      </div>
    </div>
  );
}

/** The time now, read again every `everyMs`: what the tickets' ages and lateness are measured against. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function Queue() {
  const orders = useKitchenOrders();
  const now = useNow(TICK_MS);
  // A chime for each new order, and again for each order that turns late.
  const signals = useMemo(
    () =>
      orders.data?.flatMap((order) => [
        `new ${order.id}`,
        ...(lateness(order, now) > 0 ? [`late ${order.id}`] : []),
      ]),
    [orders.data, now],
  );
  const chime = useKitchenChime(signals);
  useCountInTitle(orders.data?.length);
  return (
    <>
      <SoundSwitch {...chime} />
      <QueueList orders={orders} now={now} />
      <SoldOutDishes />
    </>
  );
}

function QueueList({ orders, now }: { orders: ReturnType<typeof useKitchenOrders>; now: number }) {
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
          <KitchenOrderCard order={order} now={now} />
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

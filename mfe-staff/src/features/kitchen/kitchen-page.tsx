import { documentTitle, type StaffOrder } from '@haveli/contracts';
import { useSearchParams } from '@haveli/router';
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

/**
 * One outlet's tickets (a restaurant, in-room dining, pickup) or all of them, held in the address so a
 * tablet at one pass stays on its outlet when the page is read again.
 */
function useOutlet(): [string | null, (outlet: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (outlet: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (outlet) next.set('outlet', outlet);
        else next.delete('outlet');
        return next;
      },
      { replace: true },
    );
  return [params.get('outlet'), set];
}

/** The outlets with open tickets, each with how many, and "All outlets". */
function OutletFilter({
  orders,
  outlet,
  choose,
}: {
  orders: readonly StaffOrder[];
  outlet: string | null;
  choose: (outlet: string | null) => void;
}) {
  const counts = new Map<string, number>();
  for (const order of orders) counts.set(order.outlet, (counts.get(order.outlet) ?? 0) + 1);
  const choices: [string | null, string, number][] = [
    [null, 'All outlets', orders.length],
    ...[...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]): [string, string, number] => [name, name, count]),
  ];
  return (
    <div className="kitchen-outlets d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Outlet">
      {choices.map(([value, label, count]) => (
        <button
          key={label}
          type="button"
          className={`btn ${outlet === value ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={outlet === value}
          onClick={() => choose(value)}
        >
          {label} <span className="badge text-bg-light ms-1">{count}</span>
        </button>
      ))}
    </div>
  );
}

function QueueList({ orders, now }: { orders: ReturnType<typeof useKitchenOrders>; now: number }) {
  const [outlet, choose] = useOutlet();
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
  // An outlet with no open ticket left shows nothing rather than every outlet's.
  const shown = outlet ? orders.data.filter((order) => order.outlet === outlet) : orders.data;
  return (
    <>
      <OutletFilter orders={orders.data} outlet={outlet} choose={choose} />
      {shown.length === 0 && <p>No open orders for {outlet} now.</p>}
      <ul className="row g-3 list-unstyled" aria-label="Open orders">
        {shown.map((order) => (
          <li key={order.id} className="col-12 col-md-6 col-xxl-4">
            <KitchenOrderCard order={order} now={now} />
          </li>
        ))}
      </ul>
    </>
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

import { FULFILMENT_LABELS, nextStatuses, type OrderStatus, type StaffOrder } from '@haveli/contracts';
import { Badge, type BadgeTone, Button, formatDateTime, formatInr } from '@haveli/ui';
import { useRef, useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import {
  useCancelOrderByKitchen,
  useMarkOrderItem,
  useMoveOrder,
  useTakeOrderPayment,
  useUndoOrderMove,
} from '../api/kitchen-orders';
import { TakePaymentDialog } from './take-payment-dialog';

const TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  Received: 'brand',
  Preparing: 'warning',
  Ready: 'success',
  'Out for delivery': 'info',
};

/** What the button that moves an order on says. */
const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  Preparing: 'Start preparing',
  Ready: 'Mark ready',
  Completed: 'Mark completed',
  'Out for delivery': 'Send out for delivery',
  Delivered: 'Mark delivered',
};

/** An order paid at the hotel is paid when it is handed over: ready, or on its way to the room. */
const PAYABLE_IN_QUEUE: readonly OrderStatus[] = ['Ready', 'Out for delivery'];

/** How the order is paid, and whether it is. */
function PaymentNote({ order }: { order: StaffOrder }) {
  if (order.payment === 'room_charge') return <p className="mb-3 text-secondary">Charged to the room</p>;
  if (order.invoice)
    return (
      <p className="mb-3 text-success-emphasis">
        Paid {formatInr(order.total)} · GST tax invoice {order.invoice.number}
      </p>
    );
  return <p className="mb-3 text-secondary">To pay at the hotel: {formatInr(order.total)}</p>;
}

/** Where the order goes, with the restaurant a table is in. */
function whereOf(order: StaffOrder): string {
  if (order.fulfilment === 'room') return `${FULFILMENT_LABELS.room}: Room ${order.room_no ?? ''}`;
  if (order.fulfilment === 'table') return `${order.outlet} · Table ${order.table_name ?? ''}`;
  return 'Pickup';
}

/** Prints this ticket alone (a kitchen chit), the rest of the page hidden by the print styles. */
function printTicket(ticket: HTMLElement | null) {
  if (!ticket || typeof window.print !== 'function') return;
  ticket.classList.add('kitchen-ticket-print');
  document.body.classList.add('printing-ticket');
  const done = () => {
    ticket.classList.remove('kitchen-ticket-print');
    document.body.classList.remove('printing-ticket');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** The ticket's dishes: while it is being made, each ticked off as it leaves the pass. */
function TicketItems({ order }: { order: StaffOrder }) {
  const mark = useMarkOrderItem();
  const cooking = COOKING.includes(order.status);
  return (
    <>
      <ul className="kitchen-items list-unstyled mb-3" aria-label={`Dishes of ${order.reference}`}>
        {order.items.map((item) => {
          const label = (
            <>
              <span className="kitchen-quantity">{item.quantity} ×</span> {item.name}
              {item.variant && <span className="text-secondary"> ({item.variant})</span>}
            </>
          );
          const id = `kitchen-item-${item.id}`;
          return (
            <li key={item.id} className={item.done ? 'kitchen-item-done' : undefined}>
              {cooking ? (
                <div className="form-check kitchen-item">
                  <input
                    id={id}
                    className="form-check-input"
                    type="checkbox"
                    checked={item.done}
                    disabled={mark.isPending && mark.variables.itemId === item.id}
                    onChange={(event) =>
                      mark.mutate({ id: order.id, itemId: item.id, done: event.target.checked })
                    }
                  />
                  <label className="form-check-label" htmlFor={id}>
                    {label}
                  </label>
                </div>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
      {cooking && order.items.length > 1 && order.items.every((item) => item.done) && (
        <p className="text-success-emphasis mb-3">Every dish is made: mark it ready.</p>
      )}
      {mark.isError && (
        <p className="text-danger mb-3" role="alert">
          {mark.error.message}
        </p>
      )}
    </>
  );
}

/** The kitchen is late on an order it has not made ready by when it is due. */
const COOKING: readonly OrderStatus[] = ['Received', 'Preparing'];
const MINUTE = 60_000;
/** How long a move may be taken back (the API's own limit). */
const UNDO_MS = 60_000;

/** Minutes an order is late at `now` (0 when it is not): due, and still in the kitchen. */
export function lateness(order: StaffOrder, now: number): number {
  if (!COOKING.includes(order.status)) return 0;
  const late = now - Date.parse(order.scheduled_for ?? order.estimated_ready_at);
  return late > 0 ? Math.ceil(late / MINUTE) : 0;
}

/** "just now", "1 min ago", "1 h 5 min ago". */
function ageOf(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE));
  if (minutes === 0) return 'just now';
  return minutes < 60 ? `${minutes} min ago` : `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** One order in the kitchen: large enough to read and tap on a tablet across the pass, late in red. */
export function KitchenOrderCard({ order, now }: { order: StaffOrder; now: number }) {
  const titleId = `kitchen-order-${order.id}`;
  const move = useMoveOrder();
  const cancel = useCancelOrderByKitchen();
  const take = useTakeOrderPayment();
  const undo = useUndoOrderMove();
  const ticket = useRef<HTMLElement>(null);
  // The last move made from this card, and when: it can be taken back for a minute.
  const [lastMove, setLastMove] = useState<{ from: OrderStatus; at: number } | null>(null);
  const undoable = lastMove !== null && now - lastMove.at < UNDO_MS && !undo.isSuccess;
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const late = lateness(order, now);
  const payable = order.payment === 'at_hotel' && !order.invoice && PAYABLE_IN_QUEUE.includes(order.status);
  const moves = nextStatuses(order.status, order.fulfilment).filter((status) => status !== 'Cancelled');
  const cancellable = nextStatuses(order.status, order.fulfilment).includes('Cancelled');

  return (
    <article
      ref={ticket}
      className={`card kitchen-card h-100${late > 0 ? ' kitchen-card-late' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0" id={titleId}>
          {order.reference} · {order.guest_name}
        </h2>
        <span className="d-flex gap-2">
          {late > 0 && <Badge tone="danger">Late by {late} min</Badge>}
          <Badge tone={TONES[order.status] ?? 'neutral'}>{order.status}</Badge>
        </span>
      </div>
      <div className="card-body">
        <p className="mb-1 fw-semibold">{whereOf(order)}</p>
        <p className="mb-1 text-secondary">
          Placed {ageOf(order.created_at, now)} · ready by{' '}
          {formatDateTime(order.scheduled_for ?? order.estimated_ready_at)}
        </p>
        <PaymentNote order={order} />
        <TicketItems order={order} />
        {order.instructions && (
          <p className="kitchen-instructions mb-0">
            <span className="fw-semibold">Note: </span>
            {order.instructions}
          </p>
        )}
        {take.isSuccess && (
          <p className="text-success-emphasis mt-3 mb-0" role="status">
            {take.data.message}
          </p>
        )}
        {undo.isError && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {undo.error.message}
          </p>
        )}
        {move.isError && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {move.error.message}
          </p>
        )}
      </div>
      <div className="card-footer d-flex flex-wrap gap-2 d-print-none">
        {moves.map((status) => (
          <Button
            key={status}
            size="lg"
            busy={move.isPending && move.variables?.status === status}
            disabled={move.isPending}
            onClick={() => {
              const from = order.status;
              undo.reset();
              move.mutate(
                { id: order.id, status },
                { onSuccess: () => setLastMove({ from, at: Date.now() }) },
              );
            }}
          >
            {MOVE_LABELS[status] ?? status}
          </Button>
        ))}
        {undoable && (
          <Button
            size="sm"
            variant="link"
            busy={undo.isPending}
            onClick={() => undo.mutate(order.id, { onSuccess: () => setLastMove(null) })}
          >
            Undo: back to {lastMove.from}
          </Button>
        )}
        {payable && (
          <Button size="lg" variant="outline" onClick={() => setPaying(true)}>
            Take payment<span className="visually-hidden"> for {order.reference}</span>
          </Button>
        )}
        <Button size="sm" variant="link" onClick={() => printTicket(ticket.current)}>
          Print ticket<span className="visually-hidden"> {order.reference}</span>
        </Button>
        {cancellable && !order.invoice && (
          <Button size="lg" variant="outline" onClick={() => setCancelling(true)}>
            Cancel order
          </Button>
        )}
      </div>
      <TakePaymentDialog order={order} open={paying} onClose={() => setPaying(false)} take={take} />
      <ReasonDialog
        title={`Cancel order ${order.reference}`}
        action="Cancel order"
        open={cancelling}
        busy={cancel.isPending}
        failure={cancel.isError ? cancel.error.message : null}
        onClose={() => {
          cancel.reset();
          setCancelling(false);
        }}
        onSubmit={(reason) =>
          cancel.mutate({ id: order.id, reason }, { onSuccess: () => setCancelling(false) })
        }
      />
    </article>
  );
}

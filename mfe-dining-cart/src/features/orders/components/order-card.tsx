import {
  FULFILMENT_LABELS,
  GUEST_CANCELLABLE_STATUS,
  PAYMENT_LABELS,
  type Order,
  type OrderStatus,
} from '@haveli/contracts';
import { formatDate, formatDateTime, formatInr, InvoiceList } from '@haveli/ui';
import { useState } from 'react';
import { getOrderInvoice, useCancelOrder, useDownloadReceipt } from '../api/order-actions';

const BADGES: Partial<Record<OrderStatus, string>> = {
  Received: 'text-bg-primary',
  Preparing: 'text-bg-warning',
  Ready: 'text-bg-info',
  'Out for delivery': 'text-bg-info',
  Delivered: 'text-bg-success',
  Completed: 'text-bg-success',
  Cancelled: 'text-bg-secondary',
};

/** The steps an order goes through, by where it goes. */
const stepsOf = (order: Order): OrderStatus[] =>
  order.fulfilment === 'room'
    ? ['Received', 'Preparing', 'Ready', 'Out for delivery', 'Delivered']
    : ['Received', 'Preparing', 'Ready', 'Completed'];

function whereOf(order: Order): string {
  if (order.fulfilment === 'room') return `${FULFILMENT_LABELS.room}, Room ${order.room_no ?? ''}`;
  if (order.fulfilment === 'table') return `${FULFILMENT_LABELS.table}: ${order.table_name ?? ''}`;
  return 'Pickup from the restaurant';
}

/** One food order: reference, status and progress, where and when, dishes, GST, total, receipt and cancel. */
export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-${order.id}-title`;
  const cancel = useCancelOrder();
  const receipt = useDownloadReceipt();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const steps = stepsOf(order);
  const reached = steps.indexOf(order.status);
  const finished = order.status === 'Cancelled' || order.status === steps.at(-1);

  return (
    <article className="card border-0 shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-header bg-transparent d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0" id={titleId}>
          Order {order.reference}
        </h2>
        <span className={`badge ${BADGES[order.status] ?? 'text-bg-secondary'}`} data-testid="order-status">
          {order.status}
        </span>
      </div>
      <div className="card-body">
        {order.cancel_reason && (
          <p className="mb-3" data-testid="cancel-reason">
            Cancelled by our kitchen: {order.cancel_reason}
          </p>
        )}
        {order.status !== 'Cancelled' && (
          <ol className="order-progress mb-3" aria-label="Progress">
            {steps.map((step, index) => (
              <li
                key={step}
                className={index <= reached ? 'fw-semibold' : 'text-secondary'}
                aria-current={index === reached ? 'step' : undefined}
              >
                {index <= reached ? '● ' : '○ '}
                {step}
              </li>
            ))}
          </ol>
        )}
        <dl className="small mb-3 row g-1">
          <dt className="col-5 fw-normal text-secondary">Placed</dt>
          <dd className="col-7 mb-0">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </dd>
          <dt className="col-5 fw-normal text-secondary">Where</dt>
          <dd className="col-7 mb-0">{whereOf(order)}</dd>
          <dt className="col-5 fw-normal text-secondary">When</dt>
          <dd className="col-7 mb-0">
            {order.scheduled_for ? formatDateTime(order.scheduled_for) : 'As soon as possible'}
          </dd>
          {!finished && (
            <>
              <dt className="col-5 fw-normal text-secondary">Ready by about</dt>
              <dd className="col-7 mb-0">
                <time dateTime={order.estimated_ready_at}>{formatDateTime(order.estimated_ready_at)}</time>
              </dd>
            </>
          )}
          <dt className="col-5 fw-normal text-secondary">Payment</dt>
          <dd className="col-7 mb-0">
            {order.invoice
              ? `Paid at the hotel, ${formatDate(order.invoice.issued_on)}`
              : PAYMENT_LABELS[order.payment]}
          </dd>
          {order.instructions && (
            <>
              <dt className="col-5 fw-normal text-secondary">Instructions</dt>
              <dd className="col-7 mb-0">{order.instructions}</dd>
            </>
          )}
        </dl>
        <ul className="list-unstyled mb-3">
          {order.items.map((item, index) => (
            <li key={index} className="d-flex justify-content-between gap-3 py-1">
              <span>
                {item.name} × {item.quantity}
                <span className="d-block small text-secondary">
                  {item.choices.map((choice) => choice.name).join(', ')}
                </span>
              </span>
              <span className="text-nowrap">{formatInr(item.line_total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mb-0 border-top pt-2">
          <div className="d-flex justify-content-between small">
            <dt className="fw-normal">Subtotal</dt>
            <dd className="mb-0">{formatInr(order.subtotal)}</dd>
          </div>
          <div className="d-flex justify-content-between small">
            <dt className="fw-normal">GST ({order.tax_percent}%)</dt>
            <dd className="mb-0">{formatInr(order.tax)}</dd>
          </div>
          <div className="d-flex justify-content-between fw-semibold">
            <dt>Total</dt>
            <dd className="mb-0" data-testid="order-total">
              {formatInr(order.total)}
            </dd>
          </div>
        </dl>
        <InvoiceList
          invoices={order.invoice ? [order.invoice] : []}
          download={() => getOrderInvoice(order.id)}
        />
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-2 align-items-center">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={receipt.isPending}
          onClick={() => receipt.mutate({ id: order.id, reference: order.reference })}
        >
          Download receipt (PDF)
          <span className="visually-hidden"> for order {order.reference}</span>
        </button>
        {order.status === GUEST_CANCELLABLE_STATUS &&
          (confirmingCancel ? (
            <span
              className="d-inline-flex flex-wrap gap-2 align-items-center"
              role="group"
              aria-label="Cancel this order?"
            >
              <span className="small">Cancel this order?</span>
              <button
                type="button"
                className="btn btn-remove btn-sm"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(order.id)}
              >
                Yes, cancel it
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setConfirmingCancel(false)}
              >
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn-remove btn-sm" onClick={() => setConfirmingCancel(true)}>
              Cancel order
              <span className="visually-hidden"> {order.reference}</span>
            </button>
          ))}
        {(cancel.error ?? receipt.error) && (
          <p className="small text-danger-emphasis mb-0 w-100" role="alert">
            {(cancel.error ?? receipt.error)?.message}
          </p>
        )}
      </div>
    </article>
  );
}

import { ORDER_PLACED_STATUS, type Order } from '@haveli/contracts';
import { formatDate, formatInr } from '@haveli/ui';

/** One food order: its dishes, total, status and date. */
export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-${order.id}-title`;
  return (
    <article className="card border-0 shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-header bg-transparent d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0" id={titleId}>
          Order #{order.id}
        </h2>
        <span
          className={`badge ${order.status === ORDER_PLACED_STATUS ? 'text-bg-primary' : 'text-bg-secondary'}`}
        >
          {order.status}
        </span>
      </div>
      <div className="card-body">
        <p className="small text-secondary mb-2">
          Placed on <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </p>
        <ul className="list-unstyled mb-3">
          {order.items.map((item, index) => (
            <li key={index} className="d-flex justify-content-between gap-3 py-1">
              <span>
                {item.name} × {item.quantity}
                <span className="d-block small text-secondary">
                  {[item.variant, ...item.addons].join(', ')}
                </span>
              </span>
              <span className="text-nowrap">{formatInr(item.line_total)}</span>
            </li>
          ))}
        </ul>
        <p className="d-flex justify-content-between fw-semibold mb-0 border-top pt-2">
          <span>Total</span>
          <span data-testid="order-total">{formatInr(order.total)}</span>
        </p>
      </div>
    </article>
  );
}

import { ErrorState, LoadingState, SignedInOnly } from '@haveli/ui';
import { Link } from '@haveli/router';
import { useUserOrders } from './api/get-user-orders';
import { OrderCard } from './components/order-card';

export const NO_ORDERS_MESSAGE = 'You have no orders yet.';

function OrdersList({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);
  if (orders.isPending) return <LoadingState label="Loading your orders…" />;
  if (orders.isError) {
    return (
      <ErrorState
        title="We could not load your orders"
        message={orders.error.message}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="text-center py-5">
        <p className="lead">{NO_ORDERS_MESSAGE}</p>
        <Link to="/menu" className="btn btn-primary">
          Order from the menu
        </Link>
      </div>
    );
  }
  return (
    <ul className="row g-4 list-unstyled">
      {orders.data.map((order) => (
        <li key={order.id} className="col-12 col-lg-6">
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/** /user-orders and /orders: the signed-in guest's food orders with their items, total, status and date. */
export function OrdersPage() {
  return (
    <SignedInOnly>
      {(user) => (
        <section className="container py-5" aria-labelledby="orders-title">
          <header className="mb-4">
            <h1 id="orders-title" className="display-6 section-title">
              Your Orders
            </h1>
            <p className="text-secondary mb-0">Your food orders from our kitchens, newest first.</p>
          </header>
          <OrdersList userId={user.id} />
        </section>
      )}
    </SignedInOnly>
  );
}

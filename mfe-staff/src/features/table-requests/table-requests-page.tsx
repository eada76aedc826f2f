import { EmptyState, ErrorState, LoadingState, UtensilsCrossed } from '@haveli/ui';
import { StaffPage } from '../../components/staff-page';
import { usePendingTableRequests } from './api/table-requests';
import { TableRequestCard } from './components/table-request-card';

function Requests() {
  const requests = usePendingTableRequests();
  if (requests.isPending) return <LoadingState label="Loading table requests…" skeleton="cards" />;
  if (requests.isError) {
    return (
      <ErrorState
        title="We could not load the table requests"
        message={requests.error.message}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={UtensilsCrossed}
        title="No pending table requests"
        message="Guests’ new requests appear here the moment they are made."
      />
    );
  }
  return (
    <ul className="row g-3 list-unstyled" aria-label="Pending table requests">
      {requests.data.map((request) => (
        <li key={request.id} className="col-12 col-md-6 col-xxl-4">
          <TableRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/** /staff/table-requests: pending requests, soonest first, confirmed with a table or declined. */
export function TableRequestsPage() {
  return (
    <StaffPage
      title="Table requests"
      lead="Pending requests, soonest first, with the tables that fit and are free."
    >
      <Requests />
    </StaffPage>
  );
}

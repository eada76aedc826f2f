import { PAYMENT_METHOD_LABELS } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { Button, formatDateTime, formatInr } from '@haveli/ui';
import { ActionAnswer } from '../../components/action-answer';
import { useDeskRefunds, usePaidBack } from './api/folio';

/**
 * Refunds to ways paid at the hotel that a guest's own cancel made, and online refunds the provider could not
 * make, oldest first: the desk pays each back (cash handed over, the card refunded on the hotel's terminal, UPI
 * or a bank transfer sent) and marks it. Shown only when there are some.
 */
export function PendingRefunds() {
  const pending = useDeskRefunds();
  const paidBack = usePaidBack();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section className="card haveli-card mb-4" aria-labelledby="pending-refunds-title">
      <div className="card-body">
        <h2 className="h5" id="pending-refunds-title">
          Refunds to pay back
        </h2>
        <p className="small text-secondary">Pay each back the way the guest paid, then mark it.</p>
        <ActionAnswer action={paidBack} />
        <ul className="list-unstyled mb-0">
          {pending.data.map((refund) => (
            <li key={refund.id} className="d-flex flex-wrap align-items-center gap-2 border-top py-2">
              <span className="me-auto">
                <Link to={`/staff/bookings/${refund.booking_reference}`}>{refund.booking_reference}</Link>{' '}
                {refund.guest_name}: {formatInr(refund.amount)}, {PAYMENT_METHOD_LABELS[refund.method]}
                {refund.provider_failed && (
                  <span className="d-block small text-danger-emphasis">
                    Razorpay could not refund it: pay it back another way (a bank transfer, or cash at the
                    desk).
                  </span>
                )}
                <span className="d-block small text-secondary">
                  {refund.reason} ({formatDateTime(refund.recorded_at)})
                </span>
              </span>
              <Button
                size="sm"
                busy={paidBack.isPending && paidBack.variables === refund.id}
                aria-label={`Paid back ${formatInr(refund.amount)} to ${refund.guest_name}`}
                onClick={() => paidBack.mutate(refund.id)}
              >
                Paid back
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

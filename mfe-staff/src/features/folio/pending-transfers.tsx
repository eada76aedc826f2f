import { Link } from '@haveli/router';
import { Button, formatDateTime, formatInr } from '@haveli/ui';
import { useState } from 'react';
import { ActionAnswer } from '../../components/action-answer';
import { ReasonDialog } from '../../components/reason-dialog';
import { useDecideTransfer, usePendingTransfers } from './api/folio';

/**
 * UPI transfers guests reported by their UTR, oldest first: the desk finds each on the bank statement and
 * confirms it (it goes on the folio) or marks it not received, with the reason. Shown only when there are some.
 */
export function PendingTransfers() {
  const pending = usePendingTransfers();
  const decide = useDecideTransfer();
  const [rejecting, setRejecting] = useState<number | null>(null);
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section className="card haveli-card mb-4" aria-labelledby="pending-transfers-title">
      <div className="card-body">
        <h2 className="h5" id="pending-transfers-title">
          UPI transfers to confirm
        </h2>
        <p className="small text-secondary">Find each UTR on the bank statement before confirming it.</p>
        <ActionAnswer action={decide} />
        <ul className="list-unstyled mb-0">
          {pending.data.map((payment) => (
            <li key={payment.id} className="d-flex flex-wrap align-items-center gap-2 border-top py-2">
              <span className="me-auto">
                <Link to={`/staff/bookings/${payment.booking_reference}`}>{payment.booking_reference}</Link>{' '}
                {payment.guest_name}: {formatInr(payment.amount)}, UTR {payment.utr}
                <span className="d-block small text-secondary">
                  Reported {formatDateTime(payment.reported_at)}
                </span>
              </span>
              <Button
                size="sm"
                busy={decide.isPending && decide.variables?.id === payment.id}
                aria-label={`Confirm UTR ${payment.utr}`}
                onClick={() => decide.mutate({ id: payment.id, confirm: true })}
              >
                Confirm
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Not received: UTR ${payment.utr}`}
                onClick={() => setRejecting(payment.id)}
              >
                Not received
              </Button>
            </li>
          ))}
        </ul>
        <ReasonDialog
          title="Transfer not received"
          action="Mark not received"
          open={rejecting !== null}
          busy={decide.isPending}
          failure={null}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => {
            if (rejecting === null) return;
            decide.mutate({ id: rejecting, confirm: false, reason }, { onSuccess: () => setRejecting(null) });
          }}
        />
      </div>
    </section>
  );
}

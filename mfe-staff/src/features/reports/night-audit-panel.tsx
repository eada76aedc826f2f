import { Button, ErrorState, formatDate, formatDateTime, formatInr, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { ActionAnswer } from '../../components/action-answer';
import { useCloseDay, useNightAudits } from './api/reports';

/**
 * The night audit: the latest closes, and the next day to close, closed after a question (its unarrived stays
 * become no-shows, charged the policy's fee). The nightly schedule closes each day too.
 */
export function NightAuditPanel() {
  const audits = useNightAudits();
  const close = useCloseDay();
  const [asking, setAsking] = useState(false);
  const next = audits.data?.next_day ?? null;
  return (
    <section className="card haveli-card mb-4" aria-labelledby="night-audit-title">
      <div className="card-body">
        <h2 className="h5" id="night-audit-title">
          Night audit
        </h2>
        <p className="text-secondary small">
          Each night shortly after midnight the hotel’s day closes on its own: stays that never arrived become
          no-shows, charged what their policy says, and the day’s figures are frozen.
        </p>
        {audits.isPending && <LoadingState label="Loading the night audit…" skeleton="lines" />}
        {audits.isError && (
          <ErrorState
            title="We could not load the night audit"
            message={audits.error.message}
            onRetry={() => void audits.refetch()}
          />
        )}
        {audits.data && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              {next === null ? (
                <span className="text-secondary">Every day up to yesterday is closed.</span>
              ) : asking ? (
                <span
                  className="d-inline-flex flex-wrap align-items-center gap-2"
                  role="group"
                  aria-label={`Close ${formatDate(next)}?`}
                >
                  <span className="small">
                    Close {formatDate(next)}? Its stays not checked in become no-shows, charged their policy’s
                    fee.
                  </span>
                  <Button
                    busy={close.isPending}
                    onClick={() => close.mutate(next, { onSettled: () => setAsking(false) })}
                  >
                    Yes, close {formatDate(next)}
                  </Button>
                  <Button variant="outline" onClick={() => setAsking(false)}>
                    Not now
                  </Button>
                </span>
              ) : (
                <Button
                  onClick={() => {
                    close.reset();
                    setAsking(true);
                  }}
                >
                  Close {formatDate(next)}
                </Button>
              )}
            </div>
            <ActionAnswer action={close} />
            {audits.data.data.length === 0 ? (
              <p className="text-secondary mb-0">No day has been closed yet.</p>
            ) : (
              <div className="table-responsive">
                <table className="table table-sm align-middle mb-0">
                  <caption className="visually-hidden">The latest days closed</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Closed by</th>
                      <th scope="col" className="text-end">
                        No-shows marked
                      </th>
                      <th scope="col" className="text-end">
                        Occupancy
                      </th>
                      <th scope="col" className="text-end">
                        Room revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {audits.data.data.map((audit) => (
                      <tr key={audit.day}>
                        <th scope="row" className="fw-normal text-nowrap">
                          {formatDate(audit.day)}
                        </th>
                        <td>
                          {audit.closed_by ?? 'Nightly schedule'}
                          <span className="d-block small text-secondary">
                            {formatDateTime(audit.closed_at)}
                          </span>
                        </td>
                        <td className="text-end">{audit.no_shows_marked}</td>
                        <td className="text-end">{audit.figures.occupancy}%</td>
                        <td className="text-end text-nowrap">{formatInr(audit.figures.room_revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

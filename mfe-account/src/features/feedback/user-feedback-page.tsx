import { FEEDBACK_MESSAGES, PAGE_SIZE } from '@haveli/contracts';
import { ErrorState, formatDate, LoadingState, Pager, Stars } from '@haveli/ui';
import { useState } from 'react';
import { useAuth } from '../../hooks/use-auth';
import { messageOf } from '../../lib/server-errors';
import { useFeedbackPage } from './api/get-feedback-page';
import { useOwnPendingFeedback } from './api/submit-feedback';
import { AddFeedbackButton } from './components/add-feedback-modal';
import { FeedbackStatus } from './components/feedback-status';

/** SPEC §2 Feedback page: guests' feedback three a page, 'Page x of y', and Add Feedback. */
export function UserFeedbackPage() {
  const auth = useAuth();
  const [page, setPage] = useState(1);
  const feedback = useFeedbackPage(page);
  const ownPending = useOwnPendingFeedback();
  const defaults =
    auth.status === 'authenticated' ? { name: auth.user.name, email: auth.user.email } : undefined;

  let body;
  if (feedback.isPending) body = <LoadingState label="Loading feedback…" />;
  else if (feedback.isError) {
    body = (
      <ErrorState
        title="Feedback could not be loaded"
        message={messageOf(feedback.error)}
        onRetry={() => void feedback.refetch()}
      />
    );
  } else if (feedback.data.total === 0 && ownPending.length === 0)
    body = <p className="text-secondary py-3">{FEEDBACK_MESSAGES.empty}</p>;
  else {
    // The visitor's own feedback waits for staff, so the public list leaves it out: it is shown to them on
    // top of the first page, marked Pending, until it is published.
    const published = feedback.data.data;
    const items =
      page === 1
        ? [...ownPending.filter((own) => !published.some((item) => item._id === own._id)), ...published]
        : published;
    body = (
      <>
        <ul
          className="list-unstyled feedback-list"
          aria-label="Guest feedback"
          aria-busy={feedback.isPlaceholderData}
        >
          {items.map((item) => (
            <li key={item._id} className="card mb-3">
              <div className="card-body">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <p className="h6 mb-1">{item.name}</p>
                  <Stars value={item.feedback_star} />
                </div>
                <p className="mb-2 text-break">{item.feedback_info.feedback_comment}</p>
                {item.reply && (
                  <div className="border-start border-3 ps-3 mb-2">
                    <p className="small mb-1">
                      <strong>Reply from Haveli</strong>{' '}
                      <time className="text-secondary" dateTime={item.reply.replied_at}>
                        {formatDate(item.reply.replied_at)}
                      </time>
                    </p>
                    <p className="mb-0 text-break">{item.reply.text}</p>
                  </div>
                )}
                <p className="small text-secondary mb-0 d-flex flex-wrap gap-2 align-items-center">
                  <span>{item.feedback_info.type}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatDate(item.feedback_info.createdAt)}</span>
                  <FeedbackStatus status={item.feedback_status} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          total={feedback.data.total}
          pageSize={PAGE_SIZE.feedback}
          onPageChange={setPage}
          label="Feedback pages"
        />
      </>
    );
  }

  return (
    <section className="container py-5" aria-labelledby="feedback-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 id="feedback-title" className="h2 section-title mb-0">
          Guest Feedback
        </h1>
        <AddFeedbackButton defaults={defaults} onAdded={() => setPage(1)} />
      </div>
      {body}
    </section>
  );
}

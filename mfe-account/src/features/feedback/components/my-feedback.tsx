import { FEEDBACK_MESSAGES } from '@haveli/contracts';
import { ErrorState, LoadingState, Stars } from '@haveli/ui';
import { messageOf } from '../../../lib/server-errors';
import { useUserFeedback } from '../api/get-user-feedback';
import { AddFeedbackButton } from './add-feedback-modal';
import { FeedbackStatus } from './feedback-status';

/** The dashboard's Feedback tab: what the guest wrote (Name, Feedback, Rating, Type, status) and Add Feedback. */
export function MyFeedback({ user }: { user: { id: string; name: string; email: string } }) {
  const feedback = useUserFeedback(user.id);
  const add = <AddFeedbackButton defaults={{ name: user.name, email: user.email }} />;

  let body;
  if (feedback.isPending) body = <LoadingState label="Loading your feedback…" />;
  else if (feedback.isError) {
    body = (
      <ErrorState
        title="Your feedback could not be loaded"
        message={messageOf(feedback.error)}
        onRetry={() => void feedback.refetch()}
      />
    );
  } else if (feedback.data.length === 0)
    body = <p className="text-secondary py-3 mb-0">{FEEDBACK_MESSAGES.empty}</p>;
  else {
    body = (
      <div className="table-responsive">
        <table className="table table-striped align-middle">
          <caption className="visually-hidden">Your feedback</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Feedback</th>
              <th scope="col">Rating</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {feedback.data.map((item) => (
              <tr key={item._id}>
                <td>{item.name}</td>
                <td className="text-break">{item.feedback_info.feedback_comment}</td>
                <td className="text-nowrap">
                  <Stars value={item.feedback_star} />
                </td>
                <td>{item.feedback_info.type}</td>
                <td>
                  <FeedbackStatus status={item.feedback_status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <>
      <div className="d-flex justify-content-end mb-2">{add}</div>
      {body}
    </>
  );
}

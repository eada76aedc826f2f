import type { Feedback } from '@haveli/contracts';

/** SPEC §4: green when Active, red otherwise. */
export function FeedbackStatus({ status }: { status: Feedback['feedback_status'] }) {
  return (
    <span className={`badge ${status === 'Active' ? 'text-bg-success' : 'text-bg-danger'}`}>{status}</span>
  );
}

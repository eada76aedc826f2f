import { messageOf } from '../../lib/server-errors';
import { useEmailVerification, useSendVerificationMail } from './api';

/**
 * The account's reminder while the guest's email is unconfirmed, with a button for a new link. Says nothing
 * once it is confirmed, while it is being checked, or when the check fails (nothing the guest must act on).
 */
export function VerificationReminder() {
  const status = useEmailVerification();
  const send = useSendVerificationMail();
  if (!status.data || status.data.verified) return null;
  return (
    <section className="alert alert-info mb-4" aria-label="Confirm your email">
      <div className="d-flex flex-column flex-sm-row gap-2 align-items-sm-center">
        <p className="mb-0 flex-grow-1">
          Please confirm your email address: we sent a link to <strong>{status.data.email}</strong>. You can
          book before you confirm.
        </p>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm text-nowrap align-self-start align-self-sm-center"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending…' : 'Send a new link'}
        </button>
      </div>
      {/* Present from the start, so a screen reader announces the answer when it comes. */}
      <div role="status">{send.isSuccess && <p className="mb-0 mt-2 small">{send.data.message}</p>}</div>
      {send.isError && (
        <p className="mb-0 mt-2 small text-danger-emphasis" role="alert">
          {messageOf(send.error)}
        </p>
      )}
    </section>
  );
}

import { INBOX_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { EmptyState, ErrorState, LoadingState, Pager } from '@haveli/ui';
import { useState } from 'react';
import { messageOf } from '../../lib/server-errors';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './api/mark-notifications-read';
import { NotificationItem } from './components/notification-item';

/** /notifications: what the hotel told the guest, unread first, each marked read one by one or all at once. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const failure = markRead.error ?? markAll.error;

  let body;
  if (notifications.isPending) body = <LoadingState label="Loading your notifications…" />;
  else if (notifications.isError) {
    body = (
      <ErrorState
        title="Your notifications could not be loaded"
        message={messageOf(notifications.error)}
        onRetry={() => void notifications.refetch()}
      />
    );
  } else if (notifications.data.total === 0) {
    body = (
      <EmptyState
        title={INBOX_MESSAGES.noNotifications}
        message="Booking, table and order updates and replies from the hotel will appear here."
        action={
          <Link className="btn btn-outline-primary" to="/user-dashboard">
            Go to your dashboard
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="list-group" aria-label="Notifications">
          {notifications.data.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              marking={markRead.isPending && markRead.variables === notification.id}
              onMarkRead={(id) => markRead.mutate(id)}
            />
          ))}
        </ul>
        <Pager
          page={page}
          total={notifications.data.total}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          onPageChange={setPage}
          label="Notification pages"
        />
      </>
    );
  }

  return (
    <section className="container py-5" aria-labelledby="notifications-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 id="notifications-title" className="h2 section-title mb-0">
          Notifications
        </h1>
        {notifications.isSuccess && notifications.data.total > 0 && (
          <div className="d-flex align-items-center gap-3">
            <span className="text-secondary" data-testid="notifications-unread" aria-live="polite">
              {unread} unread
            </span>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </button>
          </div>
        )}
      </div>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {messageOf(failure)}
        </div>
      )}
      {body}
    </section>
  );
}

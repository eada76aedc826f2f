import type { Notification } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { Badge, formatDateTime } from '@haveli/ui';

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  /** This item's mark-read is under way. */
  marking: boolean;
}

/** One notification: unread ones stand out and say so in words; each leads to where the change is. */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const titleId = `notification-${notification.id}-title`;
  return (
    <li
      className={`list-group-item py-3${unread ? ' notification-unread' : ''}`}
      aria-labelledby={titleId}
      data-testid="notification"
    >
      <div className="d-flex flex-column flex-sm-row gap-2 justify-content-between">
        <div className="flex-grow-1">
          <h2 id={titleId} className={`h6 mb-1${unread ? ' fw-bold' : ' fw-normal'}`}>
            {unread && (
              <Badge tone="danger" className="me-2">
                Unread
              </Badge>
            )}
            {notification.title}
          </h2>
          {notification.body && <p className="mb-1 text-break">{notification.body}</p>}
          <p className="small text-secondary mb-0">
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          </p>
        </div>
        <div className="d-flex flex-wrap align-items-start gap-2">
          {notification.link && (
            <Link
              className="btn btn-outline-primary btn-sm"
              to={notification.link}
              aria-label={`View: ${notification.title}`}
              onClick={() => unread && onMarkRead(notification.id)}
            >
              View
            </Link>
          )}
          {unread && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={marking}
              aria-label={`Mark as read: ${notification.title}`}
              onClick={() => onMarkRead(notification.id)}
            >
              Mark as read
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

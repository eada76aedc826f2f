/** The number of unread notifications, read out as "3 unread"; nothing when all are read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge rounded-pill bg-danger ms-2 unread-badge" data-testid="unread-count">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

import { Link } from '@haveli/router';

/** An honest inbox: nothing is sent to guests here yet, so it says so rather than showing made-up items. */
function EmptyInboxPage({ title, empty }: { title: string; empty: string }) {
  const titleId = `${title.toLowerCase()}-title`;
  return (
    <section className="container py-5" aria-labelledby={titleId}>
      <h1 id={titleId} className="h2 section-title mb-4">
        {title}
      </h1>
      <div className="card">
        <div className="card-body text-center py-5">
          <p className="lead mb-3">{empty}</p>
          <Link className="btn btn-outline-primary" to="/user-dashboard">
            Go to your dashboard
          </Link>
        </div>
      </div>
    </section>
  );
}

export function NotificationsPage() {
  return <EmptyInboxPage title="Notifications" empty="You have no notifications." />;
}

export function MessagesPage() {
  return <EmptyInboxPage title="Messages" empty="You have no messages." />;
}

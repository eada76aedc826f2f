import { forgotPassword } from '@haveli/api-client';
import { useMutation } from '@haveli/query';
import { Link } from '@haveli/router';
import { useSignedInUser } from '../../hooks/use-auth';
import { messageOf } from '../../lib/server-errors';

/** Account settings: profile, changing the password through a reset link, and how "Remember me" works. */
export function SettingsPage() {
  const user = useSignedInUser();
  const sendLink = useMutation({ mutationFn: forgotPassword });
  return (
    <section className="container py-5" aria-labelledby="settings-title">
      <h1 id="settings-title" className="h2 section-title mb-4">
        Settings
      </h1>
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5">Profile</h2>
              <p className="text-secondary">Your name, phone and address as the hotel sees them.</p>
              {user && (
                <Link className="btn btn-outline-primary" to={`/edit-profile/${user.id}`}>
                  Edit Profile
                </Link>
              )}
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5">Password</h2>
              <p className="text-secondary">
                To change your password we mail a one-time link to {user?.email ?? 'your email'}. It works for
                30 minutes.
              </p>
              {sendLink.isSuccess ? (
                <div className="alert alert-success mb-0" role="status">
                  {sendLink.data.message}
                </div>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  disabled={!user || sendLink.isPending}
                  onClick={() => user && sendLink.mutate({ email: user.email })}
                >
                  Send me a reset link
                </button>
              )}
              {sendLink.isError && (
                <div className="alert alert-danger mt-3 mb-0" role="alert">
                  {messageOf(sendLink.error)}
                </div>
              )}
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5">Staying signed in</h2>
              <p className="text-secondary mb-2">
                With <strong>Remember me</strong> ticked at login, you stay signed in on this browser until
                your session ends, even after closing it. Without it, closing the tab signs you out.
              </p>
              <p className="text-secondary mb-0">Sessions last two hours; then we ask you to log in again.</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

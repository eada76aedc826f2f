import { isStaffRole } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { useSignedInUser } from '../../hooks/use-auth';
import { ChangePasswordCard } from './components/change-password-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { MailPreferencesCard } from './components/mail-preferences-card';
import { MyDataCard } from './components/my-data-card';
import { TwoStepCard } from './components/two-step-card';

/** /settings: profile, the mail the guest wants, the password, their data, and deleting the account. */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <section className="container py-5" aria-labelledby="settings-title">
      <h1 id="settings-title" className="h2 section-title mb-4">
        Settings
      </h1>
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <MailPreferencesCard />
        </div>
        <div className="col-12 col-lg-6">
          <ChangePasswordCard />
        </div>
        {isStaffRole(user?.role) && (
          <div className="col-12 col-lg-6">
            <TwoStepCard />
          </div>
        )}
        <div className="col-12 col-lg-6">
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
        <div className="col-12 col-lg-6">
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
        <div className="col-12 col-lg-6">
          <MyDataCard />
        </div>
        <div className="col-12 col-lg-6">
          <DeleteAccountCard />
        </div>
      </div>
    </section>
  );
}

import { INVITATION_INVALID_MESSAGE } from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import { acceptInvitation } from './api/accept-invitation';
import { AuthCard } from './components/auth-card';
import { ResetPasswordForm } from './components/reset-password-form';

/** Reached from the link in a staff invitation mail: /accept-invitation?token=… Success leads to /login. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard titleId="accept-invitation-title" title="Join the Haveli team">
      {token ? (
        <>
          <p>Choose the password for your staff account.</p>
          <ResetPasswordForm
            token={token}
            send={acceptInvitation}
            submitLabel="Set Password"
            offerNewLink={false}
          />
        </>
      ) : (
        <div className="alert alert-warning" role="alert">
          {INVITATION_INVALID_MESSAGE}
        </div>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}

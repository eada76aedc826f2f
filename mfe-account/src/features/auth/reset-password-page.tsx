import { RESET_LINK_INVALID_MESSAGE } from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import { AuthCard } from './components/auth-card';
import { ResetPasswordForm } from './components/reset-password-form';

/** Reached from the link in the reset mail: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard titleId="reset-password-title" title="Reset Password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <div className="alert alert-warning" role="alert">
            {RESET_LINK_INVALID_MESSAGE}
          </div>
          <p className="mb-0">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}

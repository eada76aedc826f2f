import { VERIFICATION_LINK_INVALID_MESSAGE } from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import { LoadingState } from '@haveli/ui';
import { useEffect, useRef } from 'react';
import { useSignedInUser } from '../../hooks/use-auth';
import { messageOf } from '../../lib/server-errors';
import { AuthCard } from '../auth/components/auth-card';
import { useVerifyEmail } from './api';

/**
 * Reached from the link in the welcome mail: /verify-email?token=… The page confirms the email as it opens
 * (once, however often React renders it); a mail scanner that only fetches the address confirms nothing.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef<string | null>(null);
  const signedIn = useSignedInUser() !== null;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const onward = signedIn ? (
    <Link to="/user-dashboard">Go to My Dashboard</Link>
  ) : (
    <Link to="/login">Log in</Link>
  );

  return (
    <AuthCard titleId="verify-email-title" title="Confirm your email">
      {!token ? (
        <div className="alert alert-warning" role="alert">
          {VERIFICATION_LINK_INVALID_MESSAGE}
        </div>
      ) : verify.isSuccess ? (
        <div className="alert alert-success" role="status">
          {verify.data.message}
        </div>
      ) : verify.isError ? (
        <div className="alert alert-warning" role="alert">
          {messageOf(verify.error)}
        </div>
      ) : (
        <LoadingState label="Confirming your email…" />
      )}
      <p className="text-center mt-4 mb-0">{onward}</p>
    </AuthCard>
  );
}

import { Link } from '@haveli/router';
import { AuthCard } from './components/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard titleId="forgot-password-title" title="Forgot Password">
      <p className="text-secondary">
        Enter the email of your account and we will send you a link to reset your password.
      </p>
      <ForgotPasswordForm />
      <p className="text-center mt-4 mb-0">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}

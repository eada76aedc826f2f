import { Link } from '@haveli/router';
import { AuthCard } from './components/auth-card';
import { RegisterForm } from './components/register-form';

export function RegisterPage() {
  return (
    <AuthCard titleId="register-title" title="Register" wide>
      <RegisterForm />
      <p className="text-center mt-4 mb-0">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}

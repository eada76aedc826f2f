import { Link, useLocation } from '@haveli/router';
import { AddressLinkAlert } from './components/address-link-alert';
import { LoginForm } from './components/login-form';
import { reasonForLogin } from './hooks/use-redirect-after-login';

/** SPEC §2 'USER LOGIN'. */
export function LoginPage() {
  const reason = reasonForLogin(useLocation().state);
  return (
    <section className="container py-5" aria-labelledby="login-title">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <div className="card auth-card">
            <div className="card-body p-4 p-md-5">
              <h1 id="login-title" className="h3 text-center mb-4 section-title">
                USER LOGIN
              </h1>
              {reason && (
                <p className="alert alert-info" role="status">
                  {reason}
                </p>
              )}
              <AddressLinkAlert />
              <LoginForm />
              <p className="text-center mt-4 mb-0">
                New to Haveli? <Link to="/register">Register</Link>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

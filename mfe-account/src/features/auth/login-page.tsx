import { ADDRESS_LINK_PARAM } from '@haveli/contracts';
import { Link, useLocation } from '@haveli/router';
import { lazy, Suspense, useState } from 'react';
import { LoginForm } from './components/login-form';
import { reasonForLogin } from './hooks/use-redirect-after-login';

/** Opens the link mailed for signing in from a new place: loaded only by a page opened from that link. */
const AddressLinkAlert = lazy(() =>
  import('./components/address-link-alert').then((module) => ({ default: module.AddressLinkAlert })),
);

/** SPEC §2 'USER LOGIN'. */
export function LoginPage() {
  const location = useLocation();
  const reason = reasonForLogin(location.state);
  // Read once: the alert takes the link out of the address, and stays to show what opening it did.
  const [fromLink] = useState(() => new URLSearchParams(location.search).has(ADDRESS_LINK_PARAM));
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
              {fromLink && (
                <Suspense fallback={null}>
                  <AddressLinkAlert />
                </Suspense>
              )}
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

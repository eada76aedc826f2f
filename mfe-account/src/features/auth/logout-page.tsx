import { useNavigate } from '@haveli/router';
import { logout } from './api/logout';

/** SPEC §2 Logout: a question, Logout (sign out, then /login) and Cancel (back to /home). */
export function LogoutPage() {
  const navigate = useNavigate();
  const logOut = () => {
    void logout();
    void navigate('/login', { replace: true });
  };
  return (
    <section className="container py-5" aria-labelledby="logout-title">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <div className="card auth-card text-center">
            <div className="card-body p-4 p-md-5">
              <h1 id="logout-title" className="h3 mb-4">
                Logout
              </h1>
              <p className="lead">Are you sure you want to log out?</p>
              <div className="d-flex justify-content-center gap-2 mt-4">
                <button type="button" className="btn btn-primary" onClick={logOut}>
                  Logout
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => void navigate('/home')}
                >
                  Cancel
                </button>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

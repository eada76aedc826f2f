import { Link } from '@haveli/router';
import { FOOTER_LINKS } from './nav-links';

const SOCIAL = [
  {
    label: 'Haveli on Instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  },
  { label: 'Haveli on Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8Z' },
  {
    label: 'Haveli on X',
    path: 'M4 3h4.5l4 5.6L17.3 3H20l-6.2 7.2L21 21h-4.5l-4.4-6.1L6.8 21H4l6.8-7.8L4 3Z',
  },
];

export function Footer() {
  return (
    <footer className="haveli-footer mt-5 pt-5 pb-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <h2 className="h5 text-gold">Haveli Jaipur</h2>
            <address className="mb-2">
              Haveli Palace Road, C-Scheme
              <br />
              Jaipur, Rajasthan 302001, India
            </address>
            <p className="mb-1">
              <a href="tel:+911414000000">+91 141 400 0000</a>
            </p>
            <p>
              <a href="mailto:stay@haveli.example">stay@haveli.example</a>
            </p>
            <ul className="list-inline mb-0">
              {SOCIAL.map(({ label, path }) => (
                <li className="list-inline-item" key={label}>
                  <a href="#main" aria-label={label} title={label}>
                    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                      <path d={path} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {FOOTER_LINKS.map(({ heading, links }) => (
            <nav className="col-6 col-lg-2" key={heading} aria-label={heading}>
              <h2 className="h6 text-uppercase text-gold">{heading}</h2>
              <ul className="list-unstyled">
                {links.map(({ to, label }) => (
                  <li key={to} className="mb-1">
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-12 col-lg-2 d-flex flex-column gap-2">
            <Link className="btn btn-gold" to="/menu">
              View Menus
            </Link>
            <Link className="btn btn-outline-light" to="/user-booking">
              Make a Reservation
            </Link>
          </div>
        </div>
        <p className="small mt-4 mb-0 text-center">
          © {new Date().getFullYear()} Haveli Jaipur. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

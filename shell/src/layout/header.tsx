import { auth$, cart$, getAuth, getCart } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';
import { useState } from 'react';
import { Link, NavLink } from '@haveli/router';
import { BookSlotButton } from './book-slot-button';
import { CartModal } from './cart-modal';
import { MAIN_NAV } from './nav-links';
import { ProfileMenu } from './profile-menu';

export function Header() {
  const auth = useStream(auth$, getAuth);
  const cart = useStream(cart$, getCart);
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="haveli-header sticky-top">
      <nav className="navbar navbar-expand-xl navbar-dark" aria-label="Main">
        <div className="container-fluid px-lg-4">
          <Link className="navbar-brand fw-semibold" to="/home" onClick={closeMenu}>
            <span className="text-gold">Haveli</span> <span className="small">Jaipur</span>
          </Link>
          <button
            className="navbar-toggler"
            type="button"
            aria-controls="main-menu"
            aria-expanded={menuOpen}
            aria-label="Toggle navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="main-menu" className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto mb-2 mb-xl-0">
              {MAIN_NAV.map(({ to, label }) => (
                <li className="nav-item" key={to}>
                  <NavLink className="nav-link text-nowrap" to={to} onClick={closeMenu}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="d-flex flex-wrap flex-xl-nowrap align-items-center gap-2 text-nowrap">
              <BookSlotButton />
              <Link className="btn btn-gold btn-sm" to="/user-booking" onClick={closeMenu}>
                Booking
              </Link>
              <button
                type="button"
                className="btn btn-outline-light btn-sm position-relative"
                aria-label={`Cart, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
                onClick={() => setCartOpen(true)}
              >
                {/* The space keeps the badge's number a word of its own, as the accessible name says it. */}
                Cart{' '}
                {cart.count > 0 && (
                  <span
                    className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger cart-badge"
                    data-testid="cart-count"
                    aria-hidden="true"
                  >
                    {cart.count}
                  </span>
                )}
              </button>
              {auth.status === 'authenticated' ? (
                <ProfileMenu name={auth.user.name} onNavigate={closeMenu} />
              ) : (
                <>
                  <span className="text-light small" data-testid="header-name">
                    Guest
                  </span>
                  <Link className="btn btn-outline-light btn-sm" to="/login" onClick={closeMenu}>
                    Login
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>
      </nav>
      <CartModal open={cartOpen} onClose={() => setCartOpen(false)} cart={cart} />
    </header>
  );
}

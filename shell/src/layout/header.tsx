import { auth$, cart$, getAuth, getCart, requests$ } from '@haveli/event-bus';
import { isStaffRole } from '@haveli/contracts';
import { useStream } from '@haveli/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from '@haveli/router';
import { BookSlotButton } from './book-slot-button';
import { MAIN_NAV } from './nav-links';

/** The cart's dialog: its code comes when the guest reaches for the Cart button, not with every page. */
const loadCartModal = () => import(/* webpackChunkName: "cart-modal" */ './cart-modal');
const CartModal = lazy(() => loadCartModal().then(({ CartModal: Modal }) => ({ default: Modal })));
const preloadCartModal = () => void loadCartModal();

/** The signed-in guest's menu: code a visitor never needs, fetched as soon as a guest is signed in. */
const ProfileMenu = lazy(() =>
  import(/* webpackChunkName: "profile-menu" */ './profile-menu').then(({ ProfileMenu: Menu }) => ({
    default: Menu,
  })),
);

/** The menu's button as it looks, for the moment its code is on the way: a press then opens the menu on arrival. */
const ProfileMenuComing = ({ name, onPress }: { name: string; onPress: () => void }) => (
  <div className="dropdown profile-menu">
    <button
      type="button"
      className="btn btn-outline-light btn-sm dropdown-toggle"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onPress}
      onKeyDown={(event) => {
        // The menu button's arrows (APG) open it too, though its code is still on the way.
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        onPress();
      }}
    >
      <span data-testid="header-name">{name}</span>
    </button>
  </div>
);

export function Header() {
  const auth = useStream(auth$, getAuth);
  const cart = useStream(cart$, getCart);
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [cartWanted, setCartWanted] = useState(false);
  const [profileMenuAsked, setProfileMenuAsked] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // A dialog opened from the phone's menu (Book Your Slot, from here or any app) closes the menu behind it.
  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type === 'open-booking-modal') setMenuOpen(false);
    });
    return () => subscription.unsubscribe();
  }, []);

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
                onPointerEnter={preloadCartModal}
                onFocus={preloadCartModal}
                onClick={() => {
                  // On a phone the cart opens from the menu: the menu closes behind it, not left open.
                  closeMenu();
                  setCartWanted(true);
                  setCartOpen(true);
                }}
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
                <Suspense
                  fallback={
                    <ProfileMenuComing name={auth.user.name} onPress={() => setProfileMenuAsked(true)} />
                  }
                >
                  <ProfileMenu
                    name={auth.user.name}
                    onNavigate={closeMenu}
                    openAtStart={profileMenuAsked}
                    staff={isStaffRole(auth.user.role)}
                  />
                </Suspense>
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
      {cartWanted && (
        <Suspense fallback={null}>
          <CartModal open={cartOpen} onClose={() => setCartOpen(false)} cart={cart} />
        </Suspense>
      )}
    </header>
  );
}

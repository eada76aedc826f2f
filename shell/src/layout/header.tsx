import { auth$, getAuth, requests$ } from '@haveli/event-bus';
import { isStaffRole } from '@haveli/contracts';
import { useStream } from '@haveli/ui';
import { type KeyboardEvent, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink } from '@haveli/router';
import { BookSlotButton } from './book-slot-button';
import { CartButton } from './cart-button';
import { createFocusHandOver, type FocusHandOver } from './focus-hand-over';
import type { ProfileMenuFocus } from './profile-menu';
import { MAIN_NAV } from './nav-links';
import { UnreadBadge } from './unread-badge';
import { useUnreadCount } from './use-unread-count';

/** The signed-in guest's menu: code a visitor never needs, fetched as soon as a guest is signed in. */
const ProfileMenu = lazy(() =>
  import(/* webpackChunkName: "profile-menu" */ './profile-menu').then(({ ProfileMenu: Menu }) => ({
    default: Menu,
  })),
);

/** The menu's button as it looks, for the moment its code is on the way: a press then opens the menu on arrival. */
const ProfileMenuComing = ({
  name,
  unread,
  onPress,
  focusHandOver,
}: {
  name: string;
  unread: number;
  onPress: (focus: ProfileMenuFocus) => void;
  focusHandOver: FocusHandOver;
}) => {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Runs as the menu's code replaces this button, before it leaves the page: a focus it holds is handed over.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    return () => focusHandOver.give(document.activeElement === button);
  }, [focusHandOver]);
  const onKeyDown = (event: KeyboardEvent) => {
    const focus = ({ ArrowDown: 'first', ArrowUp: 'last' } as const)[event.key as 'ArrowDown' | 'ArrowUp'];
    if (!focus) return;
    event.preventDefault();
    onPress(focus);
  };
  return (
    <div className="dropdown profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-light btn-sm dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => onPress('first')}
        onKeyDown={onKeyDown}
      >
        <span data-testid="header-name">{name}</span>
        <UnreadBadge count={unread} />
      </button>
    </div>
  );
};

export function Header() {
  const auth = useStream(auth$, getAuth);
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileMenuAsked, setProfileMenuAsked] = useState<ProfileMenuFocus | false>(false);
  const [profileFocusHandOver] = useState(createFocusHandOver);
  const closeMenu = () => setMenuOpen(false);
  const unread = useUnreadCount(auth.status === 'authenticated' ? auth.user.id : null);

  // A dialog opened from the phone's menu (Book Your Slot, the cart; from here or any app) closes the menu
  // behind it.
  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type === 'open-booking-modal' || request.type === 'open-cart-modal') setMenuOpen(false);
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
              <CartButton />
              {auth.status === 'authenticated' ? (
                <Suspense
                  fallback={
                    <ProfileMenuComing
                      name={auth.user.name}
                      unread={unread}
                      onPress={setProfileMenuAsked}
                      focusHandOver={profileFocusHandOver}
                    />
                  }
                >
                  <ProfileMenu
                    name={auth.user.name}
                    unread={unread}
                    onNavigate={closeMenu}
                    openAtStart={profileMenuAsked}
                    focusHandOver={profileFocusHandOver}
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
    </header>
  );
}

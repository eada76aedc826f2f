import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@haveli/router';
import type { FocusHandOver } from './focus-hand-over';
import { PROFILE_MENU, STAFF_MENU_ITEM } from './nav-links';
import { UnreadBadge } from './unread-badge';

export interface ProfileMenuProps {
  name: string;
  /** Unread notifications, shown on the button and on Notifications. */
  unread?: number;
  onNavigate: () => void;
  /**
   * Open as it mounts, on the first or the last item: the guest pressed the button (or Down, Up) before the
   * menu's code had come.
   */
  openAtStart?: ProfileMenuFocus | false;
  /**
   * Whether the button drawn while the menu's code was on the way had the focus as it was replaced: this one
   * then takes it over, so a keyboard user is not dropped at the top of the page.
   */
  focusHandOver?: FocusHandOver;
  /** A member of staff: the menu leads to the back office too. */
  staff?: boolean;
}

export type ProfileMenuFocus = 'first' | 'last';
type Focus = ProfileMenuFocus;

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The signed-in guest's name and their menu, as WAI-ARIA's menu button pattern (APG "Navigation Menu
 * Button"): Enter, Space or Down opens it on the first item, Up on the last; Up, Down, Home, End and a
 * letter move among the items; Escape closes it back to the button; Tab closes it and moves on.
 */
export function ProfileMenu({
  name,
  unread = 0,
  onNavigate,
  openAtStart = false,
  focusHandOver,
  staff = false,
}: ProfileMenuProps) {
  const [focusOnOpen, setFocusOnOpen] = useState<Focus | null>(openAtStart || null);
  const open = focusOnOpen !== null;
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (focusHandOver?.take() && !openAtStart) buttonRef.current?.focus();
  }, [focusHandOver, openAtStart]);

  const close = ({ refocus }: { refocus: boolean }) => {
    setFocusOnOpen(null);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!focusOnOpen) return undefined;
    const all = itemsOf(rootRef.current);
    all[focusOnOpen === 'first' ? 0 : all.length - 1]?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setFocusOnOpen(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [focusOnOpen]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const focus: Focus | undefined = { ArrowDown: 'first', ArrowUp: 'last' }[event.key] as Focus | undefined;
    if (!focus) return;
    event.preventDefault();
    setFocusOnOpen(focus);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf(rootRef.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const startingWith = (letter: string) =>
      [...all.slice(current + 1), ...all.slice(0, current + 1)].find((item) =>
        item.textContent?.trim().toLowerCase().startsWith(letter),
      );
    const target: Record<string, HTMLElement | undefined> = {
      ArrowDown: all[(current + 1) % all.length],
      ArrowUp: all[(current - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close({ refocus: true });
    } else if (event.key === 'Tab') {
      close({ refocus: false });
    } else if (event.key in target) {
      event.preventDefault();
      target[event.key]?.focus();
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      startingWith(event.key.toLowerCase())?.focus();
    }
  };

  return (
    <div className="dropdown profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="btn btn-outline-light btn-sm dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close({ refocus: false }) : setFocusOnOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span data-testid="header-name">{name}</span>
        <UnreadBadge count={unread} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        onKeyDown={onMenuKeyDown}
      >
        {(staff ? [STAFF_MENU_ITEM, ...PROFILE_MENU] : PROFILE_MENU).map(({ to, label }) => (
          <li key={to} role="none">
            <Link
              className="dropdown-item"
              role="menuitem"
              tabIndex={-1}
              to={to}
              onClick={() => {
                setFocusOnOpen(null);
                onNavigate();
              }}
            >
              {label}
              {to === '/notifications' && <UnreadBadge count={unread} />}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

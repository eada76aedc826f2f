import { useEffect, useRef, useState } from 'react';
import { Link } from '@haveli/router';
import { PROFILE_MENU } from './nav-links';

export interface ProfileMenuProps {
  name: string;
  onNavigate: () => void;
}

/** The signed-in guest's name and their dropdown, usable by keyboard and pointer alike. */
export function ProfileMenu({ name, onNavigate }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        type="button"
        className="btn btn-outline-light btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
      >
        <span data-testid="header-name">{name}</span>
      </button>
      <ul className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}>
        {PROFILE_MENU.map(({ to, label }) => (
          <li key={to}>
            <Link
              className="dropdown-item"
              to={to}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

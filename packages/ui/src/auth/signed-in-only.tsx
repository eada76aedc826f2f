import type { AuthState } from '@haveli/contracts';
import { auth$, getAuth } from '@haveli/event-bus';
import { Navigate, useLocation } from '@haveli/router';
import type { ReactNode } from 'react';
import { useStream } from '../hooks/use-stream';

export type SignedInUser = Extract<AuthState, { status: 'authenticated' }>['user'];

export interface SignedInOnlyProps {
  /** What a signed-in user sees; a function is given the user. */
  children: ReactNode | ((user: SignedInUser) => ReactNode);
}

/**
 * The site's one sign-in guard: anyone not signed in goes to /login, which brings them back here afterwards
 * (`state.from`), before any of the screen's code loads; signing out while on the screen leaves it the same
 * way. The shell puts it around every route its list marks `signIn` (and the standalone host does the same),
 * so a remote's screens need no guard of their own.
 */
export function SignedInOnly({ children }: SignedInOnlyProps) {
  const auth = useStream(auth$, getAuth);
  const location = useLocation();
  if (auth.status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return typeof children === 'function' ? children(auth.user) : children;
}

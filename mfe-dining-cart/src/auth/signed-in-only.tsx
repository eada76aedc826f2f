import type { AuthState } from '@haveli/contracts';
import { auth$, getAuth } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@haveli/router';

type SignedInUser = Extract<AuthState, { status: 'authenticated' }>['user'];

export interface SignedInOnlyProps {
  children: (user: SignedInUser) => ReactNode;
}

/** A screen for signed-in guests: a visitor goes to /login, which brings them back here afterwards. */
export function SignedInOnly({ children }: SignedInOnlyProps) {
  const auth = useStream(auth$, getAuth);
  const { pathname, search } = useLocation();
  if (auth.status !== 'authenticated') {
    return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  }
  return children(auth.user);
}

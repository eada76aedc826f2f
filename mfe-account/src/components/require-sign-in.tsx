import type { ComponentType } from 'react';
import { Navigate, useLocation } from '@haveli/router';
import { useAuth } from '../hooks/use-auth';

/**
 * A screen for signed-in guests only: anyone else goes to /login, which brings them back here afterwards
 * (`state.from`). Signing out while on the screen leaves it the same way.
 */
export function signedInOnly(Page: ComponentType): ComponentType {
  function SignedInOnly() {
    const auth = useAuth();
    const location = useLocation();
    if (auth.status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location }} />;
    return <Page />;
  }
  SignedInOnly.displayName = `SignedInOnly(${Page.displayName ?? Page.name})`;
  return SignedInOnly;
}

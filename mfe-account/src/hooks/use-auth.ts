import { auth$, getAuth } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';

/** Who is signed in, as the shell's bus says: re-renders on sign-in, sign-out and expiry. */
export function useAuth() {
  return useStream(auth$, getAuth);
}

/** The signed-in guest, or null; screens behind RequireSignIn can rely on it being there. */
export function useSignedInUser() {
  const auth = useAuth();
  return auth.status === 'authenticated' ? auth.user : null;
}

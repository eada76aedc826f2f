import { http, readToken, signOut } from '@haveli/api-client';

/**
 * The guest's own "Logout": signs out in this browser at once, and asks the API (POST auth/logout) to end
 * the session too. That part is best effort: an API without the endpoint (404), an expired token or no
 * network still leaves the guest signed out here. Resolves when the API has answered or failed.
 */
export async function logout(): Promise<void> {
  const token = readToken();
  signOut();
  if (!token) return;
  await http
    .post('auth/logout', undefined, {
      // The token is gone from storage by the time the request leaves: it goes with the call itself.
      headers: { Authorization: `Bearer ${token}` },
      skipAuthRedirect: true,
    })
    .catch(() => undefined);
}

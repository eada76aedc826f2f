import { addDays, hotelToday, loginRefusalSchema } from '@haveli/contracts';
import { currentCode } from '../../src/lib/two-factor';
import { withClient } from '../helpers/test-app';

/** A guest of a running API process, talking to it over HTTP like any client. */
export interface RemoteGuest {
  id: number;
  email: string;
  password: string;
  authorization: string;
}

let registered = 0;

export async function post(url: string, body: unknown, authorization?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function registerGuest(apiUrl: string, label = 'guest'): Promise<RemoteGuest> {
  registered += 1;
  const email = `${label}-${registered}-${Date.now()}@example.in`;
  const password = 'Haveli#Hardening2026';
  const created = await post(`${apiUrl}/api/auth/register`, { name: `Guest ${registered}`, email, password });
  if (created.status !== 201) throw new Error(`register: ${created.status} ${await created.text()}`);
  const login = await post(`${apiUrl}/api/auth/login`, { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  // The registration's answer names no account (it is the same for a taken address): the id is the session's.
  const me = await fetch(`${apiUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  return { id, email, password, authorization: `Bearer ${token}` };
}

export const inDays = (days: number) => addDays(hotelToday(), days);

export const booking = (from: number, nights: number, roomType: string, guestName = 'Crash Test') => ({
  guestName,
  checkInDate: inDays(from),
  checkOutDate: inDays(from + nights),
  roomType,
  remarks: '',
});

/**
 * A member of staff of a running API, as `Bearer <token>`: registered through it, made staff in its database
 * schema, and signed in again.
 */
export async function registerStaff(apiUrl: string, schema: string): Promise<string> {
  const staff = await registerGuest(apiUrl, 'staff');
  await withClient((client) =>
    client.query(`UPDATE ${schema}.users SET role = 'manager' WHERE id = $1`, [staff.id]),
  );
  const credentials = { email: staff.email, password: staff.password };
  let login = await post(`${apiUrl}/api/auth/login`, credentials);
  // A manager's first sign-in sets up the second step: the authenticator app's code from the key it is given.
  const challenge =
    login.status === 401 ? loginRefusalSchema.parse(await login.json()).two_factor : undefined;
  if (challenge?.step === 'setup') {
    login = await post(`${apiUrl}/api/auth/login`, { ...credentials, code: currentCode(challenge.secret) });
  }
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { byRemote, REMOTE_NAMES, type RemoteName } from '../../packages/contracts/src/remote-registry';
import { logIn } from './site';

interface RouteEntry {
  path: string;
  signIn?: boolean;
  staff?: boolean;
}

/** Each remote's routes, as it declares them (its `src/expose/routes.json`). */
const ROUTE_LISTS = byRemote(
  ({ app }) =>
    JSON.parse(
      readFileSync(join(__dirname, '..', '..', app, 'src', 'expose', 'routes.json'), 'utf8'),
    ) as RouteEntry[],
);

/** The remote that draws a path ('/menu'), by its route table. */
export const remoteOf = (path: string): RemoteName | undefined =>
  REMOTE_NAMES.find((name) => ROUTE_LISTS[name].some((entry) => `/${entry.path}` === path));

/** A real value for each route parameter the remotes declare (the seed's slugs; the guest's own id). */
const SAMPLE_PARAMS: Record<string, string[]> = {
  'blog/:slug': ['blog/a-morning-at-amber-fort'],
  'page/:slug': ['page/privacy-policy', 'page/term-and-condition'],
};

/** '/logout' signs the guest out: it is visited on its own, last. */
const SIGNS_OUT = '/logout';

function pathsOf(entries: RouteEntry[], signIn: boolean): string[] {
  return entries
    .filter((entry) => Boolean(entry.signIn) === signIn && !entry.path.includes(':userId'))
    .flatMap((entry) => (entry.path.includes(':') ? (SAMPLE_PARAMS[entry.path] ?? []) : [entry.path]))
    .map((path) => `/${path}`)
    .filter((path) => path !== SIGNS_OUT);
}

/** Staff screens are left out: they need a member of staff signed in. */
const ALL: RouteEntry[] = Object.values(ROUTE_LISTS)
  .flat()
  .filter((entry) => !entry.staff);

/** Every route of the site a visitor reaches signed out, read from the remotes' own route tables. */
export const PUBLIC_ROUTES: string[] = pathsOf(ALL, false);

/** Every route that needs the guest signed in (the guest's own `/edit-profile/<id>` is added by `signedInRoutes`). */
export const SIGNED_IN_ROUTES: string[] = pathsOf(ALL, true);

/** Signs the demo guest in and gives the signed-in routes, their own profile's edit page included. */
export async function signInForRoutes(page: Page): Promise<string[]> {
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await page.evaluate(() => sessionStorage.getItem('Authorization'));
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  return [...SIGNED_IN_ROUTES, `/edit-profile/${id}`];
}

/** Pages that show loading states as specimens, never finishing: the living style guide. */
const SHOWS_LOADING_STATES = new Set(['/styleguide']);

/** The page has its heading and nothing is loading any more. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  if (SHOWS_LOADING_STATES.has(new URL(page.url()).pathname)) return;
  await expect(page.locator('main [role="status"] .spinner-border')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

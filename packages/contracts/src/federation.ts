import type { ComponentType } from 'react';

/**
 * The contract between the shell and its remotes. Bump REMOTE_CONTRACT_VERSION when a change
 * would break a remote built against the previous one; the shell refuses a mismatch.
 */
export const REMOTE_CONTRACT_VERSION = 1;

export type RemoteName = 'content' | 'account' | 'diningCart';

/** Every remote exposes one module, `./pages`, whose default export is a RemotePagesModule. */
export const PAGES_EXPOSE = './pages';

export interface RemotePagesModule {
  contractVersion: number;
  pages: Record<string, ComponentType>;
  /** Which build this is (set at build time), so QA and the shell can tell deployed versions apart. */
  release?: string;
  /** Set only on the shell's stand-in for a remote that failed to load: why it is unavailable. */
  unavailable?: string;
}

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  page: string;
}

const routes = (remote: RemoteName, entries: Array<string | [path: string, page: string]>): RouteEntry[] =>
  entries.map((entry) =>
    typeof entry === 'string'
      ? { path: entry, remote, page: entry }
      : { path: entry[0], remote, page: entry[1] },
  );

/** PRODUCT.md §3: which remote owns which path, and the page it renders there. */
export const ROUTES: readonly RouteEntry[] = [
  ...routes('content', [
    'home',
    'hotel',
    'testimonial',
    'dining',
    'blog',
    'blog-list',
    ['blog/:slug', 'blog-detail'],
    'blog-detail',
    'rooms',
    'room',
    'room-details',
    'RoomType',
    'booking-type',
    'about',
    'faq',
    'page',
    ['page/:slug', 'page'],
    'rewards',
    'meeting',
    'offer',
    'offer-list',
    'team',
    'career',
    'contact',
    'branding-list',
  ]),
  ...routes('account', [
    'login',
    'logout',
    'register',
    'forgot-password',
    'reset-password',
    'user-profile',
    'profile',
    'user-dashboard',
    'user-booking',
    'edit-booking',
    'user-feedback',
    'user-data',
    ['edit-profile/:userId', 'edit-profile'],
    'settings',
    'notifications',
    'messages',
  ]),
  ...routes('diningCart', ['menu', 'cart', 'checkout', 'user-orders', 'orders', 'category-list']),
];

/** The pages a remote must expose: the shell relies on every one of them. */
export function pagesOf(remote: RemoteName): string[] {
  return [...new Set(ROUTES.filter((route) => route.remote === remote).map((route) => route.page))];
}

/** Runtime config served beside the shell (`/remotes.json`): where each remote's manifest lives. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
  /** How long a remote may take to load before its area says it is unavailable. */
  loadTimeoutMs?: number;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

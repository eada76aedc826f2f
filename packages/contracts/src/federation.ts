import type { ComponentType } from 'react';
import type { RemoteName } from './remote-registry';

/**
 * The contract between the shell and its remotes. Bump REMOTE_CONTRACT_VERSION when a change
 * would break a remote built against the previous one; the shell refuses a mismatch.
 */
export const REMOTE_CONTRACT_VERSION = 2;

export type SharedLibraries = Record<string, { version: string; requiredVersion: string }>;

/** What an app's build says of its shared libraries (`process.env.HAVELI_SHARED`, set by its webpack config). */
export function sharedLibrariesOf(built: string | undefined): SharedLibraries {
  return built ? (JSON.parse(built) as SharedLibraries) : {};
}

/** Every remote exposes one module, `./pages`, whose default export is a RemotePagesModule. */
export const PAGES_EXPOSE = './pages';

/** What the shell gives a remote's dialog: whether it is shown, and how to tell the shell it was closed. */
export interface RemoteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The remotes' dialogs the shell opens, each from the remote that owns it: the header's Book Your Slot (and
 * any app's `open-booking-modal` request) is the dining remote's `book-table`, its Cart button (and
 * `open-cart-modal`) the dining remote's `cart`. Each remote's contract test checks it exposes the dialogs
 * listed here for it.
 */
export const SHELL_DIALOGS = {
  bookTable: { remote: 'diningCart', dialog: 'book-table' },
  cart: { remote: 'diningCart', dialog: 'cart' },
} as const satisfies Record<string, { remote: RemoteName; dialog: string }>;

export interface RemotePagesModule {
  contractVersion: number;
  pages: Record<string, ComponentType>;
  /**
   * Dialogs the shell opens on a request from anywhere on the site (the header's Book Your Slot is `diningCart`'s
   * `book-table`), each loaded on first use. Optional: a remote without dialogs leaves it out.
   */
  dialogs?: Record<string, ComponentType<RemoteDialogProps>>;
  /** Which build this is (set at build time), so QA and the shell can tell deployed versions apart. */
  release?: string;
  /** Each shared library the remote was built with: the version it holds and the range it needs. */
  shared?: SharedLibraries;
  /** Set only on the shell's stand-in for a remote that failed to load: why it is unavailable. */
  unavailable?: string;
}

/**
 * One screen a remote offers: it owns the list (`src/expose/routes.json`), published as data with each release
 * (`routes.json` beside its `mf-manifest.json`), so the shell knows every route without fetching any code.
 */
export interface RouteDefinition {
  /** Relative to the site's root, react-router's syntax: `blog/:slug`. */
  path: string;
  /** The key of the page in the remote's `./pages` module. */
  page: string;
  /** What the page is called in the browser's tab and history ("Rooms" → "Rooms | Haveli Jaipur"). */
  title: string;
  /** Only for signed-in guests: the shell sends anyone else to /login first. */
  signIn?: boolean;
  /**
   * Only for hotel staff: the shell sends a visitor to /login and tells a guest the page is for staff, without
   * fetching any of the remote's code (the API refuses them too).
   */
  staff?: boolean;
}

/** A route of the site's table: a remote's route, and the remote that draws it. */
export interface RouteEntry extends RouteDefinition {
  remote: RemoteName;
}

/** A page's title as the browser shows it. */
export const documentTitle = (title: string) => `${title} | Haveli Jaipur`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A route list as published (untrusted JSON); throws, saying what is wrong, on anything else. */
export function parseRouteList(value: unknown, origin: string): RouteDefinition[] {
  if (!Array.isArray(value)) throw new Error(`${origin}: the route list is not a list`);
  return value.map((route: unknown, index) => {
    const { path, page, title, signIn, staff } = isRecord(route) ? route : {};
    if (typeof path !== 'string' || typeof page !== 'string' || typeof title !== 'string' || !page || !title)
      throw new Error(`${origin}: route ${index} needs a path, a page and a title`);
    if (signIn !== undefined && typeof signIn !== 'boolean')
      throw new Error(`${origin}: route ${index} has a signIn that is not true or false`);
    if (staff !== undefined && typeof staff !== 'boolean')
      throw new Error(`${origin}: route ${index} has a staff that is not true or false`);
    return { path, page, title, ...(signIn ? { signIn } : {}), ...(staff ? { staff } : {}) };
  });
}

/** Runtime config served beside the shell (`/remotes.json`): where each remote's manifest lives. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
  /** Each live release's route list (its `routes.json`), merged in by the site's server. */
  routes: Partial<Record<RemoteName, RouteDefinition[]>>;
  /** How long a remote may take to load before its area says it is unavailable. */
  loadTimeoutMs?: number;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

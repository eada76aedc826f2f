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
  /** What the page is called in the browser's tab and history ("Rooms" → "Rooms | Haveli Jaipur"). */
  title: string;
}

type Entry = [path: string, title: string, page?: string];

const routes = (remote: RemoteName, entries: Entry[]): RouteEntry[] =>
  entries.map(([path, title, page = path]) => ({ path, remote, page, title }));

/** PRODUCT.md §3: which remote owns which path, the page it renders there, and the page's title. */
export const ROUTES: readonly RouteEntry[] = [
  ...routes('content', [
    ['home', 'Luxury Hotel in Jaipur'],
    ['hotel', 'The Hotel'],
    ['testimonial', 'Guest Reviews'],
    ['dining', 'Dining'],
    ['blog', 'Blog'],
    ['blog-list', 'Blog'],
    ['blog/:slug', 'Blog', 'blog-detail'],
    ['blog-detail', 'Blog'],
    ['rooms', 'Rooms'],
    ['room', 'Rooms'],
    ['room-details', 'Room Details'],
    ['RoomType', 'Room Types'],
    ['booking-type', 'Book Your Stay'],
    ['about', 'About Us'],
    ['faq', 'FAQ'],
    ['page', 'Pages'],
    ['page/:slug', 'Pages', 'page'],
    ['rewards', 'Rewards'],
    ['meeting', 'Meetings & Events'],
    ['offer', 'Special Offers'],
    ['offer-list', 'Special Offers'],
    ['team', 'Our Team'],
    ['career', 'Careers'],
    ['contact', 'Contact Us'],
    ['branding-list', 'Our Brands'],
  ]),
  ...routes('account', [
    ['login', 'Login'],
    ['logout', 'Logout'],
    ['register', 'Register'],
    ['forgot-password', 'Forgot Password'],
    ['reset-password', 'Reset Password'],
    ['user-profile', 'Your Profile'],
    ['profile', 'Your Profile'],
    ['user-dashboard', 'Your Dashboard'],
    ['user-booking', 'Hotel Room Booking'],
    ['edit-booking', 'Change Your Booking'],
    ['user-feedback', 'Feedback'],
    ['user-data', 'Your Details'],
    ['edit-profile/:userId', 'Edit Profile', 'edit-profile'],
    ['settings', 'Settings'],
    ['notifications', 'Notifications'],
    ['messages', 'Messages'],
  ]),
  ...routes('diningCart', [
    ['menu', 'Our Menu'],
    ['cart', 'Your Cart'],
    ['checkout', 'Checkout'],
    ['user-orders', 'Your Orders'],
    ['orders', 'Your Orders'],
    ['category-list', 'Menu Categories'],
  ]),
];

/** A page's title as the browser shows it. */
export const documentTitle = (title: string) => `${title} | Haveli Jaipur`;

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

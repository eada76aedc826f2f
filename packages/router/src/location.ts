export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  /** New on every navigation, even to the URL already shown: views keyed on it start afresh. */
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

// Only the path of the resolved URL is kept, so this origin never shows.
const BASE = 'http://h';

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>): string =>
  pathname + search + hash;

/**
 * Resolves `to` as a link in the page at `from` would: '?a=1' keeps the path, 'x' is a sibling of the last
 * segment, '..' goes up. The site links by absolute path; this keeps the rest well defined.
 */
export function resolvePath(to: To, from: Path): Path {
  const url = new URL(
    typeof to === 'string' ? to : createPath({ ...to, pathname: to.pathname ?? from.pathname }),
    BASE + createPath(from),
  );
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A URL-encoded part as text; left encoded when it is not valid UTF-8, rather than failing the page. */
export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

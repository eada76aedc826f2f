import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter } from './context';
import { useLocation } from './hooks';
import { createPath, resolvePath, type To } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry; by default only a link to the URL already shown does. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Where a link leads: a path inside the app, or an absolute URL the browser should simply follow. */
function useLinkTarget(to: To): { href: string; inside: boolean } {
  const location = useLocation();
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) {
    // Drawn at build time (a first paint) there is no page to compare with: the browser follows it.
    if (typeof window === 'undefined') return { href: to, inside: false };
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) return { href: to, inside: false };
    return { href: url.pathname + url.search + url.hash, inside: true };
  }
  return { href: createPath(resolvePath(to, location)), inside: true };
}

/** Only a plain left click stays in the app: a modified click, or another target, is the browser's. */
const opensHere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  download == null &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const router = useRouter();
  const { href, inside } = useLinkTarget(to);
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!inside || !opensHere(event, anchor.target, anchor.download)) return;
        event.preventDefault();
        router.navigate(href, { replace: replace ?? href === createPath(router.state.location), state });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  className?: string;
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A Link that knows when it leads to the current page: class `active` and aria-current="page". */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const location = useLocation();
  const current = location.pathname.toLowerCase();
  const target = resolvePath(link.to, location).pathname.toLowerCase();
  // '/blog' is active on '/blog' and '/blog/…', never on '/blogs'.
  const boundary = target.length > 1 && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current[boundary] === '/');
  return (
    <Link
      {...link}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

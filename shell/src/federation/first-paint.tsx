/**
 * The screen the site's server painted into the page (scripts/serve.mjs, from the remotes' prerendered
 * first paints) stands in for that screen until its remote has drawn it, so the guest sees it at once
 * and nothing moves when the real one arrives.
 */
interface Painted {
  path: string;
  html: string;
}

let painted: Painted | undefined;

/** Keeps the server's first paint before React replaces the page's markup. */
export function keepFirstPaint(root: ParentNode = document): void {
  const element = root.querySelector<HTMLElement>('[data-first-paint]');
  const path = element?.dataset.firstPaint;
  painted = element && path ? { path, html: element.innerHTML } : undefined;
}

/** The first paint of `path`, until its screen has been drawn once. */
export function firstPaintOf(path: string): string | undefined {
  return painted?.path === path ? painted.html : undefined;
}

export function dropFirstPaint(): void {
  painted = undefined;
}

/** The link of the server's page that has focus: which of the links to its address it is. */
interface FocusedLink {
  href: string;
  nth: number;
}

let focusedLink: FocusedLink | undefined;
let stopWatchingFocus: (() => void) | undefined;

const linksTo = (root: ParentNode, href: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => a.getAttribute('href') === href);

/**
 * Follows where the guest's focus is on the server's page until React draws the live one over it (a guest
 * may Tab to the skip link or the header before the shell has started). Only links: the first paint's
 * buttons and screen are disabled.
 */
export function watchFirstPaintFocus(root: HTMLElement): void {
  const remember = (link: EventTarget | null) => {
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
    const href = link.getAttribute('href') ?? '';
    focusedLink = { href, nth: linksTo(root, href).indexOf(link) };
  };
  // The guest may have moved it before this script even ran.
  remember(document.activeElement);
  const onFocus = (event: FocusEvent) => remember(event.target);
  document.addEventListener('focusin', onFocus);
  stopWatchingFocus = () => document.removeEventListener('focusin', onFocus);
}

/**
 * Once the live page is drawn: focus that was on a link of the server's page (now gone, so the browser has
 * put it on the body) moves to the same link of the live page, and the next Tab goes on from there.
 */
export function restoreFirstPaintFocus(root: ParentNode = document): void {
  stopWatchingFocus?.();
  stopWatchingFocus = undefined;
  const link = focusedLink;
  focusedLink = undefined;
  const active = document.activeElement;
  if (!link || (active && active !== document.body)) return;
  linksTo(root, link.href)[link.nth]?.focus();
}

export interface FirstPaintProps {
  path: string;
  html: string;
}

/**
 * The painted screen, announced as loading. A disabled, inert fieldset: nothing can be typed or chosen
 * in it and lost when the live screen replaces it.
 */
export function FirstPaint({ path, html }: FirstPaintProps) {
  return (
    <>
      <div className="visually-hidden" role="status">
        Loading…
      </div>
      <fieldset
        className="remote-area first-paint"
        data-first-paint={path}
        disabled
        inert
        // Markup rendered by our own build from our own components, with no data in it.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

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

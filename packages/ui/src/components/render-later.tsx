import { type ReactNode, useEffect, useRef } from 'react';

/** Parts waiting to be laid out, in the order they were drawn (the page's order). */
const waiting: HTMLElement[] = [];
let scheduled = false;

function whenIdle(run: () => void): void {
  // jsdom and older Safari have no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}

/** Lays out one waiting part per idle moment: each is a small task of its own, never one long one. */
function layOutNext(): void {
  scheduled = false;
  const element = waiting.shift();
  if (!element) return;
  element.dataset.laidOut = '';
  scheduleNext();
}

function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(layOutNext);
}

export interface RenderLaterProps {
  children: ReactNode;
}

/**
 * A part of a long page that may start below the fold. While it is off the screen the browser skips
 * its styles, layout and paint (`content-visibility: auto`, theme.scss), so the page's first draw lays
 * out only what the guest sees. Each part is then laid out in an idle moment of its own, so the scroll
 * bar, in-page search and the contrast checks of assistive tools all meet the real page soon after.
 */
export function RenderLater({ children }: RenderLaterProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    waiting.push(element);
    scheduleNext();
    return () => {
      const index = waiting.indexOf(element);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, []);
  return (
    <div className="render-later" ref={ref}>
      {children}
    </div>
  );
}

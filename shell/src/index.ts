// In the entry, so the stylesheet is linked from the page's head and styles the server's first paint.
import '@haveli/ui/src/styles/fonts.css';
import './styles.scss';

// The async boundary lets Module Federation agree on shared singletons before any app code runs. The
// shell starts in a task of its own after its modules have been evaluated: two shorter tasks rather than
// one long one, so the browser can answer a tap in between.
const boot = () =>
  void import('./bootstrap').then(({ start }) => {
    setTimeout(start, 0);
  });

/**
 * With the server's first paint in the page, the shell boots once the browser has shown it: the page
 * shows whole first and the shell's chunks load after it rather than beside it. Shown means presented,
 * not only drawn: the browser reports the first contentful paint once the frame is on the screen, a
 * frame or so after the drawing, and a chunk asked for in between would race the paint for the network
 * and the main thread. Where paint timing is missing, the frame's drawing stands in; a tab in the
 * background draws no frames, so a timer boots it all the same.
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 1000);
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(boot);
else boot();

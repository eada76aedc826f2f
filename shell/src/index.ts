// In the entry, so the stylesheet is linked from the page's head and styles the server's first paint.
import './styles.scss';

// The async boundary lets Module Federation agree on shared singletons before any app code runs. The
// shell starts in a task of its own after its modules have been evaluated: two shorter tasks rather than
// one long one, so the browser can answer a tap in between.
const boot = () =>
  void import('./bootstrap').then(({ start }) => {
    setTimeout(start, 0);
  });

/**
 * With the server's first paint in the page, the shell boots once the browser has drawn it: the page
 * shows whole first and the shell's chunks load after it rather than beside it. A tab in the background
 * draws no frames, so a timer boots it all the same.
 */
function afterFirstFrame(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstFrame(boot);
else boot();

import { restoreSession, startCartSync } from '@haveli/api-client';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepFirstPaint, watchFirstPaintFocus } from './federation/first-paint';
import { preloadOnIntent } from './federation/preload';
import { loadRemotesConfig } from './federation/remotes-config';
import { startLiveEvents } from './live/live-events';

/** Starts the shell. Evaluating the modules above is one piece of work; this is the next. */
export function start() {
  loadRemotesConfig();
  restoreSession();
  startCartSync();
  startLiveEvents();
  preloadOnIntent();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  keepFirstPaint(container);
  watchFirstPaintFocus(container);
  const root = createRoot(container);
  // The server's first paint is already on screen: the first render can yield to the browser between
  // slices instead of holding the main thread (and a tap) for its whole length.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

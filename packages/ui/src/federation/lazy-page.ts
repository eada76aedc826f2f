import { type ComponentType, lazy } from 'react';

/** How long a page's first draw waits for the data it asked for before drawing its own loading states. */
export const DATA_WAIT_MS = 1500;

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * A page whose code is fetched on its first visit, as a chunk of its own.
 *
 * `prefetch` asks for the page's data at the same moment, so it comes while the code loads, and the page
 * is first drawn once both have come: drawn once, whole, rather than empty and then again with its data
 * (on the first visit the server's first paint stands in meanwhile). A page whose data is slower than
 * `DATA_WAIT_MS` is drawn with its own loading states; a failed prefetch leaves the page's queries to
 * show the error. The page's queries find the data in their cache.
 *
 * The prefetch runs in a task of its own, just after the code has been asked for: the render that asked
 * for the page is one unit of work React cannot split, and the first requests through a cold API client
 * would lengthen it. It runs only in a browser: the build prerenders pages in Node, as they look before
 * any data.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: () => Promise<unknown>,
) {
  return lazy(async () => {
    const code = load();
    if (prefetch && typeof window !== 'undefined') {
      const data = new Promise<unknown>((resolve) => setTimeout(() => resolve(settled(prefetch())), 0));
      const waited = new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS));
      await Promise.all([code, Promise.race([data, waited])]);
    }
    return { default: pick(await code) };
  });
}

import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const isStylesheet = (url: string) => new URL(url, 'http://localhost').pathname.endsWith('.css');

/**
 * A remote's stylesheets are linked only by its own chunk loader (mini-css-extract-plugin), which waits for
 * each to load before the pages module resolves. Module Federation would link them itself as it resolves
 * the remote, without waiting; the chunk loader then finds a <link> with the same address and resolves at
 * once, and the screen is drawn before its styles have arrived. Its warm-up keeps the scripts only.
 */
export function stylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'haveli-styles',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const keep = op.filter;
        op.filter = (url) => !isStylesheet(url) && (keep?.(url) ?? true);
      }
    },
  };
}

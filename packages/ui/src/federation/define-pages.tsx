import {
  REMOTE_CONTRACT_VERSION,
  type RemoteName,
  type RemotePagesModule,
  sharedLibrariesOf,
} from '@haveli/contracts';
import { type ComponentType, type ReactNode } from 'react';

/**
 * The `./pages` module a remote exposes: each of its pages wrapped in the remote's providers. Which path
 * shows which page is the remote's route list (`src/expose/routes.json`); its contract test checks the two
 * agree, so a route never leads to a page that is not there.
 */
export function definePages(
  remote: RemoteName,
  built: Record<string, ComponentType>,
  Providers: ComponentType<{ children: ReactNode }>,
): RemotePagesModule {
  const pages = Object.fromEntries(
    Object.entries(built).map(([page, Page]) => {
      const Wrapped: ComponentType = () => (
        <Providers>
          <Page />
        </Providers>
      );
      Wrapped.displayName = `${remote}/${page}`;
      return [page, Wrapped];
    }),
  );
  return {
    contractVersion: REMOTE_CONTRACT_VERSION,
    pages,
    release: process.env.HAVELI_RELEASE,
    shared: sharedLibrariesOf(process.env.HAVELI_SHARED),
  };
}

import {
  REMOTE_CONTRACT_VERSION,
  type RemoteDialogProps,
  type RemoteName,
  type RemotePagesModule,
  sharedLibrariesOf,
} from '@haveli/contracts';
import { type ComponentType, type ReactNode } from 'react';

type Providers = ComponentType<{ children: ReactNode }>;

function withProviders<P extends object>(
  remote: RemoteName,
  built: Record<string, ComponentType<P>>,
  Providers: Providers,
): Record<string, ComponentType<P>> {
  return Object.fromEntries(
    Object.entries(built).map(([key, Built]) => {
      const Wrapped: ComponentType<P> = (props) => (
        <Providers>
          <Built {...props} />
        </Providers>
      );
      Wrapped.displayName = `${remote}/${key}`;
      return [key, Wrapped];
    }),
  );
}

export interface DefinePagesOptions {
  /**
   * Dialogs the shell opens for anyone on the site (a header button, another remote's request on the bus),
   * by key; lazy components, so their code comes only when one is opened.
   */
  dialogs?: Record<string, ComponentType<RemoteDialogProps>>;
}

/**
 * The `./pages` module a remote exposes: each of its pages and dialogs wrapped in the remote's providers.
 * Which path shows which page is the remote's route list (`src/expose/routes.json`); its contract test checks
 * the two agree, so a route never leads to a page that is not there.
 */
export function definePages(
  remote: RemoteName,
  built: Record<string, ComponentType>,
  Providers: Providers,
  { dialogs }: DefinePagesOptions = {},
): RemotePagesModule {
  return {
    contractVersion: REMOTE_CONTRACT_VERSION,
    pages: withProviders(remote, built, Providers),
    ...(dialogs ? { dialogs: withProviders(remote, dialogs, Providers) } : {}),
    release: process.env.HAVELI_RELEASE,
    shared: sharedLibrariesOf(process.env.HAVELI_SHARED),
  };
}

import { pagesOf, REMOTE_CONTRACT_VERSION, type RemoteName, type RemotePagesModule } from '@haveli/contracts';
import { type ComponentType, type ReactNode } from 'react';
import { ComingSoon } from '../components/coming-soon';

const titleOf = (page: string) =>
  page
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The `./pages` module a remote exposes: every page the shell routes to it, the built ones wrapped in
 * the remote's providers, the rest a clear "coming soon" screen.
 */
export function definePages(
  remote: RemoteName,
  built: Record<string, ComponentType>,
  Providers: ComponentType<{ children: ReactNode }>,
): RemotePagesModule {
  const pages = Object.fromEntries(
    pagesOf(remote).map((page) => {
      const Page = built[page];
      const Wrapped: ComponentType = Page
        ? () => (
            <Providers>
              <Page />
            </Providers>
          )
        : () => <ComingSoon title={titleOf(page)} />;
      Wrapped.displayName = `${remote}/${page}`;
      return [page, Wrapped];
    }),
  );
  return { contractVersion: REMOTE_CONTRACT_VERSION, pages, release: process.env.HAVELI_RELEASE };
}

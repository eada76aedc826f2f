import { type RemoteName, type RemotePagesModule, type RouteDefinition } from '@haveli/contracts';
import { MemoryRouter } from '@haveli/router/src/testing';
import { type ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * Build-time only (scripts/prerender.mjs runs it in Node, never in a browser): the markup a screen shows
 * before any script or data, which the site's server puts into the page so the browser paints it at once.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** The path a page is reached at, when it needs no parameter. */
function pathOf(remote: RemoteName, routes: readonly RouteDefinition[], page: string): string {
  const route = routes.find((entry) => entry.page === page && !entry.path.includes(':'));
  if (!route) throw new Error(`${remote} has no parameterless route to its page "${page}"`);
  return `/${route.path}`;
}

/**
 * The first paint of each listed page, as its remote draws it before data arrives (loading states in
 * place of data). List only pages that look the same to every visitor: public, no per-visitor state.
 */
export async function renderFirstPaints(
  remote: RemoteName,
  { pages }: RemotePagesModule,
  routes: readonly RouteDefinition[],
  names: readonly string[],
): Promise<Record<string, string>> {
  const paints: Record<string, string> = {};
  for (const name of names) {
    const Page = pages[name];
    if (!Page) throw new Error(`${remote} exposes no page "${name}"`);
    const path = pathOf(remote, routes, name);
    paints[path] = await renderToHtml(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
  }
  return paints;
}

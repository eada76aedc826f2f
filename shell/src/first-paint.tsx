import { ROUTES } from '@haveli/contracts';
import { MemoryRouter } from '@haveli/router/src/testing';
import { renderToHtml } from '@haveli/ui/src/first-paint/render';
import { FirstPaint } from './federation/first-paint';
import { Frame } from './layout/layout';

/** Where the site's server puts a remote's first paint of the screen (scripts/serve.mjs). */
const SLOT = '<template id="first-paint-slot"></template>';

/**
 * Build-time (scripts/prerender.mjs): the page around each parameterless route as a signed-out visitor
 * first sees it (its buttons disabled until the shell starts), the stand-in that holds a remote's first
 * paint (`{path}` and `{html}` to fill), and the routes with parameters, so the server knows which other
 * paths the shell sends home.
 */
export async function render() {
  const frames: Record<string, string> = {};
  for (const { path } of ROUTES.filter((route) => !route.path.includes(':'))) {
    frames[`/${path}`] = await renderToHtml(
      <MemoryRouter initialEntries={[`/${path}`]}>
        {/* Its buttons do nothing until the shell has started, so they are disabled until then (and look
            as they will); its links work without it. */}
        <fieldset className="first-paint-frame" disabled>
          <Frame>
            <template id="first-paint-slot" />
          </Frame>
        </fieldset>
      </MemoryRouter>,
    );
  }
  const standIn = await renderToHtml(<FirstPaint path="{path}" html="{html}" />);
  // Matched by the server with react-router's matchPath, as the shell matches them (scripts/lib/first-paint.mjs).
  const parameterisedRoutes = ROUTES.filter((route) => route.path.includes(':')).map(
    ({ path }) => `/${path}`,
  );
  return { slot: SLOT, frames, standIn, parameterisedRoutes };
}

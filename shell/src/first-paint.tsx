import { MemoryRouter } from '@haveli/router/src/testing';
import { renderToHtml } from '@haveli/ui/src/first-paint/render';
import { FirstPaint } from './federation/first-paint';
import { Frame } from './layout/layout';
import { MAIN_NAV } from './layout/nav-links';

/** Where the site's server puts a remote's first paint of the screen (scripts/serve.mjs). */
const SLOT = '<template id="first-paint-slot"></template>';

const frameAt = (path: string) =>
  renderToHtml(
    <MemoryRouter initialEntries={[path]}>
      {/* Its buttons do nothing until the shell has started, so they are disabled until then (and look
          as they will); its links work without it. */}
      <fieldset className="first-paint-frame" disabled>
        <Frame>
          <template id="first-paint-slot" />
        </Frame>
      </fieldset>
    </MemoryRouter>,
  );

/**
 * Build-time (scripts/prerender.mjs): the page around a screen as a signed-out visitor first sees it (its
 * buttons disabled until the shell starts), at each page of the main menu (which marks the page it is on)
 * and, as `*`, at any other; and the stand-in that holds a remote's first paint (`{path}` and `{html}` to
 * fill). Which paths are screens at all the server reads from the live remotes' route lists.
 */
export async function render() {
  const frames: Record<string, string> = { '*': await frameAt('/') };
  for (const { to } of MAIN_NAV) frames[to] = await frameAt(to);
  const standIn = await renderToHtml(<FirstPaint path="{path}" html="{html}" />);
  return { slot: SLOT, frames, standIn };
}

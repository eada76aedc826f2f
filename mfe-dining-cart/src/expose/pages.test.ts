import { parseRouteList, REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import { sharedVersionMismatches } from '@haveli/webpack-config/shared.cjs';
import { join } from 'node:path';
import remotePages from './pages';
import routeList from './routes.json';

const routes = parseRouteList(routeList, 'routes.json');

describe('the diningCart remote keeps its contract with the shell', () => {
  it('speaks the current contract version', () => {
    expect(remotePages.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('asks for the shared libraries in versions the shell offers', () => {
    expect(
      sharedVersionMismatches(join(__dirname, '..', '..'), join(__dirname, '..', '..', '..', 'shell')),
    ).toEqual([]);
  });

  it.each(routes)('exposes a page for its route "$path"', ({ page }) => {
    expect(remotePages.pages).toHaveProperty([page], expect.any(Function));
  });

  it('routes to every page it exposes, each path once', () => {
    const routed = new Set(routes.map((route) => route.page));
    expect(Object.keys(remotePages.pages).filter((page) => !routed.has(page))).toEqual([]);
    const paths = routes.map((route) => route.path.toLowerCase());
    expect(paths).toHaveLength(new Set(paths).size);
  });
});

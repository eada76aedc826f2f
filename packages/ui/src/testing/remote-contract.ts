import {
  parseRouteList,
  REMOTE_CONTRACT_VERSION,
  type RemotePagesModule,
  SHELL_DIALOGS,
} from '@haveli/contracts';
import { sharedVersionMismatches } from '@haveli/webpack-config/shared.cjs';
import { join } from 'node:path';

/**
 * A remote's contract with the shell, as its `src/expose/pages.test.ts` checks it: the contract version, the
 * shared libraries' versions beside the shell's, its route list against the pages it exposes, and the dialogs
 * the shell opens from it.
 */
export function describeRemoteContract(
  remote: string,
  remotePages: RemotePagesModule,
  routeList: unknown,
  appDir: string,
) {
  const routes = parseRouteList(routeList, `${remote}'s routes.json`);

  describe(`the ${remote} remote keeps its contract with the shell`, () => {
    it('speaks the current contract version', () => {
      expect(remotePages.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    });

    it('asks for the shared libraries in versions the shell offers', () => {
      expect(sharedVersionMismatches(appDir, join(appDir, '..', 'shell'))).toEqual([]);
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

    it('exposes every dialog the shell opens from it', () => {
      const asked = Object.values(SHELL_DIALOGS).filter((wanted) => wanted.remote === remote);
      for (const { dialog } of asked) {
        expect(remotePages.dialogs).toHaveProperty([dialog], expect.any(Function));
      }
    });
  });
}

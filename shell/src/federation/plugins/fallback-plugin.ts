import { REMOTE_CONTRACT_VERSION, type RemotePagesModule } from '@haveli/contracts';
import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * When a remote cannot load, Module Federation asks this plugin for a stand-in. It logs the failure
 * and answers with a pages module marked unavailable, which the shell shows as the remote's
 * "temporarily unavailable" state with a Retry — never a crash.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'haveli-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module "${id}" failed to load (${lifecycle}):`, error);
      // Only a failed load can be answered with a module; other stages expect other answers.
      if (lifecycle !== 'onLoad') return undefined;
      const standIn: RemotePagesModule = {
        contractVersion: REMOTE_CONTRACT_VERSION,
        pages: {},
        unavailable: describe(error),
      };
      return { default: standIn };
    },
  };
}

// Builds one remote and deploys it alone: `pnpm --filter @haveli/mfe-content run deploy`, or
// `node scripts/deploy-remote.mjs mfe-content [--skip-build] [--publish-only] [--activate <release>]`,
// or `--all`.
// `--publish-only` puts the release on the static host without making it live: `--activate` does that later.
// Neither the shell nor the other remotes are rebuilt or restarted: the shell reads the live release
// of each remote from the served config on its next page load.
import { basename } from 'node:path';
import { activateRelease, appVersion, findRemote, publishRelease, REMOTES } from './lib/deploy.mjs';
import { pnpm } from './lib/run.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const named = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--activate');

const targets = flag('--all') ? REMOTES : [findRemote(named ?? basename(process.cwd()))];
if (targets.some((remote) => !remote)) {
  console.error(`Unknown remote "${named}". One of: ${REMOTES.map(({ app }) => app).join(', ')}, or --all.`);
  process.exit(2);
}

for (const remote of targets) {
  const rollbackTo = option('--activate');
  if (rollbackTo) {
    activateRelease(remote, rollbackTo);
    console.info(`${remote.app}: ${rollbackTo} is live.`);
    continue;
  }
  const started = Date.now();
  const label = process.env.HAVELI_RELEASE ?? appVersion(remote);
  if (!flag('--skip-build')) {
    pnpm(['--filter', `@haveli/${remote.app}`, 'run', 'build'], {
      env: { ...process.env, HAVELI_RELEASE: label },
    });
  }
  const release = publishRelease(remote, label);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (flag('--publish-only')) {
    console.info(
      `${remote.app}: ${release} is published (${seconds} s); --activate ${release} makes it live.`,
    );
    continue;
  }
  activateRelease(remote, release);
  console.info(`${remote.app}: ${release} is live (${seconds} s).`);
}

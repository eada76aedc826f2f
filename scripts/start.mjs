// `npm start` (or `pnpm start`): install, build everything for production, serve the composed site.
import { install, pnpm, run } from './lib/run.mjs';

const installSeconds = install();
const buildSeconds =
  pnpm(['run', 'build']) + run('node', ['scripts/deploy-remote.mjs', '--all', '--skip-build']);
console.info(`Installed in ${installSeconds} s, built in ${buildSeconds} s.`);
run('node', ['scripts/serve.mjs']);

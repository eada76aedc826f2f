// `pnpm dev`: the API and every app's dev server, with the shell at :3000 proxying /api.
import { spawn } from 'node:child_process';
import { REMOTES } from './lib/deploy.mjs';
import { PNPM, ROOT } from './lib/run.mjs';

const apps = ['@haveli/api', ...REMOTES.map(({ app }) => `@haveli/${app}`), '@haveli/shell'];
const children = apps.map((app) =>
  spawn('npx', [...PNPM, '--filter', app, 'run', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The site as an earlier commit built it, for `pnpm bench --before <git-ref>`: that commit checked out into a
// temporary git worktree, installed and built there, and served by its own scripts/serve.mjs on ports, a
// database and a deploy folder of its own. `stop()` ends the server and removes the worktree and the folders.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotePortsBeside } from '../lib/deploy.mjs';
import { ROOT } from '../lib/run.mjs';

function step(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`);
}

export async function startBeforeSite(ref, ports) {
  const commit = spawnSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (commit.status !== 0) throw new Error(`--before ${ref}: not a commit of this repository`);
  const dir = mkdtempSync(join(tmpdir(), 'haveli-bench-before-'));
  const data = [
    mkdtempSync(join(tmpdir(), 'haveli-bench-db-')),
    mkdtempSync(join(tmpdir(), 'haveli-bench-deploy-')),
  ];
  let site;
  const stop = async () => {
    if (site && site.exitCode === null && site.signalCode === null) {
      const exited = once(site, 'exit');
      site.kill('SIGTERM');
      await exited;
    }
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'inherit' });
    for (const folder of [dir, ...data]) rmSync(folder, { recursive: true, force: true });
  };
  try {
    step('git', ['worktree', 'add', '--detach', dir, commit.stdout.trim()], ROOT);
    // Its own pnpm, as its package.json pins it.
    const { packageManager } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const pnpm = ['-y', packageManager ?? 'pnpm@10.34.9'];
    step('npx', [...pnpm, 'install', '--frozen-lockfile', '--reporter=append-only'], dir);
    step('npx', [...pnpm, 'run', 'build'], dir);
    site = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        SHELL_PORT: ports.shell,
        ...remotePortsBeside(ports.shell),
        API_PORT: ports.api,
        PGLITE_DIR: data[0],
        DEPLOY_DIR: data[1],
        LOG_LEVEL: 'warn',
      },
    });
    return { url: `http://localhost:${ports.shell}`, commit: commit.stdout.trim(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pnpm this repo pins, fetched by npx: a fresh machine has Node and npm only. */
const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
export const PNPM = ['-y', packageManager];

/** Runs a command in the repo, streaming its output; exits with its code when it fails. */
export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `✗ ${command} ${args.join(' ')} failed after ${seconds} s (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
  return Number(seconds);
}

export const pnpm = (args, options) => run('npx', [...PNPM, ...args], options);

/** Installs the workspace exactly as the lockfile says. */
export function install() {
  return pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/**
 * The path of a Node.js binary of another major version: the npm registry's `node` package ships it, and
 * npx keeps it in its cache after the first fetch.
 */
export function nodeBinary(major) {
  const result = spawnSync('npx', ['-y', `node@${major}`, '-p', 'process.execPath'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(
      `✗ could not fetch Node ${major} from the npm registry (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
  return result.stdout.trim();
}

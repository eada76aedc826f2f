import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs commands side by side (checks that each leave a core idle much of the time), each one's output shown
 * whole when it ends; exits with the first failure's code once all have ended. Returns the seconds taken.
 */
export async function runTogether(commands) {
  const started = Date.now();
  const exits = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            process.stdout.write(Buffer.concat(output));
            if (code !== 0) console.error(`✗ ${command} ${args.join(' ')} failed (exit ${code ?? signal})`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = exits.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(`✗ failed after ${seconds} s`);
    process.exit(failed);
  }
  return Number(seconds);
}

/**
 * V8 in Node 22 and 24 sometimes aborts a process running much WebAssembly (PGlite) while it frees tiered-up
 * code: "# Check failed: jit_page.has_value()". It is V8's bug, not the tests' (public reports with PGlite;
 * the same suite passes on Node 20 in the same run and on a second try), so a step that failed that way, and
 * only that way, is run once more. Its output is shown when it ends.
 */
const V8_JIT_PAGE_ABORT = 'Check failed: jit_page.has_value()';

/** Runs a command without waiting for it: its output, kept, and its exit code, when it ends. */
function spawnKept(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ code, signal, output: Buffer.concat(output) }));
  });
}

/**
 * Runs a command as a step that may share the machine with another (its output shown whole when it ends),
 * once more if V8 aborted it that way only (above); exits with its code when it fails. Resolves to its seconds.
 */
export async function runStep(command, args, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const started = Date.now();
    const { code, signal, output } = await spawnKept(command, args, options);
    process.stdout.write(output);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code === 0) return Number(seconds);
    if (!output.includes(V8_JIT_PAGE_ABORT) || attempt === 2) {
      console.error(`✗ ${command} ${args.join(' ')} failed after ${seconds} s (exit ${code ?? signal})`);
      process.exit(code ?? 1);
    }
    console.error(`! V8 aborted a test process (${V8_JIT_PAGE_ABORT}): the step runs once more`);
  }
}

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

// The API's tests: every `test/**/*.test.ts` (or the files named as arguments), a worker process per core, each
// taking the next file when it is done with one. A file's suites run in the worker's process (node:test, through
// tsx), so the API's modules load once per worker instead of once per file, and the embedded database's
// template once per worker too. Largest files first, so no long file is left to run alone at the end.
import { fork } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const API = join(import.meta.dirname, '..');

/** Every test file under `dir`, as a path from the API's folder. */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(API, path)] : [];
  });
}

const named = process.argv.slice(2);
const missing = named.filter((file) => !existsSync(join(API, file)));
if (missing.length > 0) {
  console.error(`No such test file (paths are from api/): ${missing.join(', ')}`);
  process.exit(2);
}
const queue = (named.length > 0 ? named : testFiles(join(API, 'test'))).sort(
  (a, b) => statSync(join(API, b)).size - statSync(join(API, a)).size,
);
const workerCount = Math.max(
  1,
  Math.min(queue.length, Number(process.env.API_TEST_WORKERS) || availableParallelism()),
);
const started = Date.now();

/** A worker's run: its spec report, printed whole when it ends so two workers' lines never interleave. */
function runWorker(index) {
  return new Promise((resolve) => {
    const worker = fork(join(import.meta.dirname, 'test-worker.mjs'), [], {
      cwd: API,
      execArgv: ['--import', 'tsx', '--test-reporter=spec'],
      stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
    });
    let report = '';
    worker.stdout.setEncoding('utf8').on('data', (chunk) => (report += chunk));
    worker.stderr.setEncoding('utf8').on('data', (chunk) => (report += chunk));
    let current;
    let since = Date.now();
    worker.on('message', (message) => {
      if (current)
        console.info(`  worker ${index}: ${current} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
      if (message !== 'next') return;
      current = queue.shift();
      since = Date.now();
      worker.send(current ?? '');
    });
    worker.on('exit', (code, signal) => {
      process.stdout.write(report);
      if (code !== 0)
        console.error(`✗ worker ${index} ended with ${code ?? signal}${current ? ` in ${current}` : ''}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(Array.from({ length: workerCount }, (_, index) => runWorker(index + 1)));
console.info(`API tests: ${workerCount} workers, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = passed.every(Boolean) ? 0 : 1;

// One worker of scripts/test.mjs: asks for a test file, runs its suites under a suite named after the file (its
// top-level hooks stay its own), and asks for the next once they have ended; an empty answer ends the worker.
// Files are loaded with require, as tsx compiles the API's TypeScript to CommonJS: `__dirname` and the rest
// are then what each file expects, and a file's suites are declared synchronously.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe } from 'node:test';

const require = createRequire(import.meta.url);
const { probeServers } = require('../test/helpers/test-app.ts');

/**
 * A file whose tests have not ended in this time fails, rather than holding the run (and CI) until its own
 * limit: the slowest file takes about a minute on a loaded machine.
 */
const FILE_TIMEOUT_MS = Number(process.env.API_TEST_FILE_TIMEOUT_MS ?? 600_000);

const nextFile = () =>
  new Promise((answer) => {
    process.once('message', answer);
    process.send('next');
  });

// Known before any file is read, the servers' answers let each file declare its suites without waiting.
await probeServers();
for (let file = await nextFile(); file; file = await nextFile()) {
  await describe(file, { timeout: FILE_TIMEOUT_MS }, () => {
    require(resolve(file));
  });
}
process.disconnect();

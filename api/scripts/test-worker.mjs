// One worker of scripts/test.mjs: asks for a test file, runs its suites under a suite named after the file (its
// top-level hooks stay its own), and asks for the next once they have ended; an empty answer ends the worker.
// Files are loaded with require, as tsx compiles the API's TypeScript to CommonJS: `__dirname` and the rest
// are then what each file expects, and a file's suites are declared synchronously.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe } from 'node:test';

const require = createRequire(import.meta.url);
const { probeServers } = require('../test/helpers/test-app.ts');

const nextFile = () =>
  new Promise((answer) => {
    process.once('message', answer);
    process.send('next');
  });

// Known before any file is read, the servers' answers let each file declare its suites without waiting.
await probeServers();
for (let file = await nextFile(); file; file = await nextFile()) {
  await describe(file, () => {
    require(resolve(file));
  });
}
process.disconnect();

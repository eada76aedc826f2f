// One worker of scripts/test.mjs: asks for a test file, runs its suites under a suite named after the file (its
// top-level hooks stay its own), and asks for the next once they have ended; an empty answer ends the worker.
import { describe } from 'node:test';
import { pathToFileURL } from 'node:url';
import { probeServers } from '../test/helpers/test-app.ts';

const nextFile = () =>
  new Promise((resolve) => {
    process.once('message', resolve);
    process.send('next');
  });

// Known before any file is read, the servers' answers let each file declare its suites without waiting.
await probeServers();
for (let file = await nextFile(); file; file = await nextFile()) {
  await describe(file, async () => {
    await import(pathToFileURL(file).href);
  });
}
process.disconnect();

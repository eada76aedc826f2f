// `pnpm typecheck`: every TypeScript file, in three programs run side by side. The front ends and shared
// packages share one set of compiler options, so one program checks each shared file once (a program per
// package checked `packages/ui` six times over). Each program keeps its build info in node_modules/.cache:
// a second run checks only what changed.
import { fileURLToPath } from 'node:url';
import { runTogether } from './lib/run.mjs';

const tsc = 'node_modules/.bin/tsc';
export const TYPESCRIPT_PROGRAMS = [
  [tsc, ['-p', 'tsconfig.front-end.json']],
  [tsc, ['-p', 'api']],
  [tsc, ['-p', 'e2e']],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runTogether(TYPESCRIPT_PROGRAMS);

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

/**
 * This checkout's HEAD cloned into a new temporary folder, sharing nothing with it (no hard links): what a
 * newcomer or CI starts from. Returns the clone's folder, the folder around it (to remove) and HEAD's name.
 */
export function freshClone() {
  const folder = mkdtempSync(join(tmpdir(), 'haveli-fresh-'));
  const clone = join(folder, 'haveli');
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  spawnSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], { stdio: 'inherit' });
  return { folder, clone, head };
}

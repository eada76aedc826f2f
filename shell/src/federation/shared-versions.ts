import { sharedLibrariesOf, type SharedLibraries } from '@haveli/contracts';
import { satisfy } from '@module-federation/enhanced/runtime';

/** The shell's copies of the shared libraries: it registers them first, so they are the page's. */
const onThePage = sharedLibrariesOf(process.env.HAVELI_SHARED);

/**
 * The shared libraries a remote needs in a version the page does not hold, said for the log. With one
 * Module Federation runtime on the page, the runtime checks only the shell's own ranges: this check is the
 * remote's, so a remote built against a newer library is refused rather than finding `undefined` in it.
 */
export function unmetSharedRanges(needed: SharedLibraries = {}, held: SharedLibraries = onThePage): string[] {
  return Object.entries(needed)
    .filter(([name, { requiredVersion }]) => held[name] && !satisfy(held[name].version, requiredVersion))
    .map(([name, { requiredVersion }]) => `${name} ${requiredVersion} (the page has ${held[name]!.version})`);
}

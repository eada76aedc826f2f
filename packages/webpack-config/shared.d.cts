/** What a remote built in `remoteDir` would be refused, or load its own copy of, beside a shell built in `hostDir`. */
export function sharedVersionMismatches(remoteDir: string, hostDir: string): string[];

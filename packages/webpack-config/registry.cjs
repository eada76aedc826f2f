const path = require('node:path');

/** The site's remotes: their folders, names and ports (packages/contracts/remote-registry.json). */
const REGISTRY = require('../contracts/remote-registry.json');

/** A remote's dev server port: its variable when set, else its default. */
const devPort = ({ portVariable, defaultPort }) => Number(process.env[portVariable] ?? defaultPort);

/** A remote's name and dev server port, from its entry in the registry: its folder names it. */
function remoteIdentity(dir) {
  const entry = Object.entries(REGISTRY.remotes).find(([, remote]) => remote.app === path.basename(dir));
  if (!entry)
    throw new Error(`${path.basename(dir)} has no entry in packages/contracts/remote-registry.json`);
  const [name, remote] = entry;
  return { name, port: devPort(remote) };
}

module.exports = { REGISTRY, devPort, remoteIdentity };

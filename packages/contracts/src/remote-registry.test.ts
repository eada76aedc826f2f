import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, remotePortsBeside } from './remote-registry';

/**
 * The registry is the one list of remotes: these fail when the repository disagrees with it, so a remote added
 * (or removed) in one place only is caught before a build or a deploy finds it.
 */
const ROOT = join(__dirname, '..', '..', '..');
const readJson = <T>(...path: string[]) => JSON.parse(readFileSync(join(ROOT, ...path), 'utf8')) as T;
const routePathsOf = (app: string) =>
  readJson<Array<{ path: string }>>(app, 'src', 'expose', 'routes.json').map(({ path }) => `/${path}`);

/** The folder patterns under `packages:` in pnpm-workspace.yaml, as regular expressions. */
function workspacePatterns(): RegExp[] {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:\s+-\s+.+\n)+)/m.exec(yaml)?.[1] ?? '';
  return [...list.matchAll(/-\s+['"]?([^'"\s]+)/g)].map(
    ([, pattern]) =>
      new RegExp(`^${pattern!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`),
  );
}

describe('the remote registry (packages/contracts/remote-registry.json)', () => {
  it.each(REMOTES.map((remote) => [remote.app, remote]))(
    '%s is a workspace package named after its folder, with a route table holding its sample route',
    (app, { sampleRoute }) => {
      expect(readJson<{ name: string }>(app, 'package.json').name).toBe(`@haveli/${app}`);
      expect(routePathsOf(app)).toContain(sampleRoute);
      expect(workspacePatterns().some((pattern) => pattern.test(app))).toBe(true);
    },
  );

  it('lists every remote folder of the repository', () => {
    const folders = readdirSync(ROOT).filter(
      (folder) => folder.startsWith('mfe-') && existsSync(join(ROOT, folder, 'package.json')),
    );
    expect(folders.sort()).toEqual(REMOTES.map(({ app }) => app).sort());
  });

  it('gives each remote its own port, variables and label', () => {
    for (const key of ['app', 'defaultPort', 'portVariable', 'urlVariable', 'label'] as const) {
      const values = REMOTES.map((remote) => remote[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(Object.values(remotePortsBeside(3000))).toEqual(
      REMOTES.map(({ defaultPort }) => `${defaultPort}`),
    );
  });

  it('runs every remote in jest', () => {
    const { projects } = jest.requireActual<{ projects: Array<{ displayName: string }> }>(
      join(ROOT, 'jest.config.cjs'),
    );
    const names = projects.map(({ displayName }) => displayName);
    for (const { app } of REMOTES) expect(names).toContain(app);
  });

  it('budgets only remotes it knows, and every remote that draws a measured route', () => {
    const budgets = readJson<{ initialJsKb: Record<string, number>; routes: Record<string, unknown> }>(
      'budgets.json',
    );
    const known = ['shell', ...REMOTES.map(({ name }) => name)];
    expect(Object.keys(budgets.initialJsKb).filter((key) => !known.includes(key))).toEqual([]);
    const owners = Object.keys(budgets.routes).map((route) => ({
      route,
      owner: REMOTES.find(({ app }) => routePathsOf(app).includes(route))?.name ?? 'no remote',
    }));
    expect(owners.filter(({ owner }) => !(owner in budgets.initialJsKb))).toEqual([]);
  });
});

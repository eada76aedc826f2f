import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectLeadColour, LEAD_COLOUR } from '../support/site';

const ROOT = join(__dirname, '..', '..');
const CONTENT = join(ROOT, 'mfe-content');
const LEAD_RULE = '.page-banner-lead {\n  max-width: 48rem;\n  color: var(--haveli-muted);';
const NEW_LEAD_COLOUR = 'rgb(11, 110, 79)';

/** Every file of a folder with its SHA-256, to prove a deploy left it byte for byte as it was. */
function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(folder);
  return files;
}

const deployContent = (...args: string[]): string =>
  execFileSync('node', ['scripts/deploy-remote.mjs', 'mfe-content', ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, HAVELI_RELEASE: `qa-${Date.now()}` },
    encoding: 'utf8',
  });

const liveContentRelease = (): string =>
  (
    JSON.parse(readFileSync(join(process.env.E2E_DEPLOY_DIR!, 'releases.json'), 'utf8')) as Record<
      string,
      string
    >
  ).content!;

/**
 * The content team's change as a release: its sources edited as `change` says (a file that does not exist is
 * added; `source` is then ''), built and published (not live), the sources put back at once. Returns the
 * published release's name.
 */
function publishVariant(change: Record<string, (source: string) => string>): string {
  const originals = Object.fromEntries(
    Object.keys(change).map((file) => {
      const path = join(CONTENT, file);
      return [file, existsSync(path) ? readFileSync(path, 'utf8') : undefined];
    }),
  );
  // The first folder each added file had to make, removed with it afterwards.
  const madeFolders: string[] = [];
  try {
    for (const [file, edit] of Object.entries(change)) {
      const edited = edit(originals[file] ?? '');
      expect(edited, file).not.toBe(originals[file]);
      const made = mkdirSync(dirname(join(CONTENT, file)), { recursive: true });
      if (made) madeFolders.push(made);
      writeFileSync(join(CONTENT, file), edited);
    }
    const printed = deployContent('--publish-only');
    return /: (\S+) is published/.exec(printed)![1]!;
  } finally {
    for (const [file, source] of Object.entries(originals)) {
      if (source === undefined) rmSync(join(CONTENT, file), { recursive: true, force: true });
      else writeFileSync(join(CONTENT, file), source);
    }
    for (const folder of madeFolders) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A new screen with a call of its own, as docs/how-to/add-a-page.md and add-an-api-call.md write them: its
 * fetcher on the shared `http` and its query beside it, on an API route the content remote never called.
 */
const NEW_FEATURE = 'src/features/suites';
const SUITES_PAGE = `import { http, type RequestOptions } from '@haveli/api-client';
import type { RestaurantList } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

export async function getRestaurants({ signal }: RequestOptions = {}): Promise<RestaurantList> {
  const { data } = await http.get<RestaurantList>('reservationRestaurant/restaurants', { signal });
  return data;
}

export function SuitesPage() {
  const restaurants = useQuery({ queryKey: ['suites', 'restaurants'], queryFn: getRestaurants });
  return (
    <section className="container py-5">
      <h1 className="display-6 section-title">The Suites Collection</h1>
      <p role="status">
        {restaurants.data
          ? \`Dining for suite guests: \${restaurants.data.restaurants.length} restaurants\`
          : 'Loading…'}
      </p>
    </section>
  );
}
`;

const releaseOnScreen = (page: Page) => page.locator('[data-remote="content"]').getAttribute('data-release');

// The two releases the content team might ship are built once, before the tests (two builds, not one a test);
// the tests make them live and roll them back as a deploy does.
test.describe.serial('deploying one remote alone', () => {
  let original = '';
  let nextRelease = '';
  let needsNewerBus = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    original = liveContentRelease();
    // The built folder is put back after, as the build step left it.
    const dist = join(CONTENT, 'dist');
    const keptDist = mkdtempSync(join(tmpdir(), 'haveli-content-dist-'));
    cpSync(dist, keptDist, { recursive: true });
    try {
      // A new screen in the remote's route list, a page with a call of its own to draw it, and a new colour
      // for the lead text.
      nextRelease = publishVariant({
        [`${NEW_FEATURE}/suites-page.tsx`]: () => SUITES_PAGE,
        'src/expose/pages.tsx': (source) =>
          source.replace(
            '  {\n    home: lazyPage(',
            "  {\n    'suites-collection': lazyPage(\n      () => import('../features/suites/suites-page'),\n      (m) => m.SuitesPage,\n    ),\n    home: lazyPage(",
          ),
        'src/expose/routes.json': (source) =>
          `${JSON.stringify(
            [
              ...(JSON.parse(source) as unknown[]),
              { path: 'suites-collection', page: 'suites-collection', title: 'The Suites Collection' },
            ],
            null,
            2,
          )}\n`,
        'src/styles.scss': (source) =>
          source.replace(LEAD_RULE, LEAD_RULE.replace('var(--haveli-muted)', '#0b6e4f')),
      });
      // A build that asks for an event bus the shell does not have yet: the next minor version.
      const offered = (
        JSON.parse(readFileSync(join(ROOT, 'packages', 'event-bus', 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      const [major, minor] = offered.split('.').map(Number);
      needsNewerBus = publishVariant({
        'package.json': (source) =>
          source.replace(
            /"@haveli\/event-bus": "workspace:\^[\d.]+"/,
            `"@haveli/event-bus": "workspace:^${major}.${minor! + 1}.0"`,
          ),
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
      cpSync(keptDist, dist, { recursive: true });
      rmSync(keptDist, { recursive: true, force: true });
    }
  });

  test.afterAll(() => {
    if (original) deployContent('--activate', original);
  });

  test("a remote's new release, with a new screen, a call of its own and a new colour, is live on the next page load, the shell untouched; a rollback takes it away", async ({
    page,
  }) => {
    const shellBefore = fingerprint(join(ROOT, 'shell', 'dist'));
    await page.goto('/suites-collection');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/about');
    await expectLeadColour(page, LEAD_COLOUR);
    const before = await releaseOnScreen(page);

    deployContent('--activate', nextRelease);
    // Still the old release until the guest loads a page again: nothing changes under their feet.
    expect(await releaseOnScreen(page)).toBe(before);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="content"]')).toHaveAttribute(
      'data-release',
      nextRelease.replace(/-[0-9a-f]{8}$/, ''),
    );
    await expectLeadColour(page, NEW_LEAD_COLOUR);

    // The new screen makes its new call through the shell's own client, which the release did not change.
    const call = page.waitForResponse((response) =>
      response.url().endsWith('/api/reservationRestaurant/restaurants'),
    );
    await page.goto('/suites-collection');
    await expect(page).toHaveURL(/\/suites-collection$/);
    await expect(page).toHaveTitle('The Suites Collection | Haveli Jaipur');
    await expect(page.getByRole('heading', { level: 1, name: 'The Suites Collection' })).toBeVisible();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /^Dining for suite guests: [1-9]\d* restaurants$/,
    );
    expect(fingerprint(join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);

    // Rolling the remote back takes the screen and the colour away again, the shell still untouched.
    deployContent('--activate', original);
    await page.goto('/suites-collection');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/about');
    await expectLeadColour(page, LEAD_COLOUR);
    expect(fingerprint(join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  });

  test('a remote that needs a newer shared library than the shell offers says its area is unavailable, never breaks', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    deployContent('--activate', needsNewerBus);
    await page.goto('/about');
    await expect(page.getByRole('main').getByText(/temporarily unavailable/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(errors.join('\n')).toContain('@haveli/event-bus');

    // The team's fix: the release before, live again.
    deployContent('--activate', original);
    await page.goto('/about');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});

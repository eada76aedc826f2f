import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const ROOT = join(__dirname, '..', '..');

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

const releaseOnScreen = (page: Page) => page.locator('[data-remote="content"]').getAttribute('data-release');

test('deploying one remote: a new build goes live on the next page load, and the shell is untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = fingerprint(join(ROOT, 'shell', 'dist'));
  await page.goto('/rooms');
  await expect(page.locator('[data-remote="content"]')).toBeVisible();
  const before = await releaseOnScreen(page);

  const release = `qa-${Date.now()}`;
  const started = Date.now();
  execFileSync('node', ['scripts/deploy-remote.mjs', 'mfe-content'], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, HAVELI_RELEASE: release },
    stdio: 'inherit',
  });
  test
    .info()
    .annotations.push({ type: 'deploy seconds', description: ((Date.now() - started) / 1000).toFixed(1) });

  // Still the old build until the guest loads a page again: nothing changes under their feet.
  expect(await releaseOnScreen(page)).toBe(before);
  await page.reload();
  await expect(page.locator('[data-remote="content"]')).toHaveAttribute('data-release', release);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(fingerprint(join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
});

const deployContent = (...args: string[]) =>
  execFileSync('node', ['scripts/deploy-remote.mjs', 'mfe-content', ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, HAVELI_RELEASE: `qa-${Date.now()}` },
    stdio: 'inherit',
  });
const liveContentRelease = (): string =>
  (
    JSON.parse(readFileSync(join(process.env.E2E_DEPLOY_DIR!, 'releases.json'), 'utf8')) as Record<
      string,
      string
    >
  ).content!;

test('a remote that adds a screen deploys it alone: live on the next page load, no shell build or restart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = fingerprint(join(ROOT, 'shell', 'dist'));
  await page.goto('/suites-collection');
  await expect(page).toHaveURL(/\/home$/);
  const before = liveContentRelease();

  // The content team's change: a new path in its route list, drawn by its rooms page.
  const routeList = join(ROOT, 'mfe-content', 'src', 'expose', 'routes.json');
  const original = readFileSync(routeList, 'utf8');
  try {
    const added = { path: 'suites-collection', page: 'rooms', title: 'The Suites Collection' };
    writeFileSync(routeList, `${JSON.stringify([...(JSON.parse(original) as unknown[]), added], null, 2)}\n`);
    deployContent();
  } finally {
    writeFileSync(routeList, original);
  }

  await page.goto('/suites-collection');
  await expect(page.locator('[data-remote="content"]')).toBeVisible();
  await expect(page).toHaveURL(/\/suites-collection$/);
  await expect(page).toHaveTitle('The Suites Collection | Haveli Jaipur');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(fingerprint(join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);

  // Rolling the remote back takes the screen away again, the shell still untouched.
  deployContent('--activate', before);
  await page.goto('/suites-collection');
  await expect(page).toHaveURL(/\/home$/);
});

test('a remote that needs a newer shared library than the shell offers says its area is unavailable, never breaks', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The content team's build asks for an event bus the shell does not have yet: the next minor version.
  const manifest = join(ROOT, 'mfe-content', 'package.json');
  const original = readFileSync(manifest, 'utf8');
  const offered = (
    JSON.parse(readFileSync(join(ROOT, 'packages', 'event-bus', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const [major, minor] = offered.split('.').map(Number);
  const needsNewer = original.replace(
    /"@haveli\/event-bus": "workspace:\^[\d.]+"/,
    `"@haveli/event-bus": "workspace:^${major}.${minor! + 1}.0"`,
  );
  expect(needsNewer).not.toBe(original);
  try {
    writeFileSync(manifest, needsNewer);
    deployContent();
  } finally {
    writeFileSync(manifest, original);
  }
  try {
    await page.goto('/about');
    await expect(page.getByRole('main').getByText(/temporarily unavailable/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(errors.join('\n')).toContain('@haveli/event-bus');
  } finally {
    // The team's fix: built again against what the shell offers.
    deployContent();
  }
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

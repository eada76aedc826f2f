import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { remotePortsBeside } from '../packages/contracts/src/remote-registry';

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3000);
/**
 * Each run starts the site on an empty embedded database and an empty static host, so tests see the seed and
 * the current builds and nothing else. Set here once, in the runner; its workers inherit them.
 */
const DIRS = {
  pglite: (process.env.E2E_PGLITE_DIR ??= mkdtempSync(join(tmpdir(), 'haveli-e2e-db-'))),
  deploy: (process.env.E2E_DEPLOY_DIR ??= mkdtempSync(join(tmpdir(), 'haveli-e2e-deploy-'))),
};
/** A staff account made by serve.mjs before the API starts (hardening-xss approves a comment with it). */
process.env.E2E_ADMIN_PASSWORD ??= `Staff#${randomBytes(9).toString('base64url')}`;
/** Short enough for the slow-remote test to see the time-out, long enough for a loaded machine. */
export const REMOTE_TIMEOUT_MS = 5000;

/** `scripts/serve.mjs` serving the production builds, as `npm start` does, with its ports from `shellPort`. */
function site(shellPort: number, pgliteDir: string, deployDir: string) {
  return {
    command: 'node ../scripts/serve.mjs',
    url: `http://localhost:${shellPort}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    env: {
      PGLITE_DIR: pgliteDir,
      DEPLOY_DIR: deployDir,
      SHELL_PORT: String(shellPort),
      ...remotePortsBeside(shellPort),
      API_PORT: String(shellPort + 100),
      REMOTE_TIMEOUT_MS: String(REMOTE_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
      // Online payments through Razorpay's local stand-in: its API, and its checkout in the browser.
      PAYMENTS_STAND_IN: '1',
      // Every test registers its own guests from one address; the per-address limit has its API tests.
      FORM_RATE_LIMITS: 'register=1000',
      SITE_ADMIN_EMAIL: 'e2e-staff@haveli.example',
      // The night audit's test closes a day ahead of the others' through its own requests' clock.
      TEST_CLOCK_HEADER: '1',
      SITE_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

/** Deploying a release changes what every page loads: its spec runs alone, after the rest. */
const DEPLOYS = /deploy-one-remote\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Two workers on the one site, a spec file each: a test leaves a third of two cores idle (it waits for
  // the server and for the screen), and every test makes its own guests and rows, so specs do not meet.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${SHELL_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'site', testIgnore: DEPLOYS, dependencies: ['setup'] },
    { name: 'deploy', testMatch: DEPLOYS, dependencies: ['site'] },
  ],
  webServer: site(SHELL_PORT, DIRS.pglite, DIRS.deploy),
});

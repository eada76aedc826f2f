import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3000);
/** Each run starts the site on an empty embedded database, so tests see the seed and nothing else. */
const dataDir = process.env.E2E_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'haveli-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    // The site exactly as `npm start` serves it, from the production builds.
    command: 'node ../scripts/serve.mjs',
    url: `http://localhost:${SHELL_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { PGLITE_DIR: dataDir, SHELL_PORT: String(SHELL_PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

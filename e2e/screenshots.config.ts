import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `pnpm screenshots`: a full-page screenshot of every route at 390 and 1440 px, for review, into
 * `e2e/.artifacts/screenshots` (git-ignored). Serves the site from the current builds as the e2e run does.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  projects: [{ name: 'screenshots' }],
  timeout: 300_000,
  retries: 0,
});

// Lighthouse 12 with its mobile defaults, in Debian's Chromium, the median of several runs per route.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../lib/system.mjs';
import { CHROMIUM_ARGS } from './first-load.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function withChromium(port, run) {
  const profile = mkdtempSync(join(tmpdir(), 'haveli-lighthouse-'));
  const chromium = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    {
      stdio: 'ignore',
    },
  );
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await run();
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill('SIGTERM');
    await exited;
    try {
      // Chromium's helper processes can still be writing the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (error) {
      console.warn(`Left a Chromium profile behind in ${profile}: ${error.message}`);
    }
  }
}

export async function runLighthouse(baseUrl, routes, runs = 3, port = 9333) {
  const results = {};
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await withChromium(port, () =>
        lighthouse(`${baseUrl}${route}`, { port, output: 'json', logLevel: 'error' }),
      );
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      });
    }
    results[route] = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
    );
    results[route].runs = samples;
  }
  return results;
}

// Lighthouse 12 with its mobile defaults, in Debian's Chromium, the median of several runs per route. Several
// sites (a build before a change and after it) take turns run by run, so the machine's load weighs on each alike.
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

async function sample(url, port) {
  const { lhr } = await withChromium(port, () =>
    lighthouse(url, { port, output: 'json', logLevel: 'error' }),
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  };
}

/** `sites`: { label: baseUrl }; the result: { label: { route: medians, with every run under `runs` } }. */
export async function runLighthouse(sites, routes, runs = 3, port = 9333) {
  const samples = Object.fromEntries(Object.keys(sites).map((label) => [label, {}]));
  for (const route of routes)
    for (let run = 0; run < runs; run += 1)
      for (const [label, baseUrl] of Object.entries(sites))
        (samples[label][route] ??= []).push(await sample(`${baseUrl}${route}`, port));
  return Object.fromEntries(
    Object.entries(samples).map(([label, byRoute]) => [
      label,
      Object.fromEntries(
        Object.entries(byRoute).map(([route, runsOf]) => [
          route,
          {
            ...Object.fromEntries(
              Object.keys(runsOf[0]).map((key) => [key, median(runsOf.map((one) => one[key]))]),
            ),
            runs: runsOf,
          },
        ]),
      ),
    ]),
  );
}

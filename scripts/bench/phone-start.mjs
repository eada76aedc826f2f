// A first visit as a mid-range phone makes it, throttled for real (not simulated): the CPU 4x slower and a
// slow 4G link (150 ms round trip, 1.6 Mbit/s down). When the page is first painted, when its largest paint
// lands, when the live screen has replaced the server's first paint (the page works from then on), and how
// long the main thread was blocked on the way (tasks over 50 ms, as TBT counts them). Then hops between pages
// already loaded, unthrottled: the time from the click to the new page's heading in the page, on a lap of footer
// and header links (/about → /faq → /about → /contact → /about) run once to load every page, then measured.
// Several sites (a build before a change and after it) take turns visit by visit and hop by hop.
/* global window, document, MutationObserver -- read inside the page, by page.evaluate and waitForFunction */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';
import { CHROMIUM } from '../lib/system.mjs';
import { CHROMIUM_ARGS } from './first-load.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const OBSERVE = `
  window.__phone = { longTasks: [], lcp: 0 };
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__phone.longTasks.push(entry)))
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { const last = list.getEntries().at(-1); if (last) window.__phone.lcp = last.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function phoneVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(url);
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-first-paint]') &&
      document.querySelector('main .remote-area[data-remote]'),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const live = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const figures = await page.evaluate((liveAt) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const blocking = window.__phone.longTasks
      .filter((task) => task.startTime >= fcp && task.startTime <= liveAt)
      .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    return { fcpMs: fcp, lcpMs: window.__phone.lcp, liveMs: liveAt, blockingMs: blocking };
  }, live);
  await context.close();
  return figures;
}

const LAP = [
  ['contentinfo', 'FAQ', 'Frequently Asked Questions'],
  ['contentinfo', 'About Us', 'About Us'],
  ['banner', 'Contact', 'Contact Us'],
  ['banner', 'About', 'About Us'],
];
const MEASURED_LAPS = 2;

async function hop(page, [region, link, heading]) {
  // The body is watched, not <main>: a build that remounts <main> on each navigation replaces the element.
  await page.evaluate((name) => {
    window.__hop = new Promise((resolve, reject) => {
      let clicked = 0;
      document.addEventListener('click', () => (clicked = performance.now()), { once: true, capture: true });
      const shown = new MutationObserver(() => {
        if ([...document.querySelectorAll('main h1')].some((h1) => h1.textContent?.trim() === name)) {
          shown.disconnect();
          resolve(performance.now() - clicked);
        }
      });
      shown.observe(document.body, { childList: true, subtree: true, characterData: true });
      setTimeout(() => reject(new Error(`"${name}" not shown 15 s after the click`)), 15_000);
    });
  }, heading);
  await page.getByRole(region).getByRole('link', { name: link, exact: true }).click();
  return page.evaluate(() => window.__hop);
}

/** `sites`: { label: baseUrl }; the result: { label: figures }. */
export async function measurePhoneStart(sites, route = '/home', runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const labels = Object.keys(sites);
  try {
    const visits = Object.fromEntries(labels.map((label) => [label, []]));
    for (let run = 0; run < runs; run += 1)
      for (const label of labels) visits[label].push(await phoneVisit(browser, `${sites[label]}${route}`));

    const pages = {};
    for (const label of labels) {
      pages[label] = await browser.newPage();
      await pages[label].goto(`${sites[label]}/about`);
      await pages[label].locator('main .remote-area[data-remote]').waitFor();
      for (const step of LAP) await hop(pages[label], step);
    }
    const hops = Object.fromEntries(labels.map((label) => [label, []]));
    for (let lap = 0; lap < MEASURED_LAPS; lap += 1)
      for (const step of LAP)
        for (const label of labels) hops[label].push(Math.round(await hop(pages[label], step)));

    return Object.fromEntries(
      labels.map((label) => [
        label,
        {
          route,
          ...Object.fromEntries(
            Object.keys(visits[label][0]).map((key) => [
              key,
              Math.round(median(visits[label].map((visit) => visit[key]))),
            ]),
          ),
          hopMs: median(hops[label]),
          hopMaxMs: Math.max(...hops[label]),
          hops: hops[label],
          runs: visits[label],
        },
      ]),
    );
  } finally {
    await browser.close();
  }
}

// `node scripts/bench/phone-start.mjs http://localhost:3000 [runs]`: this step alone, against a running site.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { site: figures } = await measurePhoneStart(
    { site: process.argv[2] ?? 'http://localhost:3000' },
    '/home',
    Number(process.argv[3] ?? 5),
  );
  console.info(JSON.stringify({ ...figures, runs: undefined }));
}

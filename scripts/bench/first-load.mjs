// What a first visit to a route downloads: bytes on the wire (gzip where served so) by kind and origin,
// measured in Debian's Chromium through the DevTools protocol.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';
import { CHROMIUM } from '../lib/system.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function measureFirstLoad(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const requests = new Map();
      cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
        requests.set(requestId, { type, url: response.url, bytes: 0 }),
      );
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const request = requests.get(requestId);
        if (request) request.bytes = encodedDataLength;
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const sum = (type) =>
        [...requests.values()]
          .filter((request) => request.type === type)
          .reduce((total, r) => total + r.bytes, 0);
      results[route] = {
        jsBytes: sum('Script'),
        cssBytes: sum('Stylesheet'),
        imageBytes: sum('Image'),
        totalBytes: [...requests.values()].reduce((total, r) => total + r.bytes, 0),
        origins: [...new Set([...requests.values()].map((request) => new URL(request.url).origin))].sort(),
        scripts: [...requests.values()]
          .filter((request) => request.type === 'Script')
          .map((request) => ({ url: request.url, bytes: request.bytes })),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const routes = process.argv.slice(3).length ? process.argv.slice(3) : ['/home'];
  const results = await measureFirstLoad(baseUrl, routes);
  for (const [route, result] of Object.entries(results)) {
    console.info(
      `${route}: JS ${(result.jsBytes / 1024).toFixed(1)} KB, CSS ${(result.cssBytes / 1024).toFixed(1)} KB, total ${(result.totalBytes / 1024).toFixed(1)} KB; origins ${result.origins.join(' ')}`,
    );
    for (const script of result.scripts)
      console.info(`   ${(script.bytes / 1024).toFixed(1).padStart(6)} KB ${script.url}`);
  }
}

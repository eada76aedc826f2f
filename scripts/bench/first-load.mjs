// What a first visit to a route downloads: bytes on the wire (gzip where served so) by kind and origin, and
// how many copies of react-dom's client came (scripts that hold it), measured in Debian's Chromium through the
// DevTools protocol. Several sites (a build before a change and after it) are measured route by route in turn.
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

// Only react-dom's client bundle names the DevTools hook; react, the scheduler and react-dom's server-safe part do not.
const REACT_DOM_CLIENT = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

async function firstLoad(browser, url) {
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const scripts = [...requests].filter(([, request]) => request.type === 'Script');
  for (const [requestId, request] of scripts) {
    const { body, base64Encoded } = await cdp
      .send('Network.getResponseBody', { requestId })
      .catch(() => ({}));
    const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : (body ?? '');
    request.reactDom = text.includes(REACT_DOM_CLIENT);
  }
  await context.close();
  const sum = (type) =>
    [...requests.values()]
      .filter((request) => request.type === type)
      .reduce((total, r) => total + r.bytes, 0);
  return {
    jsBytes: sum('Script'),
    cssBytes: sum('Stylesheet'),
    imageBytes: sum('Image'),
    totalBytes: [...requests.values()].reduce((total, r) => total + r.bytes, 0),
    reactDomCopies: scripts.filter(([, request]) => request.reactDom).length,
    origins: [...new Set([...requests.values()].map((request) => new URL(request.url).origin))].sort(),
    scripts: scripts.map(([, { url: scriptUrl, bytes, reactDom }]) => ({ url: scriptUrl, bytes, reactDom })),
  };
}

/** `sites`: { label: baseUrl }; the result: { label: { route: figures } }. */
export async function measureFirstLoad(sites, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = Object.fromEntries(Object.keys(sites).map((label) => [label, {}]));
  try {
    for (const route of routes)
      for (const [label, baseUrl] of Object.entries(sites))
        results[label][route] = await firstLoad(browser, `${baseUrl}${route}`);
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const routes = process.argv.slice(3).length ? process.argv.slice(3) : ['/home'];
  const { site: results } = await measureFirstLoad({ site: baseUrl }, routes);
  for (const [route, result] of Object.entries(results)) {
    console.info(
      `${route}: JS ${(result.jsBytes / 1024).toFixed(1)} KB, CSS ${(result.cssBytes / 1024).toFixed(1)} KB, total ${(result.totalBytes / 1024).toFixed(1)} KB, react-dom ×${result.reactDomCopies}; origins ${result.origins.join(' ')}`,
    );
    for (const script of result.scripts)
      console.info(`   ${(script.bytes / 1024).toFixed(1).padStart(6)} KB ${script.url}`);
  }
}

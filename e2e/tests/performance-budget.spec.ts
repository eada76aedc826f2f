import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { RemoteName } from '../../packages/contracts/src/remote-registry';
import { remoteOf } from '../support/routes';
import { REMOTE_ORIGINS } from '../support/site';

/** budgets.json: a remote has an initial JS budget when one of its routes is measured. */
interface Budgets {
  initialJsKb: { shell: number } & Partial<Record<RemoteName, number>>;
  routes: Record<string, { jsKb: number; cssKb: number }>;
}

const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as Budgets;

interface Transfer {
  origin: string;
  type: string;
  bytes: number;
}

/** Bytes on the wire for a first visit, as Chromium counts them (compressed where served so). */
async function firstLoad(page: Page, route: string, owner: RemoteName): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Transfer>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    seen.set(requestId, { origin: new URL(response.url).origin, type, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const transfer = seen.get(requestId);
    if (transfer) transfer.bytes = encodedDataLength;
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The server's first paint shows the heading before any script runs: the remote's screen has replaced it
  // (its code fetched and run) once its area is on the page.
  await expect(page.locator(`[data-remote="${owner}"]`)).toBeAttached();
  return [...seen.values()];
}

const kb = (transfers: Transfer[], predicate: (transfer: Transfer) => boolean) =>
  transfers.filter(predicate).reduce((total, transfer) => total + transfer.bytes, 0) / 1024;

for (const [route, budget] of Object.entries(budgets.routes)) {
  test(`a first visit to ${route} stays within its size budget`, async ({ page, baseURL }) => {
    const owner = remoteOf(route);
    if (!owner) throw new Error(`budgets.json measures ${route}, which no remote's route table declares`);
    const transfers = await firstLoad(page, route, owner);
    const shellOrigin = new URL(baseURL!).origin;
    const ownerBudget = budgets.initialJsKb[owner];
    if (ownerBudget === undefined) throw new Error(`budgets.json has no initialJsKb.${owner} for ${route}`);
    const js = kb(transfers, (transfer) => transfer.type === 'Script');
    const css = kb(transfers, (transfer) => transfer.type === 'Stylesheet');
    const shellJs = kb(
      transfers,
      (transfer) => transfer.type === 'Script' && transfer.origin === shellOrigin,
    );
    const remoteJs = kb(
      transfers,
      (transfer) => transfer.type === 'Script' && transfer.origin === REMOTE_ORIGINS[owner],
    );
    test.info().annotations.push({
      type: 'first load',
      description: `JS ${js.toFixed(1)} KB (shell ${shellJs.toFixed(1)}, ${owner} ${remoteJs.toFixed(1)}), CSS ${css.toFixed(1)} KB`,
    });
    expect(js, 'JS of the whole first load, KB on the wire').toBeLessThanOrEqual(budget.jsKb);
    expect(css, 'CSS of the whole first load, KB on the wire').toBeLessThanOrEqual(budget.cssKb);
    expect(shellJs, "the shell's initial JS, KB on the wire").toBeLessThanOrEqual(budgets.initialJsKb.shell);
    expect(remoteJs, `the ${owner} remote's initial JS, KB on the wire`).toBeLessThanOrEqual(ownerBudget);
    // Only the remote that owns the page is fetched: the others wait until they are needed.
    const otherRemotes = Object.entries(REMOTE_ORIGINS).filter(([name]) => name !== owner);
    for (const [, origin] of otherRemotes) {
      expect(transfers.filter((transfer) => transfer.origin === origin)).toEqual([]);
    }
  });
}

test('the shell reads the remotes config from the page it came in: no round trip for /remotes.json', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/menu');
  await expect(page.locator('[data-remote="diningCart"]')).toBeAttached();
  const written = await page.locator('script#haveli-remotes').textContent();
  const config = JSON.parse(written ?? '{}') as { remotes?: Record<string, string> };
  expect(config.remotes?.diningCart).toMatch(/^http:\/\/localhost:\d+\/.+\/mf-manifest\.json$/);
  expect(asked).not.toContain('/remotes.json');
});

test('another remote is fetched when a guest points at a link to its screens, not before', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE_ORIGINS.account)) asked.push(request.url());
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
  expect(asked).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).hover();
  await expect.poll(() => asked.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
});

test('every script of a first visit asks V8 to compile it whole while it downloads, off the main thread', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; head: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((text) => ({ url: response.url(), head: text.slice(0, 40) })));
    }
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
  const received = await Promise.all(scripts);
  // The shell's entry and boot chunk, the content remote's entry, its pages and the home page at least.
  expect(received.length).toBeGreaterThanOrEqual(5);
  for (const { url, head } of received) {
    expect(head.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
  }
});

test("the site's files are sent gzipped whole, with their length, and the same as without gzip", async ({
  request,
}) => {
  const asGzip = { headers: { 'accept-encoding': 'gzip' } };
  const first = await request.get('/main.js', asGzip);
  const again = await request.get('/main.js', asGzip);
  const plain = await request.get('/main.js', { headers: { 'accept-encoding': 'identity' } });
  for (const response of [first, again]) {
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(Number(response.headers()['content-length'])).toBeGreaterThan(0);
  }
  // Compressed once: the second answer is the very same bytes.
  expect(again.headers()['content-length']).toBe(first.headers()['content-length']);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
    Number(first.headers()['content-length']),
  );
  // Playwright inflates gzip: both answers carry the same script.
  expect((await first.body()).equals(await plain.body())).toBe(true);
});

test('the home page draws what is on screen first and lays out every section below soon after', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
  const parts = page.locator('[data-remote] .render-later');
  // Room types to brands: nine sections, each laid out in an idle moment of its own.
  await expect(parts).toHaveCount(9);
  await expect(page.locator('[data-remote] .render-later:not([data-laid-out])')).toHaveCount(0);
  // Laid out, each section is as tall as what it holds: no stand-in size is left in the page.
  const heights = await parts.evaluateAll((elements) =>
    elements.map((part) => [
      Math.round(part.getBoundingClientRect().height),
      Math.round(part.firstElementChild?.getBoundingClientRect().height ?? -1),
    ]),
  );
  for (const [part, content] of heights) expect(part).toBe(content);
});

import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';

/** The content type each image address was served with, as the browser received it. */
function recordImageTypes(page: Page): Map<string, string> {
  const types = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') {
      types.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
    }
  });
  return types;
}

/** The page's layout shifts not caused by input, summed from the first paint (CLS without session windows). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls down the page a screen at a time, so every lazy image is asked for, and waits for them all. */
async function loadEveryImage(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  // Images the visitor can reach by scrolling down (a carousel's hidden slides stay unloaded, as they should).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((image) => {
      const box = image.getBoundingClientRect();
      const reachable = box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth;
      return !reachable || (image.complete && image.naturalWidth > 0);
    }),
  );
}

interface DrawnImage {
  src: string;
  naturalWidth: number;
  /** CSS px the image's pixels are drawn across (object-fit: cover crops a wider picture). */
  drawnWidth: number;
  visible: boolean;
}

const drawnImages = (page: Page): Promise<DrawnImage[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].map((image) => {
      const box = image.getBoundingClientRect();
      const cover = getComputedStyle(image).objectFit === 'cover';
      const scale = cover
        ? Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight)
        : box.width / image.naturalWidth;
      return {
        src: new URL(image.currentSrc || image.src).pathname,
        naturalWidth: image.naturalWidth,
        drawnWidth: image.naturalWidth * scale,
        visible:
          box.width > 0 &&
          box.height > 0 &&
          box.right > 0 &&
          box.left < window.innerWidth &&
          image.naturalWidth > 0,
      };
    }),
  );

for (const { name, width, height, dpr } of [
  { name: 'phone', width: 390, height: 844, dpr: 2 },
  { name: 'desktop', width: 1440, height: 900, dpr: 1 },
]) {
  test.describe(`images on a ${name}`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: dpr });
    // Scrolling a long page a screen at a time on a loaded 2-core machine takes a while.
    test.setTimeout(90_000);

    for (const path of ['/home', '/rooms']) {
      test(`${path}: every photo is AVIF or WebP, sized to its slot, and nothing shifts as images load`, async ({
        page,
      }) => {
        await watchLayoutShifts(page);
        const types = recordImageTypes(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main').getByRole('status')).toHaveCount(0);
        await loadEveryImage(page);

        const images = (await drawnImages(page)).filter((image) => image.visible);
        const photos = images.filter((image) => !image.src.endsWith('.svg'));
        expect(photos.length, 'photos on the page').toBeGreaterThan(0);
        for (const image of images) {
          // Drawings stay vectors (SVG: sharp at any size, nothing to fit); every raster image is AVIF or WebP.
          const allowed = image.src.endsWith('.svg') ? ['image/svg+xml'] : ['image/avif', 'image/webp'];
          expect(allowed, image.src).toContain(types.get(image.src)?.split(';')[0]);
        }
        for (const photo of photos) {
          // The browser picks a width from srcset; never much more than the screen needs (the smallest made
          // is 400 px, so a thumbnail may carry more).
          expect(photo.naturalWidth, photo.src).toBeLessThanOrEqual(
            Math.max(400, photo.drawnWidth * dpr * 1.6),
          );
        }
        const shifted = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shifted, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
      });
    }
  });
}

test('the /home hero is preloaded before the markup, at the width the page then uses, fetched once', async ({
  page,
}) => {
  const heroFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/images/photos/restaurant-rooftop-terrace-'))
      heroFetches.push(request.url());
  });
  const response = await page.goto('/home');
  const link = response?.headers()['link'] ?? '';
  expect(link).toMatch(
    /rel=preload; as=image; type="image\/avif"; imagesrcset="[^"]+ 1600w"; imagesizes="100vw"/,
  );
  const hero = page.locator('main img.haveli-hero-image');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toBeTruthy();
  const current = new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  expect(link).toContain(`${current} `);
  expect(new Set(heroFetches.map((url) => new URL(url).pathname))).toEqual(new Set([current]));
});

test('the room gallery opens in a lightbox loaded on demand; Escape closes it and focus returns', async ({
  page,
}) => {
  const lightboxCode: string[] = [];
  page.on('request', (request) => {
    if (/room-lightbox/.test(request.url())) lightboxCode.push(request.url());
  });
  await page.goto('/home');
  await page.goto('/room-details?type=Deluxe');
  const gallery = page.getByRole('region', { name: /Photos of the Deluxe Jharokha Room/ });
  const spa = gallery.getByRole('button', {
    name: /^View photo 2 of \d+: The relaxation lounge of Chandan Spa$/,
  });
  await expect(spa).toBeVisible();
  expect(lightboxCode, 'no lightbox code before a photo is opened').toEqual([]);
  await expectAccessible(page, 'the page', { allImpacts: true });

  await spa.click();
  const dialog = page.getByRole('dialog', { name: 'Room photos' });
  await expect(dialog).toBeVisible();
  expect(lightboxCode.length).toBeGreaterThan(0);
  await expect(dialog.getByText('The relaxation lounge of Chandan Spa')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('The Verandah, our rooftop restaurant, at dusk')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(spa).toBeFocused();

  // The keyboard alone opens it too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close photos' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(spa).toBeFocused();
});

test('/credits names every photographer and licence', async ({ page }) => {
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Credits' })).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Francesca Tosolini' }).first()).toHaveAttribute(
    'href',
    'https://unsplash.com/@fromitaly',
  );
  await loadEveryImage(page);
  await expectAccessible(page, 'the page', { allImpacts: true });
});

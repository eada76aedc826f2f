import { render, screen } from '@testing-library/react';
import { Picture } from './picture';
import { photoOf } from './photos';

const ROOM = '/api/images/photos/room-king-classic-1600.webp';

describe('Picture', () => {
  it('offers AVIF then WebP at every width the pipeline made, for the slot the page says', () => {
    const { container } = render(
      <Picture src={ROOM} alt="Deluxe Jharokha Room" sizes="(min-width: 992px) 33vw, 100vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/api/images/photos/room-king-classic-400.avif 400w, /api/images/photos/room-king-classic-800.avif 800w, ' +
        '/api/images/photos/room-king-classic-1200.avif 1200w, /api/images/photos/room-king-classic-1600.avif 1600w',
    );
    expect(sources[1]!.getAttribute('srcset')).toContain(
      '/api/images/photos/room-king-classic-800.webp 800w',
    );
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 992px) 33vw, 100vw');
  });

  it('reserves the photo’s shape, loads lazily and shows a blurred placeholder meanwhile', () => {
    render(<Picture src={ROOM} alt="Deluxe Jharokha Room" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Deluxe Jharokha Room' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('src', '/api/images/photos/room-king-classic-800.webp');
    expect(image.style.backgroundImage).toContain('data:image/webp;base64,');
  });

  it('fetches the page’s largest image first and at once', () => {
    render(<Picture src={ROOM} alt="" sizes="100vw" priority />);
    const image = document.querySelector('img')!;
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('never offers a width the source does not have', () => {
    const { container } = render(
      <Picture src="/api/images/photos/food-lamb-biryani-640.webp" alt="" sizes="50vw" />,
    );
    const avif = container.querySelector('source[type="image/avif"]')!.getAttribute('srcset');
    expect(avif).toBe(
      '/api/images/photos/food-lamb-biryani-400.avif 400w, /api/images/photos/food-lamb-biryani-640.avif 640w',
    );
  });

  it('draws an illustration as a plain image with the size it is given', () => {
    const { container } = render(
      <Picture
        src="/api/images/room-heritage.svg"
        alt="Heritage Mirror Room"
        sizes="100vw"
        width={1200}
        height={800}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByRole('img', { name: 'Heritage Mirror Room' });
    expect(image).toHaveAttribute('src', '/api/images/room-heritage.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('knows only the photos the pipeline made', () => {
    expect(photoOf('/api/images/photos/room-twin-deluxe-400.avif')?.width).toBe(1600);
    expect(photoOf('/api/images/photos/no-such-photo-800.webp')).toBeUndefined();
    expect(photoOf('https://elsewhere.example/api/images/photos/room-twin-deluxe-400.avif')).toBeUndefined();
  });
});

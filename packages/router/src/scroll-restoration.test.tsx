import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, ScrollRestoration } from './index';

function Site() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="blog"
          element={
            <>
              <h1>Blog</h1>
              <Link to="/blog/amber-fort">Amber Fort</Link>
              <Link to="/blog/amber-fort#comments">Comments</Link>
            </>
          }
        />
        <Route path="blog/amber-fort" element={<h2 id="comments">Comments</h2>} />
      </Routes>
      <ScrollRestoration />
    </BrowserRouter>
  );
}

// jsdom lays nothing out: the page's height and the window's scroll position are ours to set.
let pageHeight = 5000;
const scrollTo = jest.fn((_x: number, y: number) => setScrollY(Math.min(y, pageHeight)));
const scrollIntoView = jest.fn();
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
const resizeListeners = new Set<() => void>();
class FakeResizeObserver {
  constructor(private readonly onResize: () => void) {}
  observe = () => resizeListeners.add(this.onResize);
  disconnect = () => resizeListeners.delete(this.onResize);
}
/** The page returned to draws its content late (a remote's screen loading), and grows. */
function growPage(height: number) {
  pageHeight = height;
  resizeListeners.forEach((onResize) => onResize());
}
beforeAll(() => {
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true });
  Object.defineProperty(window, 'ResizeObserver', { value: FakeResizeObserver, configurable: true });
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
});
beforeEach(() => {
  window.history.replaceState(null, '', '/blog');
  pageHeight = 5000;
  setScrollY(0);
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

const openSite = () => render(<Site />);
const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

describe('ScrollRestoration', () => {
  it('starts a new page at the top, and puts a page returned to where it was left', async () => {
    openSite();
    setScrollY(1200);
    await userEvent.click(screen.getByRole('link', { name: 'Amber Fort' }));
    expect(lastScroll()).toBe(0);

    setScrollY(300);
    await act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Blog' });
    expect(lastScroll()).toBe(1200);

    await act(() => window.history.forward());
    await screen.findByRole('heading', { name: 'Comments' });
    expect(lastScroll()).toBe(300);
  });

  it('gets back to the position when the page returned to is drawn late, unless the guest scrolls first', async () => {
    openSite();
    setScrollY(1200);
    await userEvent.click(screen.getByRole('link', { name: 'Amber Fort' }));
    pageHeight = 100;
    await act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Blog' });
    expect(window.scrollY).toBe(100);
    act(() => growPage(600));
    expect(window.scrollY).toBe(600);
    act(() => growPage(3000));
    expect(window.scrollY).toBe(1200);

    await act(() => window.history.forward());
    await screen.findByRole('heading', { name: 'Comments' });
    pageHeight = 100;
    await act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Blog' });
    window.dispatchEvent(new WheelEvent('wheel'));
    act(() => growPage(3000));
    expect(window.scrollY).toBe(100);
  });

  it('scrolls to the element a #hash names', async () => {
    openSite();
    await userEvent.click(screen.getByRole('link', { name: 'Comments' }));
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Comments' })]);
  });

  it('keeps the positions over a reload of the page', async () => {
    const { unmount } = openSite();
    await userEvent.click(screen.getByRole('link', { name: 'Amber Fort' }));
    setScrollY(800);
    window.dispatchEvent(new Event('pagehide'));
    unmount();

    openSite();
    expect(lastScroll()).toBe(800);
    expect(window.history.scrollRestoration).toBe('manual');
  });
});

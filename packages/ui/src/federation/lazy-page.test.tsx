import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { DATA_WAIT_MS, lazyPage } from './lazy-page';

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const menuModule = { Menu: () => <h1>Our Menu</h1> };

function renderPage(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for its data in a task after the render that asked for its code, and is drawn once both have come', async () => {
    const order: string[] = [];
    const data = deferred();
    const Page = lazyPage(
      () => {
        order.push('code');
        return Promise.resolve(menuModule);
      },
      (module) => module.Menu,
      () => {
        order.push('data');
        return data.promise;
      },
    );
    expect(order).toEqual([]);

    renderPage(Page);
    // The render that asked for the page has finished without the data's requests in it.
    expect(order).toEqual(['code']);
    await nextTask();
    expect(order).toEqual(['code', 'data']);
    // The code is in, the data is not: the page waits rather than drawing itself empty.
    await nextTask();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Menu' })).not.toBeInTheDocument();

    await act(async () => data.resolve());
    expect(await screen.findByRole('heading', { name: 'Our Menu' })).toBeInTheDocument();
  });

  it('is drawn without its data once the data has been slower than the wait, or has failed', async () => {
    jest.useFakeTimers();
    const slow = lazyPage(
      () => Promise.resolve(menuModule),
      (module) => module.Menu,
      () => new Promise(() => {}),
    );
    renderPage(slow);
    await act(() => jest.advanceTimersByTimeAsync(DATA_WAIT_MS - 10));
    expect(screen.queryByRole('heading', { name: 'Our Menu' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Our Menu' })).toBeInTheDocument();
    jest.useRealTimers();

    const failed = deferred();
    const failing = lazyPage(
      () => Promise.resolve({ Rooms: () => <h1>Rooms</h1> }),
      (module) => module.Rooms,
      () => failed.promise,
    );
    renderPage(failing);
    await nextTask();
    await act(async () => failed.reject(new Error('The API is down')));
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
  });

  it('asks for the code and the data once, however often the page is drawn', async () => {
    let loads = 0;
    let prefetches = 0;
    const Page = lazyPage(
      () => {
        loads += 1;
        return Promise.resolve({ Rooms: () => <h1>Rooms</h1> });
      },
      (module) => module.Rooms,
      () => {
        prefetches += 1;
        return Promise.resolve();
      },
    );
    const { unmount } = renderPage(Page);
    await screen.findByRole('heading', { name: 'Rooms' });
    unmount();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect([loads, prefetches]).toEqual([1, 1]);
  });
});

import { type RemotePagesModule, REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { firstPaintOf, keepFirstPaint, restoreFirstPaintFocus, watchFirstPaintFocus } from './first-paint';
import { loadRemotePages } from './load-remote-pages';
import { RemotePage, RemotePages } from './remote-page';

jest.mock('./load-remote-pages', () => ({
  ...jest.requireActual('./load-remote-pages'),
  loadRemotePages: jest.fn(),
}));
const load = jest.mocked(loadRemotePages);

/** What scripts/serve.mjs put into the page for /menu, kept before React replaces it. */
function serverPainted(path: string) {
  const root = document.createElement('div');
  root.innerHTML = `<main><fieldset data-first-paint="${path}"><h1>Our Menu</h1><label>Search <input></label></fieldset></main>`;
  keepFirstPaint(root);
}

function remoteLoadingUntilResolved() {
  let resolve: (module: RemotePagesModule) => void = () => undefined;
  load.mockReturnValue(new Promise((settle) => (resolve = settle)));
  return (page: () => ReactElement) =>
    resolve({ contractVersion: REMOTE_CONTRACT_VERSION, pages: { menu: page, cart: page } });
}

const renderAt = (path: string, page: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePages>
        <RemotePage remote="diningCart" page={page} title={page} />
      </RemotePages>
    </MemoryRouter>,
  );

describe('the server’s first paint', () => {
  it('stands in for its screen, disabled and announced as loading, until the remote draws it', async () => {
    serverPainted('/menu');
    const resolve = remoteLoadingUntilResolved();
    renderAt('/menu', 'menu');

    const painted = document.querySelector('[data-first-paint="/menu"]');
    expect(painted).toHaveTextContent('Our Menu');
    expect(painted).toBeDisabled();
    expect(painted).toHaveAttribute('inert');
    expect(screen.getByLabelText('Search')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    resolve(() => <h1>Live menu</h1>);
    expect(await screen.findByRole('heading', { name: 'Live menu' })).toBeInTheDocument();
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    // Drawn once: the painted markup would now be out of date.
    expect(firstPaintOf('/menu')).toBeUndefined();
  });

  it('never stands in for another screen', async () => {
    serverPainted('/menu');
    const resolve = remoteLoadingUntilResolved();
    renderAt('/cart', 'cart');

    expect(document.querySelector('[data-first-paint]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    resolve(() => <h1>Your cart</h1>);
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });
});

describe('focus on the server’s first paint', () => {
  const page = (label: string) =>
    `<a href="#main">Skip to content</a><nav><a href="/rooms">Rooms</a></nav>` +
    `<footer><a href="/rooms">${label}</a><a href="/faq">FAQ</a></footer>`;

  function serverPage() {
    const root = document.createElement('div');
    root.innerHTML = page('Our rooms');
    document.body.append(root);
    watchFirstPaintFocus(root);
    return root;
  }

  afterEach(() => document.body.replaceChildren());

  it('moves to the same link of the live page when React draws it over the server’s', () => {
    const root = serverPage();
    root.querySelectorAll<HTMLAnchorElement>('a[href="/rooms"]')[1]?.focus();
    // What createRoot does on its first commit: the focused link is removed, focus falls to the body.
    root.innerHTML = page('Rooms and suites');
    expect(document.activeElement).toBe(document.body);

    restoreFirstPaintFocus(root);
    expect(document.activeElement).toHaveTextContent('Rooms and suites');
  });

  it('is kept when the guest moved it before the shell’s script ran', () => {
    const root = document.createElement('div');
    root.innerHTML = page('Our rooms');
    document.body.append(root);
    root.querySelector<HTMLAnchorElement>('a[href="#main"]')?.focus();
    watchFirstPaintFocus(root);
    root.innerHTML = page('Our rooms');

    restoreFirstPaintFocus(root);
    expect(document.activeElement).toHaveTextContent('Skip to content');
  });

  it('stays where the guest has put it since, and is not followed after the hand-over', () => {
    const root = serverPage();
    root.querySelector<HTMLAnchorElement>('a[href="#main"]')?.focus();
    root.innerHTML = page('Our rooms');
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    restoreFirstPaintFocus(root);
    expect(document.activeElement).toBe(search);

    root.querySelector<HTMLAnchorElement>('a[href="/faq"]')?.focus();
    root.innerHTML = page('Our rooms');
    restoreFirstPaintFocus(root);
    expect(document.activeElement).toBe(document.body);
  });
});

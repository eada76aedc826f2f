import { type RemotePagesModule, REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { loadRemotePages } from './load-remote-pages';
import { RemotePage, RemotePages } from './remote-page';

// The Module Federation runtime is the boundary here: these tests are about what the guest sees when it fails.
jest.mock('./load-remote-pages', () => ({
  ...jest.requireActual('./load-remote-pages'),
  loadRemotePages: jest.fn(),
}));
const load = jest.mocked(loadRemotePages);

const moduleWith = (pages: RemotePagesModule['pages']): RemotePagesModule => ({
  contractVersion: REMOTE_CONTRACT_VERSION,
  pages,
});

// A page loaded once is kept for the visit (the module's own state): each test opens a page of its own.
function renderPage(page: string) {
  return render(
    <MemoryRouter>
      <RemotePages>
        <RemotePage remote="diningCart" page={page} title="Dining" />
      </RemotePages>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote page', () => {
  it('renders the page the remote exposes, with its title in the browser', async () => {
    load.mockResolvedValue(moduleWith({ menu: () => <h1>Our Menu</h1> }));
    renderPage('menu');
    expect(await screen.findByRole('heading', { name: 'Our Menu' })).toBeInTheDocument();
    expect(document.title).toBe('Dining | Haveli Jaipur');
  });

  it('is drawn at once when the guest comes back to it, without "Loading…" or a second load', async () => {
    load.mockResolvedValue(moduleWith({ cart: () => <h1>Your Cart</h1> }));
    const first = renderPage('cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    first.unmount();

    renderPage('cart');
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the area is temporarily unavailable when the remote cannot load, and Retry tries again', async () => {
    load.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    renderPage('checkout');
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();

    load.mockResolvedValue(moduleWith({ checkout: () => <h1>Checkout</h1> }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a page that throws while rendering inside its own area', async () => {
    load.mockResolvedValue(
      moduleWith({
        orders: () => {
          throw new Error('boom');
        },
      }),
    );
    renderPage('orders');
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

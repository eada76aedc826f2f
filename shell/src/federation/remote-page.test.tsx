import { type RemotePagesModule, REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { loadRemotePages } from './load-remote-pages';
import { RemotePage } from './remote-page';

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

function renderPage() {
  return render(
    <MemoryRouter>
      <RemotePage remote="diningCart" page="menu" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote page', () => {
  it('renders the page the remote exposes', async () => {
    load.mockResolvedValue(moduleWith({ menu: () => <h1>Our Menu</h1> }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Our Menu' })).toBeInTheDocument();
  });

  it('says the area is temporarily unavailable when the remote cannot load, and Retry tries again', async () => {
    load.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    renderPage();
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();

    load.mockResolvedValue(moduleWith({ menu: () => <h1>Our Menu</h1> }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Our Menu' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a page that throws while rendering inside its own area', async () => {
    load.mockResolvedValue(
      moduleWith({
        menu: () => {
          throw new Error('boom');
        },
      }),
    );
    renderPage();
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import type { CartState } from '@haveli/contracts';
import { publishCart, requestShell } from '@haveli/event-bus';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { loadRemotePages } from '../federation/load-remote-pages';
import { fakeDialog, remoteWithDialogs } from '../federation/testing';
import { CartButton } from './cart-button';

// The Module Federation runtime is the boundary here: these tests are about what the guest sees.
jest.mock('../federation/load-remote-pages', () => ({
  ...jest.requireActual('../federation/load-remote-pages'),
  loadRemotePages: jest.fn(),
}));
const load = jest.mocked(loadRemotePages);

/** The dining remote's cart dialog, as far as the shell can tell. */
const diningRemote = remoteWithDialogs({
  cart: fakeDialog('Your Cart', 'The dining remote’s cart', 'Close'),
});
const EMPTY: CartState = { items: [], count: 0, total: 0 };
/** The remote's code is fetched on first use: on a busy machine that takes longer than a render. */
const LOADED = { timeout: 10_000 };

function renderButton() {
  render(
    <MemoryRouter>
      <CartButton />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue(diningRemote);
  publishCart(EMPTY, { crossTab: false });
});

describe('the Cart button in the header', () => {
  it('fetches the dining remote as the guest reaches for the button, opens its Your Cart dialog, and closes when it says so', async () => {
    const user = userEvent.setup();
    renderButton();
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Cart, 0 items' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('diningCart'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(await screen.findByText('The dining remote’s cart', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your Cart' }).closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'diningCart',
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the same dialog on any app's request", async () => {
    renderButton();
    act(() => requestShell({ type: 'open-cart-modal' }));
    expect(await screen.findByRole('dialog', { name: 'Your Cart' }, LOADED)).toBeInTheDocument();
  });
});

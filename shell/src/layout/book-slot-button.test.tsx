import { requestShell } from '@haveli/event-bus';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { loadRemotePages, RemoteUnavailableError } from '../federation/load-remote-pages';
import { fakeDialog, remoteWithDialogs } from '../federation/testing';
import { BookSlotButton } from './book-slot-button';

// The Module Federation runtime is the boundary here: these tests are about what the guest sees.
jest.mock('../federation/load-remote-pages', () => ({
  ...jest.requireActual('../federation/load-remote-pages'),
  loadRemotePages: jest.fn(),
}));
const load = jest.mocked(loadRemotePages);

/** The dining remote's dialog, as far as the shell can tell. */
const diningRemote = remoteWithDialogs({
  'book-table': fakeDialog('Book Your Slot', 'The dining remote’s form', 'Cancel'),
});

const UNAVAILABLE = 'Dining and your cart is temporarily unavailable. Please try again in a moment.';
/** The remote's code is fetched on first use: on a busy machine that takes longer than a render. */
const LOADED = { timeout: 10_000 };

function renderButton() {
  render(
    <MemoryRouter>
      <BookSlotButton />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Book Your Slot' });
}

let logged: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// A dialog loaded once is kept for the visit (the module's own state): the failure comes first.
describe('Book Your Slot in the header', () => {
  it('says so when the dining remote fails, logs it, and shows the dialog once Retry finds it back', async () => {
    const user = userEvent.setup();
    load.mockRejectedValue(new RemoteUnavailableError('diningCart', 'no answer in 10000 ms'));
    const button = renderButton();
    expect(load).not.toHaveBeenCalled();

    await user.click(button);
    expect(await screen.findByText(UNAVAILABLE, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Your Slot' })).toHaveTextContent(
      'Temporarily unavailable',
    );
    expect(load).toHaveBeenCalledWith('diningCart');
    expect(logged).toHaveBeenCalledWith(
      'Rendering failed:',
      expect.objectContaining({ message: expect.stringContaining('no answer') }),
      expect.anything(),
    );

    load.mockResolvedValue(diningRemote);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The dining remote’s form', {}, LOADED)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Book Your Slot' });
    expect(dialog.closest('[data-remote]')).toHaveAttribute('data-remote', 'diningCart');
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it("opens the dining remote's dialog on any app's request, and closes when it says so", async () => {
    const user = userEvent.setup();
    load.mockResolvedValue(diningRemote);
    renderButton();

    act(() => requestShell({ type: 'open-booking-modal' }));
    expect(await screen.findByText('The dining remote’s form', {}, LOADED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

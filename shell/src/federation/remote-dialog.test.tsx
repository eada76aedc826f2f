import type { RemoteDialogProps } from '@haveli/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadRemotePages } from './load-remote-pages';
import { RemoteDialog } from './remote-dialog';
import { remoteWithDialogs } from './testing';

// The Module Federation runtime is the boundary here: these tests are about what the guest sees.
jest.mock('./load-remote-pages', () => ({
  ...jest.requireActual('./load-remote-pages'),
  loadRemotePages: jest.fn(),
}));
const load = jest.mocked(loadRemotePages);

function GiftVoucher({ open, onClose }: RemoteDialogProps) {
  const [note, setNote] = useState('');
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Gift Voucher">
      <label>
        Note <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
const contentRemote = remoteWithDialogs({ 'gift-voucher': GiftVoucher });

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Give a voucher
      </button>
      <RemoteDialog
        remote="content"
        dialog="gift-voucher"
        title="Gift Voucher"
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("a remote's dialog", () => {
  it('is fetched on first opening, tried again on the next after a failure, and keeps its state once drawn', async () => {
    const user = userEvent.setup();
    load.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    render(<Opener />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Give a voucher' }));
    expect(await screen.findByText(/This part of the site is temporarily unavailable/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    load.mockResolvedValue(contentRemote);
    await user.click(screen.getByRole('button', { name: 'Give a voucher' }));
    await user.type(await screen.findByLabelText('Note'), 'Happy birthday');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Give a voucher' }));
    expect(screen.getByLabelText('Note')).toHaveValue('Happy birthday');
  });
});

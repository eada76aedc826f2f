import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Dialogs({ onOuterClose = jest.fn(), onInnerClose = jest.fn() }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <Modal
      title="Your Cart"
      open={outer}
      onClose={() => {
        onOuterClose();
        setOuter(false);
      }}
    >
      <p>Total Amount</p>
      <Modal
        title="Remove the dish?"
        open={inner}
        onClose={() => {
          onInnerClose();
          setInner(false);
        }}
      >
        <button type="button">Remove</button>
      </Modal>
    </Modal>
  );
}

// Escape, focus moved in and given back, and the inert page are the browser's: e2e/tests/dialogs-and-menus.spec.ts.
describe('Modal', () => {
  it('is a dialog named by its title while open, and nothing while closed', () => {
    const { rerender } = render(
      <Modal title="Book Your Slot" open onClose={() => {}}>
        <label>
          Full Name <input />
        </label>
      </Modal>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Book Your Slot' });
    expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    rerender(
      <Modal title="Book Your Slot" open={false} onClose={() => {}}>
        <input />
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button and a click on the backdrop, not with a click inside', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Book Your Slot" open onClose={onClose}>
        <p>Choose a time.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Book Your Slot' });

    await userEvent.click(screen.getByText('Choose a time.'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('when the browser closes the top dialog (on Escape), closes that one only, not the one under it', () => {
    const onOuterClose = jest.fn();
    const onInnerClose = jest.fn();
    render(<Dialogs onOuterClose={onOuterClose} onInnerClose={onInnerClose} />);
    const inner = screen.getByRole('dialog', { name: 'Remove the dish?' });

    fireEvent(inner, new Event('close'));

    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Remove the dish?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
  });
});

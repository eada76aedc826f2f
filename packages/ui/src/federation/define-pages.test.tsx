import { REMOTE_CONTRACT_VERSION, type RemoteDialogProps } from '@haveli/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { definePages } from './define-pages';

const Providers = ({ children }: { children: ReactNode }) => <div data-testid="providers">{children}</div>;

function BookTable({ open, onClose }: RemoteDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Book Your Slot">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

describe('definePages', () => {
  const module = definePages('diningCart', { menu: () => <h1>Our Menu</h1> }, Providers, {
    dialogs: { 'book-table': BookTable },
  });

  it('offers the pages and dialogs the remote built, and no other, at the current contract version', () => {
    expect(Object.keys(module.pages)).toEqual(['menu']);
    expect(Object.keys(module.dialogs ?? {})).toEqual(['book-table']);
    expect(module.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('offers no dialogs when the remote has none', () => {
    expect(definePages('content', {}, Providers)).not.toHaveProperty('dialogs');
  });

  it("renders a page inside the remote's providers", () => {
    const Menu = module.pages.menu!;
    render(<Menu />);
    expect(screen.getByTestId('providers')).toContainElement(
      screen.getByRole('heading', { name: 'Our Menu' }),
    );
  });

  it("renders a dialog inside the remote's providers, with what the shell gives it", async () => {
    const Dialog = module.dialogs!['book-table']!;
    const onClose = jest.fn();
    render(<Dialog open onClose={onClose} />);
    expect(screen.getByTestId('providers')).toContainElement(
      screen.getByRole('dialog', { name: 'Book Your Slot' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

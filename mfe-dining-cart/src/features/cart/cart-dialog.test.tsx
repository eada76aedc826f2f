// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { publishCart } from '@haveli/event-bus';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { useState } from 'react';
import { addLine, EMPTY_CART, type CartLineInput } from '../../cart/cart-store';
import { CartDialog } from './cart-dialog';

const thali: CartLineInput = {
  productId: 3,
  name: 'Rajasthani Thali',
  variant: 'Large',
  addons: [],
  unitPrice: 1250,
  quantity: 2,
};

/** The dialog as the shell opens it: open, until it says it was closed. */
function OpenedByTheShell() {
  const [open, setOpen] = useState(true);
  return <CartDialog open={open} onClose={() => setOpen(false)} />;
}

function renderDialog() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<OpenedByTheShell />} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetBrowser();
  publishCart(EMPTY_CART, { crossTab: false });
});

describe('Your Cart dialog', () => {
  it('lists each line with its price in rupees and the total, and follows the cart live', () => {
    publishCart(addLine(EMPTY_CART, thali), { crossTab: false });
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(dialog).getByText('Rajasthani Thali × 2')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('₹2,500');

    act(() => publishCart(addLine(EMPTY_CART, { ...thali, quantity: 3 }), { crossTab: false }));
    expect(within(dialog).getByText('Rajasthani Thali × 3')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('₹3,750');
  });

  it('says an empty cart is empty and offers no checkout', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(dialog).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('₹0');
    expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('closes and takes the guest to the cart page on Proceed to Checkout', async () => {
    publishCart(addLine(EMPTY_CART, thali), { crossTab: false });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).toBeNull();
  });
});

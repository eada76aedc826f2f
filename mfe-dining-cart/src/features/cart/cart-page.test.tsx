// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { Toast } from '@haveli/contracts';
import { dismissToast, getCart, publishCart, toasts$ } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { addLine, EMPTY_CART, type CartLineInput } from '../../cart/cart-store';
import { CartPage } from './cart-page';

const paneer: CartLineInput = {
  productId: 1,
  name: 'Paneer Tikka',
  variant: 'Medium',
  addons: ['Cheese'],
  unitPrice: 530,
  quantity: 2,
};
const chai: CartLineInput = {
  productId: 16,
  name: 'Masala Chai',
  variant: 'Small',
  addons: [],
  unitPrice: 150,
  quantity: 1,
};
const fillCart = (...lines: CartLineInput[]) =>
  publishCart(lines.reduce(addLine, EMPTY_CART), { crossTab: false });

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/checkout" element={<h1>Checkout page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toastsSeen: Toast[] = [];
let stopRecording = () => {};
beforeEach(() => {
  resetBrowser();
  publishCart(EMPTY_CART, { crossTab: false });
  toastsSeen.length = 0;
  const subscription = toasts$.subscribe((toast) => toastsSeen.push(toast));
  stopRecording = () => subscription.unsubscribe();
});
afterEach(() => {
  stopRecording();
  toastsSeen.forEach((toast) => dismissToast(toast.id));
  resetBrowser();
});

describe('CartPage', () => {
  it('lists the cart with quantities, rupee prices and the total', () => {
    fillCart(paneer, chai);
    renderCart();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText('Review your selected items before checkout.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product',
      'Qty',
      'Price',
      'Action',
    ]);
    const paneerRow = screen.getByRole('row', { name: /Paneer Tikka/ });
    expect(within(paneerRow).getByText('Medium, Cheese')).toBeInTheDocument();
    expect(within(paneerRow).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(within(paneerRow).getByText('₹1,060')).toBeInTheDocument();
    expect(within(paneerRow).getByText('₹530 each')).toBeInTheDocument();
    expect(screen.getByTestId('cart-page-total')).toHaveTextContent('₹1,210');
  });

  it('changes quantities with plus and minus, and removes a line at 0', async () => {
    const user = userEvent.setup();
    fillCart(paneer, chai);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Masala Chai (Small)' }));
    expect(getCart()).toMatchObject({ count: 4, total: 1360 });
    expect(screen.getByTestId('cart-page-total')).toHaveTextContent('₹1,360');

    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Paneer Tikka (Medium, Cheese)' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Paneer Tikka (Medium, Cheese)' }),
    );

    expect(screen.queryByRole('row', { name: /Paneer Tikka/ })).not.toBeInTheDocument();
    expect(getCart()).toMatchObject({ count: 2, total: 300, items: [{ name: 'Masala Chai', quantity: 2 }] });
  });

  it('removes a line with its Remove button', async () => {
    const user = userEvent.setup();
    fillCart(paneer, chai);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Remove Paneer Tikka (Medium, Cheese)' }));

    expect(getCart().items.map((line) => line.name)).toEqual(['Masala Chai']);
    expect(screen.getByTestId('cart-page-total')).toHaveTextContent('₹150');
  });

  it('says the cart is empty, with a way to the menu, once the last line goes', async () => {
    const user = userEvent.setup();
    fillCart(chai);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Remove Masala Chai (Small)' }));

    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });

  it('follows the cart when it changes elsewhere, e.g. in another tab', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();

    act(() => fillCart(chai));

    expect(screen.getByRole('row', { name: /Masala Chai/ })).toBeInTheDocument();
  });

  it('opens a centred, theme-sized confirmation with the total; Cancel keeps everything', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    fillCart(paneer, chai);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(dialog.querySelector('.modal-dialog')).toHaveClass('modal-dialog-centered', 'checkout-dialog');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('₹1,210');
    expect(within(dialog).getByText('Paneer Tikka × 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCart().count).toBe(3);
    expect(sent).toEqual([]);
  });

  it('goes on to /checkout on Confirm, to say where and when, with the cart intact and nothing sent', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    fillCart(paneer);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText(/Please log in to place your order/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(getCart()).toMatchObject({ count: 2, total: 1060 });
    expect(sent).toEqual([]);
  });

  it('names a dish without options by its name alone', () => {
    fillCart({ ...chai, name: 'Fresh Lime Soda', variant: '', options: [] });
    renderCart();

    expect(screen.getByRole('button', { name: 'Remove Fresh Lime Soda' })).toBeInTheDocument();
  });
});

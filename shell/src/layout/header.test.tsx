import { type CartState } from '@haveli/contracts';
import { publishAuth, publishCart } from '@haveli/event-bus';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { Header } from './header';

const cartOf = (quantity: number, unitPrice = 450): CartState => ({
  items:
    quantity > 0
      ? [
          {
            key: '1|Small|',
            productId: 1,
            name: 'Laal Maas',
            variant: 'Small',
            addons: [],
            unitPrice,
            quantity,
          },
        ]
      : [],
  count: quantity,
  total: quantity * unitPrice,
});

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => {
    publishCart(cartOf(0));
    publishAuth({ status: 'anonymous' });
  });
});

describe('the header', () => {
  it('shows no badge on an empty cart, and a red count badge that follows the cart', () => {
    renderHeader();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();

    act(() => publishCart(cartOf(3)));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-count')).toHaveClass('bg-danger');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();

    act(() => publishCart(cartOf(0)));
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('shows Guest and a Login link when anonymous, the name and a profile menu when signed in', async () => {
    renderHeader();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Guest');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    act(() =>
      publishAuth({
        status: 'authenticated',
        user: { id: '7', name: 'Meera Rathore', email: 'meera@example.com', role: 'user' },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // Pressed at once, perhaps before the menu's code has come: the menu opens either way.
    await userEvent.click(screen.getByRole('button', { name: 'Meera Rathore' }));
    const menu = await screen.findByRole('menu', { name: 'Meera Rathore' });
    expect(screen.getByRole('button', { name: 'Meera Rathore' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Messages', 'Notifications', 'Orders', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/user-orders');
  });

  it('offers a member of staff the back office first in their menu, opened from the keyboard', async () => {
    renderHeader();
    act(() =>
      publishAuth({
        status: 'authenticated',
        user: { id: '8', name: 'Kiran Desai', email: 'kiran@haveli.example', role: 'front_desk' },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Kiran Desai' }), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Kiran Desai' });
    const first = within(menu).getByRole('menuitem', { name: 'Back office' });
    expect(first).toHaveAttribute('href', '/staff');
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('opens Your Cart with the total in rupees', async () => {
    renderHeader();
    act(() => publishCart(cartOf(2, 1250)));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(within(dialog).getByText('Total Amount')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('₹2,500');
    expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });
});

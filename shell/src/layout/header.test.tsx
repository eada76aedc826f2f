import { type CartState } from '@haveli/contracts';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { publishAuth, publishCart, publishLiveEvent, requestShell } from '@haveli/event-bus';
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

// A signed-in header asks for the unread count: answered here, so that no test reaches for a network.
beforeEach(() => mockApi(() => ({ status: 200, data: { unread: 0 } })));

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
    // Pressed at once, perhaps before the menu's code has come: the menu opens either way. (No delay between
    // the pointer's events: the button pressed is the one found, not one the arrived menu has replaced.)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Meera Rathore' }));
    const menu = await screen.findByRole('menu', { name: 'Meera Rathore' });
    expect(screen.getByRole('button', { name: 'Meera Rathore' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Messages', 'Notifications', 'Orders', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/user-orders');
  });

  it('counts the unread notifications on the menu and on Notifications, again on focus, when told and when one arrives live', async () => {
    let unread = 3;
    const sent = mockApi(() => ({ status: 200, data: { unread } }));
    renderHeader();
    act(() =>
      publishAuth({
        status: 'authenticated',
        user: { id: '7', name: 'Meera Rathore', email: 'meera@example.com', role: 'user' },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    const button = await screen.findByRole('button', { name: 'Meera Rathore 3 unread' });
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Notifications 3 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    unread = 1;
    act(() => requestShell({ type: 'refresh-unread-count' }));
    expect(await screen.findByRole('menuitem', { name: 'Notifications 1 unread' })).toBeInTheDocument();
    unread = 0;
    act(() => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('menuitem', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    unread = 2;
    act(() =>
      publishLiveEvent({
        id: 41,
        kind: 'order.status',
        title: 'Your order FO-ABC123 is ready',
        body: '',
        link: '/user-orders',
        subject: { status: 'Ready' },
        created_at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Notifications 2 unread' })).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toEqual([
      'notifications/unread-count',
      'notifications/unread-count',
      'notifications/unread-count',
      'notifications/unread-count',
    ]);
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
});

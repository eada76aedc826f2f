// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { signIn } from '@haveli/api-client';
import { mockApi, type Reply } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { CartItem, Order, Toast } from '@haveli/contracts';
import { dismissToast, getCart, publishCart, toasts$ } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
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

const placedOrder: Order = {
  id: 41,
  user_id: 7,
  items: [],
  total: 1210,
  status: 'Placed',
  created_at: '2026-05-01T10:00:00.000Z',
};

type SentRequest = Parameters<NonNullable<Parameters<typeof mockApi>[0]>>[0];

/** The API's answer to saving the cart: the same lines, at the menu's prices (here, the cart's own). */
function savedCart(config: SentRequest): Reply {
  const { items } = JSON.parse(config.data as string) as { items: Array<Omit<CartItem, 'id'>> };
  const cart = items.map((item, index) => {
    const dish = item.product_id === paneer.productId ? paneer : chai;
    return {
      ...item,
      id: index + 1,
      user_id: 7,
      name: dish.name,
      image: '',
      price: dish.unitPrice,
      status: 'pending',
    };
  });
  return { status: 200, data: { cart } };
}

function LoginProbe() {
  const { state } = useLocation();
  return <h1>Login page, back to {(state as { from?: string } | null)?.from}</h1>;
}

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/login" element={<LoginProbe />} />
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

  it('sends a visitor to log in on Confirm, and back to the cart afterwards, with the cart intact', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    fillCart(paneer);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText(/Please log in to place your order/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('heading', { name: 'Login page, back to /cart' })).toBeInTheDocument();
    expect(getCart()).toMatchObject({ count: 2, total: 1060 });
    expect(sent).toEqual([]);
  });

  it('places a signed-in guest’s order after saving the cart, then empties it and says so', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const sent = mockApi((config) =>
      config.url === 'orders' ? { status: 201, data: placedOrder } : savedCart(config),
    );
    fillCart(paneer, chai);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCart()).toEqual(EMPTY_CART);
    expect(toastsSeen).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Order Placed Successfully!' }),
    ]);
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['put', 'cart/user/7'],
      ['post', 'orders'],
    ]);
    expect(JSON.parse(sent[0]?.data as string)).toEqual({
      items: [
        { product_id: 1, quantity: 2, variant: 'Medium', addons: ['Cheese'] },
        { product_id: 16, quantity: 1, variant: 'Small', addons: [] },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });

  it('keeps the cart and shows why when the order fails, and lets the guest try again', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    let kitchenOpen = false;
    mockApi((config) => {
      if (config.url !== 'orders') return savedCart(config);
      return kitchenOpen
        ? { status: 201, data: placedOrder }
        : { status: 503, data: { statusCode: 503, error: 'Unavailable', message: 'The kitchen is closed.' } };
    });
    fillCart(chai);
    renderCart();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The kitchen is closed.');
    expect(getCart().count).toBe(1);
    expect(toastsSeen).toEqual([]);

    kitchenOpen = true;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});

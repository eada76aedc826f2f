// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { signIn } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { Order } from '@haveli/contracts';
import { getCart, publishCart } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { addLine, EMPTY_CART, type CartLineInput } from '../../cart/cart-store';
import { CheckoutPage } from './checkout-page';

const kulfi: CartLineInput = {
  productId: 15,
  name: 'Kesar Kulfi',
  variant: 'Large',
  addons: [],
  unitPrice: 380,
  quantity: 2,
};
const order: Order = {
  id: 3,
  user_id: 7,
  items: [],
  total: 760,
  status: 'Placed',
  created_at: '2026-05-01T10:00:00.000Z',
};

function Probe({ name }: { name: string }) {
  const { state } = useLocation();
  return <h1>{`${name} ${(state as { from?: string } | null)?.from ?? ''}`.trim()}</h1>;
}

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/login" element={<Probe name="Login, back to" />} />
          <Route path="/user-orders" element={<Probe name="Your Orders" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBrowser();
  publishCart(addLine(EMPTY_CART, kulfi), { crossTab: false });
});
afterEach(resetBrowser);

describe('CheckoutPage', () => {
  it('sums the cart up and sends a visitor to log in, and back, on Confirm', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    renderCheckout();

    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Kesar Kulfi × 2')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹760');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('heading', { name: 'Login, back to /checkout' })).toBeInTheDocument();
    expect(getCart().count).toBe(2);
    expect(sent).toEqual([]);
  });

  it("places a signed-in guest's order and shows their orders", async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const sent = mockApi((config) =>
      config.url === 'orders' ? { status: 201, data: order } : { status: 200, data: { cart: [] } },
    );
    renderCheckout();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    expect(getCart()).toEqual(EMPTY_CART);
    expect(sent.map((request) => request.url)).toEqual(['cart/user/7', 'orders']);
  });

  it('has nothing to confirm with an empty cart', () => {
    publishCart(EMPTY_CART, { crossTab: false });
    renderCheckout();

    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});

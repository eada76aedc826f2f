// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { signIn } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { Order } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { OrdersPage } from './orders-page';

const orders: Order[] = [
  {
    id: 12,
    user_id: 7,
    items: [
      {
        product_id: 5,
        name: 'Laal Maas',
        variant: 'Large',
        addons: ['Cheese'],
        quantity: 2,
        unit_price: 910,
        line_total: 1820,
      },
      {
        product_id: 16,
        name: 'Masala Chai',
        variant: 'Small',
        addons: [],
        quantity: 1,
        unit_price: 150,
        line_total: 150,
      },
    ],
    total: 1970,
    status: 'Placed',
    created_at: '2026-05-01T10:00:00.000Z',
  },
  {
    id: 9,
    user_id: 7,
    items: [],
    total: 280,
    status: 'Delivered',
    created_at: '2026-04-20T18:30:00.000Z',
  },
];

function LoginProbe() {
  const { state } = useLocation();
  return <h1>Login, back to {(state as { from?: string } | null)?.from}</h1>;
}

function renderOrders(path = '/user-orders') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user-orders" element={<OrdersPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);
afterEach(resetBrowser);

const signInAsGuest = () => signIn(makeToken(guestClaims()), 'Asha Rao', true);

describe('OrdersPage', () => {
  it.each(['/user-orders', '/orders'])('sends a visitor from %s to log in, and back', (path) => {
    const sent = mockApi();
    renderOrders(path);

    expect(screen.getByRole('heading', { name: `Login, back to ${path}` })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("lists the guest's orders with their dishes, total, status and date", async () => {
    signInAsGuest();
    const sent = mockApi(() => ({ status: 200, data: { orders } }));
    renderOrders();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    const latest = await screen.findByRole('article', { name: 'Order #12' });
    expect(within(latest).getByText('Laal Maas × 2')).toBeInTheDocument();
    expect(within(latest).getByText('Large, Cheese')).toBeInTheDocument();
    expect(within(latest).getByText('₹1,820')).toBeInTheDocument();
    expect(within(latest).getByTestId('order-total')).toHaveTextContent('₹1,970');
    expect(within(latest).getByText('Placed')).toBeInTheDocument();
    expect(within(latest).getByText('1 May 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(
      2,
    );
    expect(
      within(screen.getByRole('article', { name: 'Order #9' })).getByText('Delivered'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'get', url: 'orders/user/7' });
  });

  it('says when there are no orders yet, with a way to the menu', async () => {
    signInAsGuest();
    mockApi(() => ({ status: 200, data: { orders: [] } }));
    renderOrders();

    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order from the menu' })).toHaveAttribute('href', '/menu');
  });

  it('shows a failure with a Retry that loads the orders again', async () => {
    const user = userEvent.setup();
    signInAsGuest();
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 500, data: { statusCode: 500, error: 'Error', message: 'The ledger is unavailable.' } }
        : { status: 200, data: { orders } },
    );
    renderOrders();

    expect(await screen.findByRole('alert')).toHaveTextContent('The ledger is unavailable.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Order #12' })).toBeInTheDocument();
  });
});

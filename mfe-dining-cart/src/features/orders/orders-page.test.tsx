// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { signIn } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { Order } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { publishLiveEvent } from '@haveli/event-bus';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { sampleOrder } from '../../testing/samples';
import { OrdersPage } from './orders-page';

const orders: Order[] = [
  sampleOrder({
    id: 12,
    reference: 'FO-ABC234',
    items: [
      {
        product_id: 5,
        name: 'Laal Maas',
        variant: 'Large, Hot',
        addons: [],
        choices: [
          { group: 'Size', name: 'Large', price: 100 },
          { group: 'Spice level', name: 'Hot', price: 0 },
        ],
        quantity: 2,
        unit_price: 880,
        line_total: 1760,
      },
      {
        product_id: 16,
        name: 'Masala Chai',
        variant: 'Small',
        addons: [],
        choices: [{ group: 'Size', name: 'Small', price: 0 }],
        quantity: 1,
        unit_price: 150,
        line_total: 150,
      },
    ],
    subtotal: 1910,
    tax: 344,
    total: 2254,
    status: 'Received',
    fulfilment: 'room',
    room_no: '204',
    payment: 'room_charge',
    instructions: 'Ring twice',
  }),
  sampleOrder({ id: 9, reference: 'FO-XYZ789', subtotal: 280, tax: 50, total: 330, status: 'Completed' }),
];

function LoginProbe() {
  const { state } = useLocation();
  return <h1>Login, back to {(state as { from?: { pathname: string } } | null)?.from?.pathname}</h1>;
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

  it("lists the guest's orders by reference, with status, progress, where, dishes, GST and total", async () => {
    signInAsGuest();
    const sent = mockApi(() => ({ status: 200, data: { orders } }));
    renderOrders();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    const latest = await screen.findByRole('article', { name: 'Order FO-ABC234' });
    expect(within(latest).getByTestId('order-status')).toHaveTextContent('Received');
    expect(within(latest).getByRole('list', { name: 'Progress' })).toHaveTextContent(
      /Received.*Preparing.*Ready.*Out for delivery.*Delivered/,
    );
    expect(within(latest).getByText('In-room dining, Room 204')).toBeInTheDocument();
    expect(within(latest).getByText('As soon as possible')).toBeInTheDocument();
    expect(within(latest).getByText('Charge to my room')).toBeInTheDocument();
    expect(within(latest).getByText('Ring twice')).toBeInTheDocument();
    expect(within(latest).getByText('Laal Maas × 2')).toBeInTheDocument();
    expect(within(latest).getByText('Large, Hot')).toBeInTheDocument();
    expect(within(latest).getByText('GST (18%)')).toBeInTheDocument();
    expect(within(latest).getByTestId('order-total')).toHaveTextContent('₹2,254');
    expect(within(latest).getByText('1 May 2026')).toBeInTheDocument();
    expect(within(latest).getByRole('button', { name: 'Cancel order FO-ABC234' })).toBeInTheDocument();

    const older = screen.getByRole('article', { name: 'Order FO-XYZ789' });
    expect(within(older).getByTestId('order-status')).toHaveTextContent('Completed');
    expect(within(older).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'get', url: 'orders/user/7' });
  });

  it('shows a new status the kitchen set without a reload when the live event comes, and no refetch for others', async () => {
    signInAsGuest();
    let status: Order['status'] = 'Received';
    const sent = mockApi(() => ({ status: 200, data: { orders: [{ ...orders[0], status }] } }));
    renderOrders();
    const latest = await screen.findByRole('article', { name: 'Order FO-ABC234' });
    expect(within(latest).getByTestId('order-status')).toHaveTextContent('Received');

    const event = { id: 40, body: '', link: '/user-orders', created_at: '2026-05-01T08:00:00.000Z' };
    act(() =>
      publishLiveEvent({ ...event, kind: 'table.confirmed', title: 'Your table is confirmed', subject: {} }),
    );
    expect(sent).toHaveLength(1);

    status = 'Ready';
    act(() =>
      publishLiveEvent({
        ...event,
        id: 41,
        kind: 'order.status',
        title: 'Your order FO-ABC234 is ready',
        subject: { orderId: 12, reference: 'FO-ABC234', status: 'Ready' },
      }),
    );
    await waitFor(() => expect(within(latest).getByTestId('order-status')).toHaveTextContent('Ready'));
    expect(sent).toHaveLength(2);
  });

  it('cancels an order the kitchen has not started, after asking, and shows it cancelled', async () => {
    const user = userEvent.setup();
    signInAsGuest();
    let cancelled = false;
    const sent = mockApi((config) => {
      if (config.url === 'orders/12/cancel') {
        cancelled = true;
        return { status: 200, data: { ...orders[0], status: 'Cancelled' } };
      }
      const [first, ...rest] = orders;
      return {
        status: 200,
        data: { orders: [{ ...first, status: cancelled ? 'Cancelled' : 'Received' }, ...rest] },
      };
    });
    renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Cancel order FO-ABC234' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    const latest = screen.getByRole('article', { name: 'Order FO-ABC234' });
    await waitFor(() => expect(within(latest).getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(sent.map((request) => [request.method, request.url])).toContainEqual(['post', 'orders/12/cancel']);
  });

  it('downloads the receipt the API makes', async () => {
    const user = userEvent.setup();
    signInAsGuest();
    const sent = mockApi((config) =>
      config.url === 'orders/9/receipt'
        ? { status: 200, data: '%PDF-1.7' }
        : { status: 200, data: { orders } },
    );
    const createObjectURL = jest.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderOrders();

    await user.click(
      await screen.findByRole('button', { name: 'Download receipt (PDF) for order FO-XYZ789' }),
    );

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({ method: 'get', url: 'orders/9/receipt' });
    clicked.mockRestore();
  });

  it('offers the GST tax invoice of an order paid at the hotel, as a PDF', async () => {
    const user = userEvent.setup();
    signInAsGuest();
    const invoice = {
      number: 'HJ/26-27/000042',
      kind: 'invoice' as const,
      issued_on: '2026-05-01',
      total: 354,
    };
    const sent = mockApi((config) =>
      config.url === 'orders/9/invoice'
        ? { status: 200, data: '%PDF-1.7' }
        : {
            status: 200,
            data: { orders: orders.map((order) => (order.id === 9 ? { ...order, invoice } : order)) },
          },
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderOrders();

    const card = await screen.findByRole('article', { name: /FO-XYZ789/ });
    expect(within(card).getByText('Paid at the hotel, 1 May 2026')).toBeInTheDocument();
    expect(within(card).getByText(/^GST tax invoice HJ\/26-27\/000042, .+: ₹354$/)).toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', { name: 'Download PDF of GST tax invoice HJ/26-27/000042' }),
    );

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({ method: 'get', url: 'orders/9/invoice' });
    clicked.mockRestore();
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

    expect(await screen.findByRole('article', { name: 'Order FO-ABC234' })).toBeInTheDocument();
  });

  it('tells the guest why the kitchen cancelled an order', async () => {
    signInAsGuest();
    mockApi(() => ({
      status: 200,
      data: {
        orders: [sampleOrder({ status: 'Cancelled', cancel_reason: 'We have run out of saffron' })],
      },
    }));
    renderOrders();

    const card = await screen.findByRole('article', { name: 'Order FO-7K2QX9' });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(
      within(card).getByText('Cancelled by our kitchen: We have run out of saffron'),
    ).toBeInTheDocument();
  });
});

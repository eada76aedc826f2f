// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { signIn } from '@haveli/api-client';
import { mockApi, type Reply } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { CheckoutOptions } from '@haveli/contracts';
import { getCart, publishCart } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { addLine, EMPTY_CART, type CartLineInput } from '../../cart/cart-store';
import { sampleOrder } from '../../testing/samples';
import { CheckoutPage } from './checkout-page';

const kulfi: CartLineInput = {
  productId: 15,
  name: 'Kesar Kulfi',
  variant: 'Large',
  addons: [],
  unitPrice: 380,
  quantity: 2,
};
const order = sampleOrder();
const options: CheckoutOptions = {
  stay: { reservation_id: 4, room_no: '204', room_type: 'Heritage Room' },
  tables: [{ reservation_id: 9, table_name: 'Courtyard 1', time: '20:00' }],
  kitchen: { opens: '07:00', closes: '23:00', time_zone: 'Asia/Kolkata', prep_minutes: 30, open_now: true },
  asap_ready_at: '2026-05-01T08:00:00.000Z',
  slots: ['2026-05-01T08:15:00.000Z', '2026-05-01T08:30:00.000Z'],
  tax_percent: 18,
};

type SentRequest = Parameters<NonNullable<Parameters<typeof mockApi>[0]>>[0];
/** The API as checkout meets it: the cart saved, the options, and the order (or `orderReply`). */
const serveCheckout =
  (orderReply: () => Reply = () => ({ status: 201, data: order }), checkoutOptions = options) =>
  (config: SentRequest): Reply => {
    if (config.url === 'orders/checkout-options') return { status: 200, data: checkoutOptions };
    if (config.url === 'orders') return orderReply();
    // Saving the cart: the server keeps the lines, at the menu's price (here, the cart's own).
    const { items = [] } = JSON.parse((config.data as string | undefined) ?? '{}') as {
      items?: Array<{ product_id: number; quantity: number; options?: number[] }>;
    };
    const cart = items.map((item, index) => ({
      ...item,
      id: index + 1,
      user_id: 7,
      name: kulfi.name,
      image: '',
      options: item.options ?? [],
      choices: [],
      variant: kulfi.variant,
      addons: [],
      price: kulfi.unitPrice,
      status: 'pending',
    }));
    return { status: 200, data: { cart } };
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

  it('asks a staying guest where, when and how to pay, with GST, and places the order to their room', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const sent = mockApi(serveCheckout());
    renderCheckout();

    const where = await screen.findByRole('group', { name: 'Where should we bring your order?' });
    expect(within(where).getByRole('radio', { name: /In-room dining to Room 204/ })).toBeChecked();
    expect(within(where).getByRole('radio', { name: /At my table: Courtyard 1/ })).not.toBeChecked();
    expect(within(where).getByRole('radio', { name: 'Pickup from the restaurant' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Charge to my room (Room 204)' })).toBeChecked();
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹760');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('₹136.80');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹896.80');

    await user.click(screen.getByRole('radio', { name: 'At a time' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '2026-05-01T08:30:00.000Z');
    await user.type(screen.getByRole('textbox', { name: 'Instructions (optional)' }), 'No ice');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    expect(getCart()).toEqual(EMPTY_CART);
    const placed = sent.find((request) => request.url === 'orders');
    expect(JSON.parse(placed?.data as string)).toEqual({
      fulfilment: 'room',
      when: '2026-05-01T08:30:00.000Z',
      instructions: 'No ice',
      payment: 'room_charge',
    });
  });

  it('offers a guest with no stay their table or pickup, paid at the hotel', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const sent = mockApi(serveCheckout(undefined, { ...options, stay: null }));
    renderCheckout();

    const table = await screen.findByRole('radio', { name: /At my table: Courtyard 1/ });
    expect(table).toBeChecked();
    expect(screen.queryByRole('radio', { name: /In-room dining/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Charge to my room/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('In-room dining and room charges are for guests staying with us today.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByRole('heading', { name: 'Your Orders' });
    const placed = sent.find((request) => request.url === 'orders');
    expect(JSON.parse(placed?.data as string)).toEqual({
      fulfilment: 'table',
      restaurant_reservation_id: 9,
      when: 'asap',
      instructions: '',
      payment: 'at_hotel',
    });
  });

  it('keeps the cart and shows why when the API refuses the order', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    mockApi(
      serveCheckout(() => ({
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'Choose a time the kitchen offers.' },
      })),
    );
    renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a time the kitchen offers.');
    expect(getCart().count).toBe(2);
  });

  it('says when the delivery options cannot be loaded, with a Retry', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    let down = true;
    mockApi((config) =>
      down && config.url === 'orders/checkout-options'
        ? { status: 503, data: { statusCode: 503, error: 'Unavailable', message: 'Try again soon.' } }
        : serveCheckout()(config),
    );
    renderCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent('Try again soon.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'When?' })).toBeInTheDocument();
  });

  it('has nothing to confirm with an empty cart', () => {
    publishCart(EMPTY_CART, { crossTab: false });
    renderCheckout();

    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});

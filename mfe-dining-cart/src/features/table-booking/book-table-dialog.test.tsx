// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { signIn } from '@haveli/api-client';
import { mockApi, type Reply, type SentRequest } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { addDays, hotelToday, type Toast } from '@haveli/contracts';
import { dismissToast, toasts$ } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { useState } from 'react';
import { BookTableDialog } from './book-table-dialog';

// Each journey types a date and picks from lists that load: several seconds when the machine is busy.
jest.setTimeout(20_000);

const toasts: Toast[] = [];
let stop = () => {};
beforeEach(() => {
  resetBrowser();
  toasts.length = 0;
  const subscription = toasts$.subscribe((toast) => toasts.push(toast));
  stop = () => subscription.unsubscribe();
});
afterEach(() => {
  stop();
  toasts.forEach((toast) => dismissToast(toast.id));
});

function WhereAmI() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** The dialog as the shell opens it: open, until it says it was closed. */
function OpenedByTheShell() {
  const [open, setOpen] = useState(true);
  return <BookTableDialog open={open} onClose={() => setOpen(false)} />;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/menu']}>
        <Routes>
          <Route path="/menu" element={<OpenedByTheShell />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Book Your Slot' });
}

const RESTAURANTS = {
  restaurants: [
    {
      _id: 1,
      name: 'Laal Mahal',
      cuisine: 'Rajasthani',
      slot_minutes: 90,
      lead_minutes: 120,
      phone: '+91 141 400 0000',
      largest_table: 12,
      hours: [],
      tables: [],
    },
    {
      _id: 2,
      name: 'Diwan-e-Khas',
      cuisine: 'Mughlai',
      slot_minutes: 90,
      lead_minutes: 180,
      phone: '+91 141 400 0000',
      largest_table: 8,
      hours: [],
      tables: [],
    },
  ],
};
const SLOTS = [
  { time: '19:00', available: false },
  { time: '20:30', available: true },
  { time: '22:00', available: true },
];

/** The API as the dialog sees it: the restaurants, a day's times, and `create` for the request itself. */
const restaurantApi =
  (create: Reply = { status: 201, data: { success: true, message: 'ok', data: {} } }) =>
  (request: SentRequest): Reply => {
    if (request.url === 'reservationRestaurant/restaurants') return { status: 200, data: RESTAURANTS };
    if (request.url === 'reservationRestaurant/slots') {
      return { status: 200, data: { ...request.params, slots: SLOTS, message: null } };
    }
    return create;
  };
const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'post');

const signInAsha = () =>
  signIn(
    makeToken(guestClaims({ sub: '7', name: 'Asha Rao', email: 'asha@example.com' })),
    'Asha Rao',
    false,
  );

describe('Book Your Slot', () => {
  it('asks an anonymous visitor to log in first', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    const dialog = renderDialog();

    expect(within(dialog).getByText('Please log in to book a table.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offers to load the restaurants again when they could not be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    const api = restaurantApi();
    mockApi((request) =>
      failing && request.url === 'reservationRestaurant/restaurants' ? 'network-error' : api(request),
    );
    signInAsha();
    const dialog = renderDialog();

    const again = await within(dialog).findByRole('button', { name: 'Try loading the restaurants again' });
    failing = false;
    await user.click(again);

    const restaurant = within(dialog).getByLabelText('Restaurant');
    await waitFor(() => expect(within(restaurant).getAllByRole('option').length).toBeGreaterThan(1));
    expect(within(dialog).queryByRole('button', { name: 'Try loading the restaurants again' })).toBeNull();
  });

  it('shows field messages for an invalid request and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = mockApi(restaurantApi());
    signInAsha();
    const dialog = renderDialog();

    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));

    expect(await within(dialog).findByText('Full Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Booking Date')).toHaveAccessibleDescription(
      'Booking Date is required.',
    );
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(
      'Choose a date to see the times. Time is required.',
    );
    expect(posts(sent)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Booking Date'), addDays(hotelToday(), -1));
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));
    expect(await within(dialog).findByText('Booking date cannot be in the past.')).toBeInTheDocument();
    expect(posts(sent)).toHaveLength(0);
  });

  it('requests one of the offered times, says so and closes', async () => {
    const user = userEvent.setup();
    const sent = mockApi(
      restaurantApi({
        status: 201,
        data: {
          success: true,
          message: 'Your table request has been received. We will confirm it shortly.',
          data: {},
        },
      }),
    );
    signInAsha();
    const dialog = renderDialog();

    const date = addDays(hotelToday(), 2);
    await within(dialog).findByRole('option', { name: 'Diwan-e-Khas (Mughlai)' });
    await user.selectOptions(within(dialog).getByLabelText('Restaurant'), 'Diwan-e-Khas (Mughlai)');
    await user.type(within(dialog).getByLabelText('Booking Date'), date);
    await user.selectOptions(within(dialog).getByLabelText('Party Size'), '4');
    // A full sitting is shown but cannot be chosen.
    expect(await within(dialog).findByRole('option', { name: '19:00 (fully booked)' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Time'), '20:30');
    await user.type(within(dialog).getByLabelText('Additional Details'), 'Window table');
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.url === 'reservationRestaurant/slots').at(-1)?.params).toEqual({
      restaurant_id: 2,
      date,
      party_size: 4,
    });
    const [created] = posts(sent);
    expect(created).toMatchObject({ method: 'post', url: 'reservationRestaurant/create' });
    expect(JSON.parse(String(created?.data))).toEqual({
      name: 'Asha Rao',
      restaurant_id: 2,
      date,
      time: '20:30',
      party_size: 4,
      details: 'Window table',
    });
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Your table request has been received. We will confirm it shortly.',
      }),
    ]);
  });

  it("keeps the request and shows the API's refusal", async () => {
    const user = userEvent.setup();
    mockApi(
      restaurantApi({
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'That time is fully booked for your party. Please choose another time.',
          fields: { time: 'That time is fully booked for your party. Please choose another time.' },
        },
      }),
    );
    signInAsha();
    const dialog = renderDialog();

    await within(dialog).findByRole('option', { name: 'Laal Mahal (Rajasthani)' });
    await user.type(within(dialog).getByLabelText('Booking Date'), addDays(hotelToday(), 1));
    await within(dialog).findByRole('option', { name: '22:00' });
    await user.selectOptions(within(dialog).getByLabelText('Time'), '22:00');
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That time is fully booked');
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(
      'That time is fully booked for your party. Please choose another time.',
    );
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Rao');
  });

  it('tells a party larger than any table of the restaurant to call, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = mockApi(restaurantApi());
    signInAsha();
    const dialog = renderDialog();

    await within(dialog).findByRole('option', { name: 'Diwan-e-Khas (Mughlai)' });
    await user.selectOptions(within(dialog).getByLabelText('Restaurant'), 'Diwan-e-Khas (Mughlai)');
    await user.type(within(dialog).getByLabelText('Booking Date'), addDays(hotelToday(), 2));
    await user.selectOptions(within(dialog).getByLabelText('Party Size'), '9');

    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Diwan-e-Khas seats at most 8 guests at one table. For a larger party, please call us on +91 141 400 0000.',
    );
    expect(within(dialog).getByRole('link', { name: '+91 141 400 0000' })).toHaveAttribute(
      'href',
      'tel:+911414000000',
    );
    expect(within(dialog).getByRole('button', { name: 'Request Table' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Time')).toHaveDisplayValue('No times');
    expect(posts(sent)).toHaveLength(0);
  });
});

// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi, type SentRequest } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { addDays, hotelToday } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewReservationPage } from './new-reservation-page';

const today = hotelToday();
const profile = {
  id: 5,
  name: 'Asha Rao',
  email: null,
  phone: '+91 98290 12345',
  vip: true,
  has_sign_in: false,
  last_stay: null,
  created_at: '2026-05-01T10:00:00.000Z',
  created_by: 'Staff Member',
  notes: [],
  stays: [],
  orders: [],
  tables: [],
  totals: { stays: 0, nights: 0, spent: 0 },
};
const plan = (code: string, name: string, total: number) => ({
  code,
  name,
  description: '',
  policy_text: `${name} policy`,
  refundable: code !== 'non-refundable',
  total,
  deposit: 0,
});
const quote = {
  nights: 1,
  available_rooms: 3,
  price: { total: 11_800 },
  policy: { text: 'Free cancellation until 48 hours before arrival.' },
  rate_plans: [plan('flexible', 'Flexible', 11_800), plan('bed-breakfast', 'Bed and breakfast', 13_000)],
};

function reply(request: SentRequest) {
  if (request.url === 'staff/guests/5') return { status: 200, data: { message: '', guest: profile } };
  if (request.url === 'web/room/get_with_pagination')
    return { status: 200, data: { data: [{ id: 2, title: 'Heritage Room' }], total: 1 } };
  if (request.url === 'stays/quote') return { status: 200, data: quote };
  if (request.url === 'staff/stays' && request.method.toUpperCase() === 'POST')
    return { status: 201, data: { message: 'Reservation booked.', reference: 'HJ-ABC234' } };
  return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found.' } };
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/bookings/new" element={<NewReservationPage />} />
          <Route path="/staff/bookings/:reference" element={<p>Booking page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);
// A busy machine renders the form slowly under jsdom.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('new reservation', () => {
  it('books the profile’s guest for tonight at the quoted price and opens the new booking', async () => {
    const sent = mockApi(reply);
    renderPage('/staff/bookings/new?guest=5');

    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue(today);
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(today, 1));
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('11,800');
    expect(screen.getByLabelText(/Bed and breakfast/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('How the guest asked'), 'phone');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking page')).toBeInTheDocument();
    const booked = sent.find((request) => request.url === 'staff/stays');
    expect(JSON.parse(String(booked?.data))).toEqual({
      room_type_id: 2,
      check_in: today,
      check_out: addDays(today, 1),
      adults: 2,
      rate_plan: 'flexible',
      guest_id: 5,
      source: 'phone',
    });
  });

  it('asks for a guest before booking, and finds one by name', async () => {
    const sent = mockApi((request) =>
      request.url === 'staff/guests'
        ? { status: 200, data: { data: [{ ...profile, name: 'Vikram Shah', id: 9 }], total: 1 } }
        : reply(request),
    );
    renderPage('/staff/bookings/new');
    await screen.findByTestId('quote-total');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the guest, or make a new guest profile.');

    await userEvent.type(screen.getByLabelText('Find the guest by name, email or phone'), 'Vik');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Vikram Shah' }));
    expect(screen.getByRole('button', { name: 'Change guest' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.some((request) => request.url === 'staff/guests' && request.params?.q === 'Vik')).toBe(
        true,
      ),
    );
  });

  it('prices a party with children as the guest site does: one age for each child', async () => {
    const sent = mockApi(reply);
    renderPage('/staff/bookings/new?guest=5');
    await screen.findByTestId('quote-total');
    const children = screen.getByLabelText('Children');
    await userEvent.clear(children);
    await userEvent.type(children, '1');
    await userEvent.selectOptions(screen.getByLabelText('Age of child 1'), '6');
    await waitFor(() =>
      expect(
        sent.some(
          (request) =>
            request.url === 'stays/quote' &&
            request.params?.children === 1 &&
            request.params.child_ages === '6',
        ),
      ).toBe(true),
    );
  });
});

// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { StaffRestaurantDay } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestaurantDayPage } from './restaurant-day-page';

const day: StaffRestaurantDay = {
  restaurant: { id: 1, name: 'Laal Mahal', slot_minutes: 90 },
  date: '2026-12-04',
  sittings: ['12:30', '14:00', '19:00', '20:30', '22:00'],
  closed: false,
  tables: [
    {
      id: 1,
      label: 'Jharokha 1',
      seats: 2,
      retired: false,
      requests: [{ id: 41, time: '20:30', party_size: 2, guest_name: 'Meera Shah' }],
    },
    { id: 2, label: 'Zenana 2', seats: 6, retired: false, requests: [] },
  ],
  pending: [{ id: 42, time: '12:30', party_size: 3, guest_name: 'Arjun Mehta' }],
};

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderDay(path = '/staff/restaurants/1/day?date=2026-12-04') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/staff/restaurants/:id/day"
            element={
              <>
                <RestaurantDayPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('a restaurant’s day', () => {
  it('puts each confirmed party in its table’s row at its time', async () => {
    const sent = mockApi(() => ({ status: 200, data: day }));
    renderDay();
    const grid = await screen.findByRole('table', { name: /Tables of Laal Mahal/ });
    expect(sent[0]).toMatchObject({ url: 'staff/restaurants/1/day', params: { date: '2026-12-04' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Laal Mahal: the day’s tables');
    const row = within(grid).getByRole('row', { name: /Jharokha 1/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('Meera Shah, 2 guests');
    expect(cells[0]).toHaveTextContent('Free');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Table', ...day.sittings]);
    // The phone's list says the same, table by table.
    const list = screen.getByRole('list', { name: 'Tables and their parties' });
    expect(list).toHaveTextContent('20:30: Meera Shah, 2 guests');
    expect(list).toHaveTextContent('Free all day');
  });

  it('confirms a waiting request with a table that seats the party and is free then, or declines it', async () => {
    const sent = mockApi(() => ({ status: 200, data: day }));
    renderDay();
    const form = await screen.findByRole('form', { name: 'Confirm Arjun Mehta’s request at 12:30' });
    // Jharokha 1 seats two: only Zenana 2 fits a party of three.
    const choice = within(form).getByLabelText('Table');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zenana 2 (6 seats)']);
    await userEvent.click(
      within(form).getByRole('button', { name: 'Confirm Arjun Mehta’s request at 12:30 with this table' }),
    );
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'reservationRestaurant/42/confirm',
      }),
    );
    expect(JSON.parse(String(sent.find((request) => request.method === 'post')!.data))).toEqual({
      table_id: 2,
    });

    await userEvent.click(
      within(form).getByRole('button', { name: 'Decline Arjun Mehta’s request at 12:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline Arjun Mehta’s request at 12:30' });
    await userEvent.type(within(dialog).getByLabelText('Reason the guest is told'), 'Closed for a wedding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() =>
      expect(sent.some((request) => request.url === 'reservationRestaurant/42/decline')).toBe(true),
    );
  });

  it('keeps the chosen day in the address, so the link can be shared', async () => {
    mockApi(() => ({ status: 200, data: day }));
    renderDay();
    await userEvent.click(await screen.findByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?date=2026-12-05'),
    );
    const day2 = screen.getByLabelText('Day');
    await userEvent.clear(day2);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(day2).toHaveAccessibleDescription('Choose a date.');
    await userEvent.type(day2, '2026-12-24');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?date=2026-12-24'),
    );
  });

  it('says when the restaurant is closed, and when it has no tables', async () => {
    mockApi(() => ({ status: 200, data: { ...day, closed: true, sittings: [], tables: [], pending: [] } }));
    renderDay();
    expect(await screen.findByText('No tables in service')).toBeInTheDocument();
    expect(screen.getByText('No request for this day is waiting.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    mockApi(() => ({
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'Restaurant not found.' },
    }));
    renderDay('/staff/restaurants/999/day');
    expect(await screen.findByText('Restaurant not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

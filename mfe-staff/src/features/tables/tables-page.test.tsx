// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { StaffFloor, StaffTableBooking } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TablesPage } from './tables-page';

const party = (booking: Partial<StaffTableBooking>): StaffTableBooking => ({
  id: 1,
  time: '20:30',
  party_size: 4,
  name: 'Sharma',
  phone: '+91 98290 12345',
  email: null,
  has_account: false,
  status: 'Confirmed',
  table_id: 1,
  table_label: 'Zenana 1',
  reason: null,
  ...booking,
});

const floor: StaffFloor = {
  restaurant: { id: 7, name: 'Laal Mahal', slot_minutes: 90 },
  date: '2026-12-04',
  sittings: ['19:00', '20:30', '22:00'],
  tables: [
    { id: 1, label: 'Zenana 1', seats: 4 },
    { id: 2, label: 'Zenana 2', seats: 6 },
    { id: 3, label: 'Jharokha 1', seats: 2 },
    { id: 4, label: 'Sheesh Mahal', seats: 12 },
  ],
  bookings: [
    party({}),
    party({ id: 2, name: 'Mehta', party_size: 6, table_id: 2, table_label: 'Zenana 2', status: 'Seated' }),
    party({ id: 3, name: 'Rao', status: 'Cancelled', table_id: null, reason: 'Guest called' }),
  ],
  closures: [
    {
      id: 9,
      starts_on: '2026-12-04',
      ends_on: '2026-12-04',
      from_time: null,
      until_time: null,
      reason: 'Private event: Kapoor',
      tables: [{ id: 4, label: 'Sheesh Mahal' }],
    },
  ],
};

function renderTables() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/staff/tables?restaurant=7&date=2026-12-04']}>
        <Routes>
          <Route path="/staff/tables" element={<TablesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('the floor view', () => {
  it('shows each table with its party and state in words, and moves a party only to a free table that fits', async () => {
    const sent = mockApi((request) => {
      if (request.url === 'staff/restaurants')
        return {
          status: 200,
          data: {
            restaurants: [
              { id: 7, name: 'Laal Mahal', cuisine: '', slot_minutes: 90, hours: [], tables: [] },
            ],
          },
        };
      if (request.url === 'staff/table-bookings') return { status: 200, data: floor };
      return { status: 200, data: { message: 'The party has moved.', booking: party({ table_id: 4 }) } };
    });
    renderTables();
    const zenana = await screen.findByRole('region', { name: 'Zenana 1, Booked' });
    expect(within(zenana).getByText('Sharma, 4 guests')).toBeInTheDocument();
    expect(within(zenana).getByRole('link', { name: '+91 98290 12345' })).toHaveAttribute(
      'href',
      'tel:+919829012345',
    );
    expect(screen.getByRole('region', { name: 'Zenana 2, Seated' })).toHaveTextContent('Mehta, 6 guests');
    expect(screen.getByRole('region', { name: 'Jharokha 1, Free' })).toHaveTextContent('No party today.');
    // A cancelled party is listed apart, with the reason.
    expect(screen.getByRole('heading', { name: 'Other parties of the day' }).parentElement).toHaveTextContent(
      'Guest called',
    );
    expect(screen.getByRole('list', { name: 'Closures and private events' })).toHaveTextContent(
      'Private event: Kapoor',
    );

    await userEvent.click(within(zenana).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: /Move Sharma/ });
    // Zenana 2 is taken, Jharokha 1 too small, Sheesh Mahal held by the private event.
    expect(within(dialog).getByText('No other table seats the party at 20:30.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(sent.some((request) => request.url.endsWith('/move'))).toBe(false);
  });

  it('seats a booked party and books a phone guest', async () => {
    const sent = mockApi((request) => {
      if (request.url === 'staff/restaurants')
        return {
          status: 200,
          data: {
            restaurants: [
              { id: 7, name: 'Laal Mahal', cuisine: '', slot_minutes: 90, hours: [], tables: [] },
            ],
          },
        };
      if (request.url === 'staff/table-bookings' && request.method.toLowerCase() === 'get')
        return { status: 200, data: floor };
      return { status: 201, data: { message: 'Done.', booking: party({}) } };
    });
    renderTables();
    const zenana = await screen.findByRole('region', { name: 'Zenana 1, Booked' });
    await userEvent.click(within(zenana).getByRole('button', { name: 'Seat' }));
    expect(sent.find((request) => request.url === 'staff/table-bookings/1/seat')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking at Laal Mahal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book the table' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Guest name'), 'Iyer');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+91 98290 55555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book the table' }));
    const created = sent.find(
      (request) => request.url === 'staff/table-bookings' && request.method.toLowerCase() === 'post',
    );
    expect(JSON.parse(String(created?.data))).toEqual({
      restaurant_id: 7,
      date: '2026-12-04',
      time: '19:00',
      party_size: 2,
      name: 'Iyer',
      phone: '+91 98290 55555',
    });
  });
});

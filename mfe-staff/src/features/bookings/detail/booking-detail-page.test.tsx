// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { addDays, hotelToday, type Folio, type StaffStay } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingDetailPage, CANCEL_REASON_MESSAGE } from './booking-detail-page';

const stay = (extra: Partial<StaffStay> = {}): StaffStay => ({
  reference: 'HJ-ABC234',
  status: 'Confirmed',
  guest: { id: 7, name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98290 12345' },
  check_in: '2026-05-01',
  check_out: '2026-05-03',
  nights: 2,
  adults: 2,
  children: 0,
  rate_plan_name: 'Non-refundable',
  coupon: null,
  requests: { arrival_time: '15:00', bed_preference: 'King', occasion: '', remarks: '' },
  price: {
    currency: 'INR',
    rooms: 1,
    nights: [],
    room_amount: 20000,
    extras_amount: 0,
    extras: {
      extra_adults: 0,
      extra_adult_amount: 0,
      extra_children: 0,
      extra_child_amount: 0,
      meal_plan_amount: 0,
    },
    discount: null,
    taxes: [{ label: 'GST 18%', rate_percent: 18, taxable: 20000, amount: 3600 }],
    tax_total: 3600,
    total: 23600,
  },
  total: 23600,
  policy_text: 'Non-refundable.',
  fee_now: 23600,
  cancellation_fee: null,
  cancel_reason: null,
  rooms: [
    {
      id: 7,
      room: {
        id: 3,
        room_no: '204',
        room_type: { id: 2, title: 'Heritage Room' },
        housekeeping: 'dirty',
        ready: false,
      },
      state: 'expected',
    },
  ],
  free_rooms: [
    {
      id: 4,
      room_no: '205',
      room_type: { id: 2, title: 'Heritage Room' },
      housekeeping: 'inspected',
      ready: true,
    },
    {
      id: 9,
      room_no: '301',
      room_type: { id: 3, title: 'Palace Suite' },
      housekeeping: 'dirty',
      ready: false,
    },
  ],
  history: [{ at: '2026-04-01T10:00:00.000Z', what: 'Booked' }],
  ...extra,
});

const FOLIO: Folio = {
  reference: 'HJ-ABC234',
  lines: [],
  balance: 0,
  stay_to_post: 23600,
  due: 23600,
  invoices: [],
};

/** The page's calls: the folio beside the booking, and whatever else the test answers. */
const mockPage = (reply: Parameters<typeof mockApi>[0] = () => ({ status: 200, data: stay() })) =>
  mockApi((request) =>
    request.method === 'get' && request.url.endsWith('/folio')
      ? { status: 200, data: FOLIO }
      : reply!(request),
  );

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/staff/bookings/HJ-ABC234']}>
        <Routes>
          <Route path="/staff/bookings/:reference" element={<BookingDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('a booking’s detail', () => {
  it('shows the guest, the rooms, the price and the history', async () => {
    const sent = mockPage(() => ({ status: 200, data: stay() }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: /Asha Rao/ })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ url: 'staff/stays/HJ-ABC234' });
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Room 204, Heritage Room/)).toBeInTheDocument();
    // The arrival's room is not ready yet; a move offers the ready rooms first, each with its state.
    expect(screen.getByText('Not ready (dirty)')).toBeInTheDocument();
    const groups = screen.getByLabelText('Move room 204 to').querySelectorAll('optgroup');
    expect(Array.from(groups, (group) => [group.label, group.textContent])).toEqual([
      ['Ready, Heritage Room (same type)', 'Room 205 · Inspected'],
      ['Not ready yet', 'Room 301, Palace Suite · Dirty'],
    ]);
    expect(screen.getByRole('row', { name: /GST 18%/ })).toHaveTextContent('3,600');
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('23,600');
    expect(screen.getByText('Booked')).toBeInTheDocument();
  });

  it.each([
    ['expected', 'Confirmed'],
    ['in_house', 'In house'],
    ['checked_out', 'Checked out'],
  ] as const)('says a stay whose room is %s is %s', async (state, label) => {
    const room = stay().rooms[0]!;
    mockPage(() => ({ status: 200, data: stay({ rooms: [{ ...room, state }] }) }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: `Asha Rao ${label}` })).toBeInTheDocument();
  });

  it('says so when the booking cannot be loaded', async () => {
    mockPage(() => ({
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'Booking not found.' },
    }));
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'We could not load this booking' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Booking not found.')).toBeInTheDocument();
  });

  it('moves a room and shows the server’s refusal beside the room chosen', async () => {
    const sent = mockPage((request) =>
      request.method === 'post'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: 'That room is taken by another stay on some of these nights.',
              fields: { room_id: 'That room is taken by another stay on some of these nights.' },
            },
          }
        : { status: 200, data: stay() },
    );
    renderDetail();
    const select = await screen.findByLabelText('Move room 204 to');
    await userEvent.selectOptions(select, 'Room 301, Palace Suite · Dirty');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'That room is taken by another stay on some of these nights.',
      ),
    );
    const move = sent.find((request) => request.method === 'post');
    expect(move?.url).toBe('staff/stays/HJ-ABC234/move');
    expect(JSON.parse(String(move?.data))).toEqual({ booked_room_id: 7, room_id: 9 });
  });

  it('offers a no-show only after the arrival day, and records it', async () => {
    let current = stay({ check_in: '2020-01-01', check_out: '2020-01-03' });
    const sent = mockPage((request) => {
      if (request.method !== 'post') return { status: 200, data: current };
      current = { ...current, status: 'Cancelled', cancellation_fee: 11800, cancel_reason: 'No-show' };
      return { status: 200, data: { message: 'Recorded as a no-show.', data: current } };
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Record no-show' }));
    const because = await screen.findByText('Cancelled because');
    expect(because.nextElementSibling).toHaveTextContent('No-show');
    expect(sent.find((request) => request.method === 'post')?.url).toBe('staff/stays/HJ-ABC234/no-show');
    expect(screen.queryByRole('button', { name: 'Record no-show' })).not.toBeInTheDocument();
  });

  it('checks a room in on its arrival day, and not before', async () => {
    const today = hotelToday();
    let current = stay({ check_in: today, check_out: addDays(today, 1) });
    const sent = mockPage((request) => {
      if (request.method !== 'post') return { status: 200, data: current };
      current = { ...current, rooms: current.rooms.map((room) => ({ ...room, state: 'in_house' as const })) };
      return { status: 200, data: { id: 7, message: 'Checked in.' } };
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in room 204' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Check in room 204' })).not.toBeInTheDocument(),
    );
    expect(sent.find((request) => request.method === 'post')?.url).toBe('staff/bookings/7/check-in');
    expect(screen.getByText('Guest profile of Asha Rao')).toHaveAttribute('href', '/staff/guests/7');
  });

  it('does not offer a no-show before the arrival day is over', async () => {
    mockPage(() => ({ status: 200, data: stay({ check_in: '2999-01-01', check_out: '2999-01-03' }) }));
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record no-show' })).not.toBeInTheDocument();
  });

  it('cancels with a reason, charging the fee unless waived, and asks for a reason first', async () => {
    const cancelled = stay({ status: 'Cancelled', cancellation_fee: 0, cancel_reason: 'Flooding' });
    let current = stay();
    const sent = mockPage((request) => {
      if (request.method !== 'post') return { status: 200, data: current };
      current = cancelled;
      return { status: 200, data: { message: 'Booking cancelled; the fee was waived.', data: cancelled } };
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining(CANCEL_REASON_MESSAGE),
    );
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await userEvent.type(screen.getByLabelText('Reason'), 'Flooding');
    // The policy's fee is charged unless staff choose to waive it.
    expect(screen.getByLabelText(/^Charge/)).toBeChecked();
    expect(screen.getByLabelText('Waive the fee')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('Waive the fee'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancelled because')).toBeInTheDocument();
    const cancel = sent.find((request) => request.method === 'post');
    expect(cancel?.url).toBe('staff/stays/HJ-ABC234/cancel');
    expect(JSON.parse(String(cancel?.data))).toEqual({ reason: 'Flooding', waive_fee: true });
    expect(screen.getByRole('heading', { name: /Asha Rao/ })).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });
});

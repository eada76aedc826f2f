// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { addDays, hotelToday, type PendingPayment, type StaffBooking } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingsPage } from './bookings-page';

const booking = (extra: Partial<StaffBooking> = {}): StaffBooking => ({
  id: 31,
  reference: 'HJ-ABC234',
  guest_name: 'Asha Rao',
  guest_email: 'asha@example.com',
  guest_phone: '+91 98290 12345',
  room_no: '204',
  room_type: { id: 2, title: 'Heritage Room' },
  room_housekeeping: 'clean',
  check_in: '2026-05-01',
  check_out: '2026-05-03',
  state: 'expected',
  ...extra,
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderBookings(path = '/staff/bookings') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/staff/bookings"
            element={
              <>
                <BookingsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (data: StaffBooking[]) => ({
  status: 200,
  data: { data, total: data.length, room_types: [{ id: 2, title: 'Heritage Room' }] },
});

/**
 * The page's calls: UPI transfers waiting (none unless a test says), refunds to pay back (none), and the
 * booked rooms, answered by `reply`.
 * What it returns is the calls for the booked rooms, in order.
 */
function mockPage(reply: Parameters<typeof mockApi>[0], transfers: PendingPayment[] = []) {
  const lists = ['staff/payments/pending', 'staff/refunds/pending'];
  const sent = mockApi((request) =>
    request.url === 'staff/payments/pending'
      ? { status: 200, data: { data: transfers } }
      : request.url === 'staff/refunds/pending'
        ? { status: 200, data: { data: [] } }
        : reply!(request),
  );
  return new Proxy(sent, {
    get: (target, key) =>
      Reflect.get(
        target.filter((request) => !lists.includes(request.url ?? '')),
        key,
      ),
  });
}

beforeEach(resetBrowser);

describe('room bookings', () => {
  it('reads its filters from the address and asks the API for them', async () => {
    const sent = mockPage(() => answer([booking()]));
    renderBookings('/staff/bookings?from=2026-05-01&state=expected&guest=Asha');

    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    expect(row).toHaveTextContent('HJ-ABC234');
    expect(row).toHaveTextContent('Heritage Room');
    expect(row).toHaveTextContent('Expected');
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('State')).toHaveValue('expected');
    expect(sent[0]).toMatchObject({
      url: 'staff/bookings',
      params: { from: '2026-05-01', state: 'expected', guest: 'Asha', page: 1 },
    });
  });

  it('puts applied filters into the address, and refuses dates that run backwards', async () => {
    mockPage(() => answer([]));
    renderBookings();
    expect(await screen.findByRole('heading', { name: 'No bookings match' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('From'), '2026-05-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('To must be on or after From.');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('');

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-05-12');
    await userEvent.selectOptions(screen.getByLabelText('Room type'), 'Heritage Room');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\?from=2026-05-10&to=2026-05-12&room_type=2$/,
      ),
    );
  });

  it('sorts by a column on the server, keeps the filters, and a second press turns the order round', async () => {
    const sent = mockPage(() => answer([booking(), booking({ id: 32, guest_name: 'Vikram Singh' })]));
    renderBookings('/staff/bookings?state=expected&page=2');
    await screen.findByRole('row', { name: /Vikram Singh/ });
    const arrives = screen.getByRole('columnheader', { name: /Arrives/ });
    expect(arrives).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: /^Guest/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        '?state=expected&sort=guest&dir=asc',
      ),
    );
    expect(sent.at(-1)).toMatchObject({
      params: { state: 'expected', sort: 'guest', dir: 'asc', page: 1 },
    });
    await userEvent.click(screen.getByRole('button', { name: /^Guest/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Guest/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(sent.at(-1)).toMatchObject({ params: { sort: 'guest', dir: 'desc' } });
  });

  it('keeps the order in the address when the filters change', async () => {
    mockPage(() => answer([booking()]));
    renderBookings('/staff/bookings?sort=room&dir=desc');
    await screen.findByRole('row', { name: /Asha Rao/ });
    await userEvent.selectOptions(screen.getByLabelText('State'), 'In house');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        '?sort=room&dir=desc&state=in_house',
      ),
    );
  });

  it('checks an expected guest in on their arrival day, and offers no check-in before it', async () => {
    const today = hotelToday();
    const sent = mockPage((request) =>
      request.method === 'post'
        ? { status: 200, data: { id: 31, message: 'Checked in.' } }
        : answer([
            booking({ check_in: today, check_out: addDays(today, 2) }),
            booking({
              id: 32,
              guest_name: 'Dev Early',
              room_no: '301',
              check_in: addDays(today, 40),
              check_out: addDays(today, 42),
            }),
          ]),
    );
    renderBookings();
    const early = await screen.findByRole('row', { name: /Dev Early/ });
    expect(within(early).queryByRole('button', { name: /Check in/ })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Asha Rao/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Check in Asha Rao, room 204' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/bookings/31/check-in',
      }),
    );
  });
  it('lets a manager check out a folio not settled, with the reason; the front desk only reads why not', async () => {
    const notSettled =
      'The folio is not settled: ₹1,770 is due. Record the payment first, or ask a manager to check out with a reason.';
    const refuse = { status: 409, data: { statusCode: 409, error: 'Conflict', message: notSettled } };
    const leaving = booking({ state: 'in_house' });
    storeSession(makeToken(guestClaims({ role: 'front_desk' })), 'Ravi Desk', false);
    mockPage((request) => (request.method === 'post' ? refuse : answer([leaving])));
    const { unmount } = renderBookings();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Check out Asha Rao, room 204' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(notSettled);
    expect(within(row).queryByRole('form')).not.toBeInTheDocument();
    unmount();

    storeSession(makeToken(guestClaims({ role: 'manager' })), 'Meera Singh', false);
    const sent = mockPage((request) =>
      request.url === 'staff/bookings/31/check-out-unsettled'
        ? { status: 200, data: { id: 31, message: 'Checked out.' } }
        : request.method === 'post'
          ? refuse
          : answer([leaving]),
    );
    renderBookings();
    const managed = await screen.findByRole('row', { name: /Asha Rao/ });
    await userEvent.click(within(managed).getByRole('button', { name: 'Check out Asha Rao, room 204' }));
    const override = await within(managed).findByRole('form', { name: 'Check out Asha Rao unsettled' });
    await userEvent.click(within(override).getByRole('button', { name: 'Check out unsettled' }));
    expect(
      await within(override).findByLabelText('Reason to check out unsettled'),
    ).toHaveAccessibleDescription('Give the reason for checking out with the folio unsettled.');
    await userEvent.type(
      within(override).getByLabelText('Reason to check out unsettled'),
      'Company pays by transfer',
    );
    await userEvent.click(within(override).getByRole('button', { name: 'Check out unsettled' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url === 'staff/bookings/31/check-out-unsettled')?.data).toBe(
        JSON.stringify({ reason: 'Company pays by transfer' }),
      ),
    );
  });
});

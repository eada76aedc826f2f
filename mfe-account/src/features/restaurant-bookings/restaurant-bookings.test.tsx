import { addDays, hotelToday } from '@haveli/contracts';
import { publishLiveEvent } from '@haveli/event-bus';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTableRequest } from '../../testing/fixtures';
import { mockRoutes, recordToasts, renderPage, signInAs } from '../../testing/render-page';
import { RestaurantBookings } from './components/restaurant-bookings';

const toasts = recordToasts();
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

beforeEach(() => signInAs());

describe('RestaurantBookings', () => {
  it('shows its columns and "No restaurant bookings found." when there are none', async () => {
    mockRoutes({ 'get reservationRestaurant/user/7': { status: 200, data: { reservationRestaurant: [] } } });
    renderPage(<RestaurantBookings userId="7" />);

    expect(await screen.findByRole('cell', { name: 'No restaurant bookings found.' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User ID',
      'Customer Name',
      'Restaurant',
      'Reservation Date',
      'Reservation Time',
      'Party',
      'Table No',
      'Reservation Status',
      'Remark',
    ]);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Book Your Slot' })).toBeInTheDocument();
  });

  it('shows the restaurant, party, status, the table once confirmed and why a request was declined', async () => {
    mockRoutes({
      'get reservationRestaurant/user/7': {
        status: 200,
        data: {
          reservationRestaurant: [
            aTableRequest({
              _id: 1,
              status: 'Confirmed',
              restaurant_id: { _id: 2, name: 'Diwan-e-Khas' },
              table_id: { _id: 3, table_name: 'Courtyard 1' },
            }),
            aTableRequest({ _id: 2, status: 'Declined', decline_reason: 'A private event that evening' }),
          ],
        },
      },
    });
    renderPage(<RestaurantBookings userId="7" />);

    const [confirmed, declined] = await screen.findAllByRole('row', { name: /Asha Rao/ });
    expect(
      within(confirmed as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '7',
      'Asha Rao',
      'Diwan-e-Khas',
      expect.any(String),
      '20:30',
      '4',
      'Courtyard 1',
      'ConfirmedCancel',
      'Window table',
    ]);
    expect(declined).toHaveTextContent('Reason: A private event that evening');
    expect(within(declined as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a request staff confirmed without a reload when the live event comes', async () => {
    let status: 'Pending' | 'Confirmed' = 'Pending';
    mockRoutes({
      'get reservationRestaurant/user/7': () => ({
        status: 200,
        data: {
          reservationRestaurant: [
            aTableRequest({
              _id: 5,
              status,
              table_id: status === 'Confirmed' ? { _id: 3, table_name: 'Courtyard 1' } : null,
            }),
          ],
        },
      }),
    });
    renderPage(<RestaurantBookings userId="7" />);
    expect(await screen.findByRole('row', { name: /Asha Rao/ })).toHaveTextContent('Pending');

    status = 'Confirmed';
    act(() =>
      publishLiveEvent({
        id: 41,
        kind: 'table.confirmed',
        title: 'Your table is confirmed',
        body: 'Table Courtyard 1 is yours.',
        link: '/user-dashboard',
        subject: { reservationId: 5, status: 'Confirmed' },
        created_at: '2026-05-01T08:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('cell', { name: 'Courtyard 1' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Asha Rao/ })).toHaveTextContent('Confirmed');
  });

  it('cancels an upcoming request after asking, and offers no Cancel for past ones', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const sent = mockRoutes({
      'get reservationRestaurant/user/7': () => ({
        status: 200,
        data: {
          reservationRestaurant: [
            aTableRequest({ _id: 1, remark: 'Upcoming', status: cancelled ? 'Cancelled' : 'Pending' }),
            aTableRequest({ _id: 2, remark: 'Past', reservation_date: addDays(hotelToday(), -2) }),
          ],
        },
      }),
      'post reservationRestaurant/1/cancel': () => {
        cancelled = true;
        return {
          status: 200,
          data: { success: true, message: 'Your table booking has been cancelled.', data: aTableRequest() },
        };
      },
    });
    renderPage(<RestaurantBookings userId="7" />);

    const cancelButtons = await screen.findAllByRole('button', { name: /^Cancel table booking/ });
    expect(cancelButtons).toHaveLength(1);
    await user.click(cancelButtons[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this table booking?' });
    expect(dialog).toHaveTextContent('A table for 4 guests at Laal Mahal');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Cancel table booking/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel table booking/ })).not.toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ message: 'Your table booking has been cancelled.' })]);
  });
});

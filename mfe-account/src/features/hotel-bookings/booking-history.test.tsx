import { addDays, hotelToday } from '@haveli/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking } from '../../testing/fixtures';
import { mockRoutes, recordToasts, renderPage, signInAs } from '../../testing/render-page';
import { BookingHistory } from './components/booking-history';

const toasts = recordToasts();
const list = (count: number) => ({
  status: 200,
  data: {
    reservationHotel: Array.from({ length: count }, (_, index) =>
      aBooking({ _id: 100 + index, room_no: String(301 + index), remark: `Stay ${index + 1}` }),
    ),
  },
});
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

beforeEach(() => signInAs());

describe('BookingHistory', () => {
  it("says 'No bookings found.' when there are none", async () => {
    mockRoutes({ 'get reservationHotel/user/7': { status: 200, data: { reservationHotel: [] } } });
    renderPage(<BookingHistory userId="7" />);
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('shows the spec columns, three bookings a page, with numbered pages', async () => {
    const user = userEvent.setup();
    mockRoutes({ 'get reservationHotel/user/7': list(4) });
    renderPage(<BookingHistory userId="7" />);

    expect(await screen.findByText('Stay 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User ID',
      'Customer Name',
      'Check in',
      'Check out',
      'Room No',
      'Room Status',
      'Remark',
      'Actions',
    ]);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Stay 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('cancels an upcoming booking after asking, and offers no Cancel for past or cancelled ones', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const today = hotelToday();
    const sent = mockRoutes({
      'get reservationHotel/user/7': () => ({
        status: 200,
        data: {
          reservationHotel: [
            aBooking({
              _id: 1,
              remark: 'Upcoming',
              reservation_status: cancelled ? 'Cancelled' : 'Confirmed',
            }),
            aBooking({
              _id: 2,
              remark: 'Past',
              check_in_time: addDays(today, -5),
              check_out_time: addDays(today, -3),
            }),
          ],
        },
      }),
      'post reservationHotel/1/cancel': () => {
        cancelled = true;
        return {
          status: 200,
          data: { success: true, message: 'Your booking has been cancelled.', data: aBooking() },
        };
      },
    });
    renderPage(<BookingHistory userId="7" />);

    const cancelButtons = await screen.findAllByRole('button', { name: /^Cancel booking/ });
    expect(cancelButtons).toHaveLength(1);
    await user.click(cancelButtons[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ message: 'Your booking has been cancelled.' })]);
  });

  it('shows a failure with Retry, which loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockRoutes({ 'get reservationHotel/user/7': () => (fail ? 'network-error' : list(1)) });
    renderPage(<BookingHistory userId="7" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Stay 1')).toBeInTheDocument();
  });
});

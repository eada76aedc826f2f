import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, signInAs } from '../../testing/render-page';
import { aStayBooking } from '../../testing/stays';
import { BookingHistory } from './components/booking-history';

const toasts = recordToasts();
const list = (count: number) => ({
  status: 200,
  data: {
    bookings: Array.from({ length: count }, (_, index) =>
      aStayBooking({
        reference: `HJ-ABC${String.fromCharCode(72 + index)}${index + 2}`,
        requests: {
          arrival_time: '',
          bed_preference: 'No preference',
          occasion: 'None',
          remarks: `Stay ${index + 1}`,
        },
      }),
    ),
  },
});
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const COLUMNS = [
  'Reference',
  'User ID',
  'Customer Name',
  'Check in',
  'Check out',
  'Room No',
  'Room Status',
  'Remark',
  'Total',
  'Actions',
];

beforeEach(() => signInAs());

describe('BookingHistory', () => {
  it("shows its columns even when empty, with 'No bookings found.'", async () => {
    mockRoutes({ 'get stays/bookings': { status: 200, data: { bookings: [] } } });
    renderPage(<BookingHistory userId={7} />);
    expect(await screen.findByRole('cell', { name: 'No bookings found.' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(COLUMNS);
  });

  it('shows each booking with its reference and total, three a page, with numbered pages', async () => {
    const user = userEvent.setup();
    mockRoutes({ 'get stays/bookings': list(4) });
    renderPage(<BookingHistory userId={7} />);

    expect(await screen.findByText('Stay 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    const first = bodyRows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'HJ-ABCH2' })).toHaveAttribute(
      'href',
      '/booking-confirmation/HJ-ABCH2',
    );
    expect(first).toHaveTextContent('₹14,700');
    expect(first).toHaveTextContent('151 (Heritage Room)');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Stay 4')).toBeInTheDocument();
  });

  it('shows each stay as it really is: in house and checked out, with nothing left to change', async () => {
    const closed = { can_change: false, can_cancel: false };
    mockRoutes({
      'get stays/bookings': {
        status: 200,
        data: {
          bookings: [
            aStayBooking({ reference: 'HJ-AAAAA2', state: 'in_house', ...closed }),
            aStayBooking({ reference: 'HJ-BBBBB3', state: 'checked_out', ...closed }),
            aStayBooking({ reference: 'HJ-CCCCC4' }),
          ],
        },
      },
    });
    renderPage(<BookingHistory userId={7} />);
    await screen.findByRole('link', { name: 'HJ-AAAAA2' });
    const [inHouse, checkedOut, booked] = bodyRows() as HTMLElement[];
    expect(inHouse).toHaveTextContent('In house');
    expect(inHouse).not.toHaveTextContent('Confirmed');
    expect(within(inHouse as HTMLElement).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    expect(checkedOut).toHaveTextContent('Checked out');
    expect(booked).toHaveTextContent('Confirmed');
  });

  it('shows the fee before cancelling, and cancels only when the guest confirms', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const sent = mockRoutes({
      'get stays/bookings': () => ({
        status: 200,
        data: {
          bookings: [
            cancelled
              ? aStayBooking({
                  status: 'Cancelled',
                  state: 'cancelled',
                  can_cancel: false,
                  can_change: false,
                })
              : aStayBooking(),
            aStayBooking({ reference: 'HJ-PAST22', can_cancel: false, can_change: false }),
          ],
        },
      }),
      'get stays/bookings/HJ-7KQ2MX/cancel-preview': {
        status: 200,
        data: {
          reference: 'HJ-7KQ2MX',
          total: 14_700,
          fee: 7_350,
          paid: 0,
          refund: 0,
          free_until: null,
          policy_text: 'Free cancellation until 48 hours before arrival, then the first night.',
        },
      },
      'post stays/bookings/HJ-7KQ2MX/cancel': () => {
        cancelled = true;
        return {
          status: 200,
          data: {
            success: true,
            message: 'Your booking has been cancelled.',
            fee: 7_350,
            refund: 0,
            data: aStayBooking({ status: 'Cancelled', state: 'cancelled' }),
          },
        };
      },
    });
    renderPage(<BookingHistory userId={7} />);

    const cancelButtons = await screen.findAllByRole('button', { name: /^Cancel booking/ });
    expect(cancelButtons).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Change booking/ })).toHaveLength(1);
    await user.click(cancelButtons[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    const fee = await within(dialog).findByTestId('cancellation-fee');
    expect(fee).toHaveTextContent('Cancellation fee₹7,350');
    expect(fee).toHaveTextContent('Nothing has been paid for this stay, so there is nothing to refund.');
    expect(fee).not.toHaveTextContent('Refund');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    const again = screen.getByRole('dialog');
    await within(again).findByTestId('cancellation-fee');
    await user.click(within(again).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ message: 'Your booking has been cancelled.' })]);
  });

  it('says what was paid is kept when the fee takes all of it', async () => {
    const user = userEvent.setup();
    mockRoutes({
      'get stays/bookings': { status: 200, data: { bookings: [aStayBooking()] } },
      'get stays/bookings/HJ-7KQ2MX/cancel-preview': {
        status: 200,
        data: {
          reference: 'HJ-7KQ2MX',
          total: 14_700,
          fee: 14_700,
          paid: 14_700,
          refund: 0,
          free_until: null,
          policy_text:
            'Non-refundable: the full amount (₹14,700) is charged if you cancel, change or do not arrive.',
        },
      },
    });
    renderPage(<BookingHistory userId={7} />);
    await user.click(await screen.findByRole('button', { name: /^Cancel booking/ }));
    const fee = await within(screen.getByRole('dialog')).findByTestId('cancellation-fee');
    expect(fee).toHaveTextContent('What you paid (₹14,700) is kept as the fee, so nothing is refunded.');
  });

  it('shows a failure with Retry, which loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockRoutes({ 'get stays/bookings': () => (fail ? 'network-error' : list(1)) });
    renderPage(<BookingHistory userId={7} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Stay 1')).toBeInTheDocument();
  });
});

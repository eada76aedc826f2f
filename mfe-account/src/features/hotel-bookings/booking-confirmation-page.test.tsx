import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, renderPage, signInAs } from '../../testing/render-page';
import type { Folio, PaymentOptions } from '@haveli/contracts';
import { aStayBooking } from '../../testing/stays';
import { BookingConfirmationPage } from './booking-confirmation-page';

beforeEach(() => signInAs());

const booking = { status: 200, data: aStayBooking() };
const FOLIO: Folio = {
  reference: 'HJ-7KQ2MX',
  lines: [],
  balance: 0,
  stay_to_post: 14700,
  due: 14700,
  invoices: [],
};
const UPI_LINK = 'upi://pay?pa=haveli.jaipur%40hdfcbank&pn=Haveli&am=14700.00&cu=INR&tr=HJ-7KQ2MX';
const OPTIONS: PaymentOptions = {
  reference: 'HJ-7KQ2MX',
  due: 14700,
  due_now: 14700,
  online: null,
  upi: { vpa: 'haveli.jaipur@hdfcbank', payee: 'Haveli', link: UPI_LINK, qr_svg: '<svg></svg>' },
  pending_transfers: [],
};
/** The page's calls about money: the folio and the ways to pay. */
const money = {
  'get stays/bookings/HJ-7KQ2MX/folio': { status: 200, data: FOLIO },
  'get stays/bookings/HJ-7KQ2MX/payment-options': { status: 200, data: OPTIONS },
};

describe('BookingConfirmationPage', () => {
  it('shows the reference, the summary, the breakdown and the policy', async () => {
    mockRoutes({ 'get stays/bookings/HJ-7KQ2MX': booking, ...money });
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-7KQ2MX',
      route: '/booking-confirmation/:reference',
    });

    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('HJ-7KQ2MX');
    expect(screen.queryByText('Booking successful!')).not.toBeInTheDocument();
    expect(screen.getByText('Heritage Mirror Room (151)')).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child (aged 6)')).toBeInTheDocument();
    expect(screen.getByText('Anniversary')).toBeInTheDocument();
    const breakdown = screen.getByTestId('price-breakdown');
    expect(within(breakdown).getAllByRole('row', { name: /^Night of/ })).toHaveLength(2);
    expect(screen.getByTestId('stay-total')).toHaveTextContent('₹14,700');
    expect(screen.getByTestId('stay-policy')).toHaveTextContent(
      'Free cancellation until 48 hours before arrival, then the first night.',
    );
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change or cancel this booking' })).toHaveAttribute(
      'href',
      '/edit-booking?ref=HJ-7KQ2MX',
    );
  });

  it('says "Booking successful!" right after booking, and says when a file cannot be downloaded', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get stays/bookings/HJ-7KQ2MX': booking,
      ...money,
      'get stays/bookings/HJ-7KQ2MX/confirmation.pdf': {
        status: 503,
        data: { statusCode: 503, error: 'Service Unavailable', message: 'Please try again in a moment.' },
      },
    });
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-7KQ2MX',
      route: '/booking-confirmation/:reference',
      state: { booked: true },
    });

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded. Please try again in a moment.',
    );
    expect(sent.some((request) => request.url === 'stays/bookings/HJ-7KQ2MX/confirmation.pdf')).toBe(true);
  });

  it('shows what is due and takes a UPI transfer’s UTR for the front desk; no online payment without a provider', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get stays/bookings/HJ-7KQ2MX': booking,
      ...money,
      'post stays/bookings/HJ-7KQ2MX/payments/upi': {
        status: 200,
        data: {
          message: 'Thank you: the front desk will confirm your transfer against the bank statement.',
          folio: FOLIO,
        },
      },
    });
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-7KQ2MX',
      route: '/booking-confirmation/:reference',
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('stay-due')).toHaveTextContent('₹14,700');
    expect(
      await within(payment).findByRole('img', { name: /QR code to pay ₹14,700 to Haveli by UPI/ }),
    ).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'open your UPI app' })).toHaveAttribute(
      'href',
      UPI_LINK,
    );
    expect(within(payment).queryByRole('button', { name: /Pay .* now/ })).not.toBeInTheDocument();

    await user.type(within(payment).getByLabelText('UTR of your transfer'), '12345');
    await user.click(within(payment).getByRole('button', { name: 'I have paid' }));
    expect(await within(payment).findByLabelText('UTR of your transfer')).toHaveAccessibleDescription(
      /Enter the 12-digit UTR/,
    );
    await user.clear(within(payment).getByLabelText('UTR of your transfer'));
    await user.type(within(payment).getByLabelText('UTR of your transfer'), '412345678901');
    await user.click(within(payment).getByRole('button', { name: 'I have paid' }));
    expect(await within(payment).findByRole('status')).toHaveTextContent('the front desk will confirm');
    const reported = sent.filter((request) => request.method === 'post');
    expect(reported).toHaveLength(1);
    expect(JSON.parse(String(reported[0]?.data))).toEqual({ utr: '412345678901' });
  });

  it('asks for a held booking’s payment by the time its room is held until, with no paying at the hotel', async () => {
    mockRoutes({
      'get stays/bookings/HJ-7KQ2MX': {
        status: 200,
        data: aStayBooking({ pay_by: '2026-11-28T09:05:00.000Z' }),
      },
      ...money,
    });
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-7KQ2MX',
      route: '/booking-confirmation/:reference',
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(payment).findByTestId('stay-hold')).toHaveTextContent(
      'We are holding your room until 14:35 (India time): pay now to confirm it.',
    );
    expect(await within(payment).findByRole('img', { name: /QR code to pay ₹14,700/ })).toBeInTheDocument();
    expect(within(payment).queryByText(/Or pay at the hotel/)).not.toBeInTheDocument();
  });

  it('says what the hotel owes back when more was paid than is owed', async () => {
    mockRoutes({
      'get stays/bookings/HJ-7KQ2MX': { status: 200, data: aStayBooking({ status: 'Cancelled' }) },
      'get stays/bookings/HJ-7KQ2MX/folio': {
        status: 200,
        data: { ...FOLIO, balance: -14700, stay_to_post: null, due: -14700 },
      },
    });
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-7KQ2MX',
      route: '/booking-confirmation/:reference',
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('To be refunded')).toBeInTheDocument();
    expect(within(payment).getByTestId('stay-due')).toHaveTextContent('₹14,700');
    expect(within(payment).queryByLabelText('UTR of your transfer')).not.toBeInTheDocument();
  });

  it('says when the booking cannot be found', async () => {
    mockRoutes({});
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-NOPE22',
      route: '/booking-confirmation/:reference',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking could not be loaded');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, renderPage, signInAs } from '../../testing/render-page';
import { aStayBooking } from '../../testing/stays';
import { BookingConfirmationPage } from './booking-confirmation-page';

beforeEach(() => signInAs());

const booking = { status: 200, data: aStayBooking() };

describe('BookingConfirmationPage', () => {
  it('shows the reference, the summary, the breakdown and the policy', async () => {
    mockRoutes({ 'get stays/bookings/HJ-7KQ2MX': booking });
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

  it('says when the booking cannot be found', async () => {
    mockRoutes({});
    renderPage(<BookingConfirmationPage />, {
      path: '/booking-confirmation/HJ-NOPE22',
      route: '/booking-confirmation/:reference',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking could not be loaded');
  });
});

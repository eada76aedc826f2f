import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inDays } from '../../testing/dates';
import { aBooking } from '../../testing/fixtures';
import { mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { UserBookingPage } from './user-booking-page';

recordToasts();

const availability = (available: number) => ({
  status: 200,
  data: {
    check_in: inDays(5),
    check_out: inDays(7),
    nights: 2,
    guests: 1,
    coupon: null,
    rooms: [
      {
        id: 2,
        room_type: 'Deluxe',
        title: 'Deluxe Jharokha Room',
        image: '',
        room_base_price: 12_500,
        max_guests: 3,
        available,
        nights: 2,
        price: 25_000,
        full_price: 25_000,
      },
    ],
  },
});

async function fillStay(user: ReturnType<typeof userEvent.setup>, from = 5, to = 7) {
  await user.type(screen.getByLabelText('Check-in Date'), inDays(from));
  await user.type(screen.getByLabelText('Check-out Date'), inDays(to));
  await user.selectOptions(screen.getByLabelText('Room Type'), 'Deluxe');
}

beforeEach(() => signInAs());

describe('UserBookingPage', () => {
  it("offers the spec's fields, the guest's name filled in and Standard, Deluxe or Suite", () => {
    mockRoutes({});
    renderPage(<UserBookingPage />, { path: '/user-booking' });

    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Room Booking' })).toBeInTheDocument();
    expect(screen.getByLabelText('Guest Name')).toHaveValue('Asha Rao');
    const options = within(screen.getByLabelText('Room Type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select Room Type',
      'Standard',
      'Deluxe',
      'Suite',
    ]);
    expect(screen.getByLabelText('Remarks')).toBeInTheDocument();
  });

  it('says what is missing or wrong with the dates and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({});
    renderPage(<UserBookingPage />, { path: '/user-booking' });

    await user.clear(screen.getByLabelText('Guest Name'));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    for (const message of [
      'Guest Name is required.',
      'Check-in Date is required.',
      'Check-out Date is required.',
      'Room Type is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('Check-in Date'), inDays(-1));
    await user.type(screen.getByLabelText('Check-out Date'), inDays(-2));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Check-in date cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByText('Check-out date must be after the check-in date.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows what is free for the stay, books it, says so and resets the form', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get availability': availability(3),
      'post reservationHotel/create': {
        status: 201,
        data: { success: true, message: 'Booking successful!', data: aBooking() },
      },
    });
    renderPage(<UserBookingPage />, { path: '/user-booking' });

    await fillStay(user);
    expect(await screen.findByText('3 rooms available · ₹25,000 for 2 nights')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Remarks'), 'Late arrival');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const confirmation = await screen.findByText('Booking successful!');
    expect(confirmation.closest('[role="status"]')).toHaveTextContent('Room 204 (Deluxe) for Asha Rao');
    const booking = sent.find((request) => request.url === 'reservationHotel/create');
    expect(sentBody(booking)).toEqual({
      guestName: 'Asha Rao',
      checkInDate: inDays(5),
      checkOutDate: inDays(7),
      roomType: 'Deluxe',
      remarks: 'Late arrival',
    });
    expect(screen.getByLabelText('Check-in Date')).toHaveValue('');
    expect(screen.getByLabelText('Room Type')).toHaveValue('');
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
  });

  it('says when no room is free, before and after trying, and keeps the input', async () => {
    const user = userEvent.setup();
    mockRoutes({
      'get availability': availability(0),
      'post reservationHotel/create': {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'No rooms of this type are available for those dates.',
        },
      },
    });
    renderPage(<UserBookingPage />, { path: '/user-booking' });

    await fillStay(user);
    expect(await screen.findByTestId('availability-hint')).toHaveTextContent(
      'No rooms of this type are available for those dates.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No rooms of this type are available for those dates.',
    );
    expect(screen.getByLabelText('Check-in Date')).toHaveValue(inDays(5));
    expect(screen.getByLabelText('Room Type')).toHaveValue('Deluxe');
  });

  it('puts a refused coupon beside the coupon field', async () => {
    const user = userEvent.setup();
    mockRoutes({
      'get availability': availability(3),
      'post reservationHotel/create': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'This coupon code is not valid.' },
      },
    });
    renderPage(<UserBookingPage />, { path: '/user-booking' });

    await fillStay(user);
    await user.type(screen.getByLabelText('Coupon Code (optional)'), 'FREESTAY');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon Code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });
});

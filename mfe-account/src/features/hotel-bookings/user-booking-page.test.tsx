import { bookingLink } from '@haveli/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inDays } from '../../testing/dates';
import { mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { aPrice, aQuote, aStayBooking, roomTypesReply } from '../../testing/stays';
import { UserBookingPage } from './user-booking-page';

recordToasts();
// The form draws a calendar month of buttons on each change: slow under jsdom on a busy machine.
jest.setTimeout(30_000);

const link = bookingLink({
  roomType: 'Heritage Room',
  checkIn: inDays(5),
  checkOut: inDays(7),
  adults: 2,
  children: 1,
  coupon: '',
});

const quoteReply = (config: { params?: Record<string, unknown> }) => {
  const params = config.params ?? {};
  if (params.coupon === 'NOPE') {
    return {
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: 'This coupon code is not valid.' },
    };
  }
  const discount = params.coupon === 'ROYAL10' ? 1_400 : 0;
  return { status: 200, data: aQuote({}, aPrice({ childCharge: 1_000, discount })) };
};

const routes = (extra: Parameters<typeof mockRoutes>[0] = {}) =>
  mockRoutes({
    'get web/room/get_with_pagination': roomTypesReply,
    'get stays/calendar': {
      status: 200,
      data: { room_type_id: 4, full_nights: [inDays(10)], stay_rules: [] },
    },
    'get stays/quote': quoteReply,
    ...extra,
  });

/** The form opened from the Book link with the child's age chosen and the stay priced; bookings succeed. */
async function openPricedForm() {
  const user = userEvent.setup();
  const sent = routes({
    'post stays/bookings': {
      status: 201,
      data: { success: true, message: 'Booking successful!', data: aStayBooking() },
    },
  });
  renderPage(<UserBookingPage />, { path: link, route: '/user-booking' });
  await user.selectOptions(await screen.findByLabelText('Age of child 1'), '6');
  await screen.findByTestId('price-breakdown');
  return { user, sent };
}

const quoteCalls = (sent: ReturnType<typeof mockRoutes>) =>
  sent.filter((request) => request.url === 'stays/quote').map((request) => request.params);

beforeEach(() => signInAs());

describe('UserBookingPage', () => {
  it('opens filled with the room type, dates and guests the Book link chose', async () => {
    routes();
    renderPage(<UserBookingPage />, { path: link, route: '/user-booking' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Room Booking' })).toBeInTheDocument();
    const roomType = await screen.findByLabelText('Room Type');
    expect(within(roomType).getByRole('option', { selected: true })).toHaveTextContent(
      'Heritage Room – Heritage Mirror Room',
    );
    expect(screen.getByLabelText('Adults')).toHaveValue('2');
    expect(screen.getByLabelText('Children')).toHaveValue('1');
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('');
    expect(screen.getByLabelText('Guest Name')).toHaveValue('Asha Rao');
    const dates = screen.getByRole('group', { name: 'Stay dates' });
    expect(dates).toHaveTextContent(/Check-in Date\s*\d{1,2} \w{3,4} \d{4}/);
    expect(dates).toHaveTextContent('2 nights');
    // Every room type the hotel has, not only the spec's three.
    expect(
      within(roomType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select Room Type',
      'Standard – Standard Courtyard Room',
      'Deluxe – Deluxe Jharokha Room',
      'Heritage Room – Heritage Mirror Room',
    ]);
  });

  it('prices the stay once each child has an age, and again at once when a coupon is typed', async () => {
    const user = userEvent.setup();
    const sent = routes();
    renderPage(<UserBookingPage />, { path: link, route: '/user-booking' });

    await screen.findByLabelText('Age of child 1');
    expect(screen.getByText(/Choose a room type, your dates and the guests/)).toBeInTheDocument();
    expect(quoteCalls(sent)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Age of child 1'), '6');
    const breakdown = await screen.findByTestId('price-breakdown');
    expect(quoteCalls(sent).at(-1)).toEqual({
      room_type_id: 4,
      check_in: inDays(5),
      check_out: inDays(7),
      adults: 2,
      children: 1,
      child_ages: '6',
      rooms: 1,
      rate_plan: 'flexible',
    });
    expect(within(breakdown).getAllByRole('row', { name: /^Night of/ })).toHaveLength(2);
    expect(within(breakdown).getByRole('row', { name: /Extra children \(1\)/ })).toHaveTextContent('₹2,000');
    expect(within(breakdown).getByRole('row', { name: /GST 5%/ })).toHaveTextContent('₹800');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('₹16,800');
    expect(screen.getByTestId('stay-policy')).toHaveTextContent('Free cancellation until 48 hours');
    expect(screen.getByRole('radio', { name: /Non-refundable/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Coupon Code (optional)'), 'royal10');
    await waitFor(() => expect(screen.getByTestId('stay-total')).toHaveTextContent('₹15,330'));
    expect(quoteCalls(sent).at(-1)).toMatchObject({ coupon: 'ROYAL10' });
    expect(screen.getByRole('row', { name: /Discount: Royal Welcome/ })).toHaveTextContent('−₹1,400');

    await user.clear(screen.getByLabelText('Coupon Code (optional)'));
    await user.type(screen.getByLabelText('Coupon Code (optional)'), 'nope');
    expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon Code (optional)')).toHaveAttribute('aria-invalid', 'true');
    // The price without the refused coupon stays on screen.
    await waitFor(() => expect(screen.getByTestId('stay-total')).toHaveTextContent('₹16,800'));
  });

  it('books with the guests and requests, then opens the confirmation', async () => {
    const { user, sent } = await openPricedForm();
    await user.selectOptions(screen.getByLabelText('Arrival time'), '15:00');
    await user.selectOptions(screen.getByLabelText('Bed preference'), 'King bed');
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Anniversary');
    await user.type(screen.getByLabelText('Remarks'), 'Late arrival');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByText(/Now at \/booking-confirmation\/HJ-7KQ2MX/)).toHaveTextContent(
      '{"booked":true}',
    );
    expect(sentBody(sent.find((request) => request.url === 'stays/bookings'))).toEqual({
      guest_name: 'Asha Rao',
      room_type_id: 4,
      check_in: inDays(5),
      check_out: inDays(7),
      adults: 2,
      children: 1,
      child_ages: [6],
      rooms: 1,
      rate_plan: 'flexible',
      requests: {
        arrival_time: '15:00',
        bed_preference: 'King bed',
        occasion: 'Anniversary',
        remarks: 'Late arrival',
      },
      billing: null,
    });
  });

  it('makes the GST invoice out to a company: refuses a GSTIN that does not check out, then sends the company', async () => {
    const { user, sent } = await openPricedForm();
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Make the GST invoice out to my company'));
    // Pasted, as a guest copies them from their papers (and quicker than typing under jsdom).
    await user.click(screen.getByLabelText('Company name'));
    await user.paste('Marwar Textiles Pvt Ltd');
    await user.click(screen.getByLabelText('Company address'));
    await user.paste('12 MI Road, Jaipur 302001');
    // The last character is the check character: one typed wrong is caught before anything is sent.
    await user.click(screen.getByLabelText('GSTIN'));
    await user.paste('08aabch1234k1za');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(/Enter the company’s 15-character GSTIN/)).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await user.clear(screen.getByLabelText('GSTIN'));
    await user.paste('08aabch1234k1zr');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText(/Now at \/booking-confirmation\/HJ-7KQ2MX/);
    expect(sentBody(sent.find((request) => request.url === 'stays/bookings'))).toMatchObject({
      billing: {
        company: 'Marwar Textiles Pvt Ltd',
        address: '12 MI Road, Jaipur 302001',
        gstin: '08AABCH1234K1ZR',
      },
    });
  });

  it('asks for what is missing, a child without an age included, and sends no booking', async () => {
    const user = userEvent.setup();
    const sent = routes();
    renderPage(<UserBookingPage />, { path: '/user-booking?children=1', route: '/user-booking' });

    await user.clear(await screen.findByLabelText('Guest Name'));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    for (const message of [
      'Guest Name is required.',
      'Please choose a valid room type.',
      'Check-in Date is required.',
      'Give the age of each child, from 0 to 17.',
    ]) {
      expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    }
    expect(sent.some((request) => request.method === 'post')).toBe(false);
  });

  it('says why a booking failed and keeps every choice', async () => {
    const user = userEvent.setup();
    routes({
      'post stays/bookings': {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Not enough rooms of this type are free for those dates.',
        },
      },
    });
    renderPage(<UserBookingPage />, { path: link, route: '/user-booking' });

    await user.selectOptions(await screen.findByLabelText('Age of child 1'), '6');
    await screen.findByTestId('price-breakdown');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough rooms of this type are free for those dates.',
    );
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('6');
    expect(screen.getByLabelText('Room Type')).toHaveValue('4');
  });
});

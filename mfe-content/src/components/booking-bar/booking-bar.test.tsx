import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { addDays, BOOKING_MESSAGES, hotelToday, type AvailabilityResponse } from '@haveli/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import { BookingBar } from './booking-bar';

const checkIn = addDays(hotelToday(), 10);
const checkOut = addDays(hotelToday(), 12);

const availability = (overrides: Partial<AvailabilityResponse> = {}): AvailabilityResponse => ({
  check_in: checkIn,
  check_out: checkOut,
  nights: 2,
  guests: 2,
  coupon: null,
  rooms: [
    {
      id: 1,
      room_type: 'Standard',
      title: 'Standard Courtyard Room',
      image: '/api/images/room-standard.svg',
      room_base_price: 8500,
      max_guests: 2,
      available: 4,
      nights: 2,
      price: 17000,
      full_price: 17000,
    },
    {
      id: 3,
      room_type: 'Suite',
      title: 'Royal Suite',
      image: '/api/images/room-suite.svg',
      room_base_price: 18000,
      max_guests: 4,
      available: 0,
      nights: 2,
      price: 36000,
      full_price: 36000,
    },
  ],
  ...overrides,
});

type Reply = { status: number; data?: unknown };

function renderBar(reply: () => Reply = () => ({ status: 200, data: availability() }), props = {}) {
  const sent = mockApi(() => reply());
  renderPage(<BookingBar {...props} />, { url: '/home' });
  return sent;
}

async function search(user: ReturnType<typeof userEvent.setup>, from = checkIn, to = checkOut) {
  await user.type(screen.getByLabelText('Check In'), from);
  await user.type(screen.getByLabelText('Check Out'), to);
  await user.selectOptions(screen.getByLabelText('Guests'), '2 Adults 1 Child');
  await user.click(screen.getByRole('button', { name: 'Check Availability' }));
}

describe('BookingBar', () => {
  it('has Check In, Check Out, Guests with the spec options, and Room Status', () => {
    renderBar();

    expect(screen.getByLabelText('Check In')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Check Out')).toHaveAttribute('type', 'date');
    expect(
      within(screen.getByLabelText('Guests'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 Adult', '2 Adults 1 Child', '2 Adults 2 Children', '2 Adults 3 Children']);
    // The spec's field, explained to the guest beside it (and to screen readers, as its description).
    expect(screen.getByLabelText('Room Status')).toHaveAccessibleDescription(
      'Only rooms free on your dates, or every room type.',
    );
  });

  it('asks for both dates before searching', async () => {
    const user = userEvent.setup();
    const sent = renderBar();

    await user.click(screen.getByRole('button', { name: 'Check Availability' }));

    expect(await screen.findByText(BOOKING_MESSAGES.checkInRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.checkOutRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Check In')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Check In')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('clears a message as soon as the guest fixes its field', async () => {
    const user = userEvent.setup();
    renderBar();

    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText(BOOKING_MESSAGES.checkInRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Check In'), checkIn);
    await waitFor(() => expect(screen.queryByText(BOOKING_MESSAGES.checkInRequired)).not.toBeInTheDocument());
    expect(screen.getByText(BOOKING_MESSAGES.checkOutRequired)).toBeInTheDocument();
  });

  it('refuses a check-in in the past and a check-out not after the check-in', async () => {
    const user = userEvent.setup();
    const sent = renderBar();

    await search(user, addDays(hotelToday(), -1), addDays(hotelToday(), -1));
    expect(await screen.findByText(BOOKING_MESSAGES.checkInPast)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.checkOutNotAfterCheckIn)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('searches availability and shows the price of the stay for each free room type', async () => {
    const user = userEvent.setup();
    const sent = renderBar();

    await search(user);

    const results = await screen.findByRole('region', { name: /^Rooms for/ });
    expect(sent[0]).toMatchObject({
      url: 'availability',
      params: { check_in: checkIn, check_out: checkOut, adults: 2, children: 1, room_count: 1 },
    });
    const cards = within(results).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { name: 'Standard Courtyard Room' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('₹17,000 for 2 nights');
    expect(cards[0]).toHaveTextContent('4 rooms available');
    expect(within(cards[0]!).getByRole('link', { name: 'Book Standard' })).toHaveAttribute(
      'href',
      `/user-booking?roomType=Standard&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=1&rooms=1`,
    );
  });

  it('shows the all-in total first, books the rooms the party needs, and no Book where the type cannot', async () => {
    const user = userEvent.setup();
    const [standard, suite] = availability().rooms;
    renderBar(() => ({
      status: 200,
      data: availability({
        rooms: [
          { ...standard!, total: 37_800, tax_total: 1_800, rooms_needed: 2 },
          {
            ...suite!,
            available: 3,
            unavailable_reason: 'This room type needs a stay of at least 3 nights for these dates.',
          },
        ],
      }),
    }));

    await user.selectOptions(screen.getByLabelText('Room Status'), 'All room types');
    await search(user);

    const cards = within(await screen.findByRole('region', { name: /^Rooms for/ })).getAllByRole('article');
    expect(within(cards[0]!).getByTestId('all-in-total')).toHaveTextContent(
      '₹37,800 for 2 nights, 2 rooms, taxes included',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Book Standard' }).getAttribute('href')).toContain(
      '&rooms=2',
    );
    expect(cards[1]).toHaveTextContent('This room type needs a stay of at least 3 nights for these dates.');
    expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows sold-out room types too when Room Status asks for all', async () => {
    const user = userEvent.setup();
    renderBar();

    await user.selectOptions(screen.getByLabelText('Room Status'), 'All room types');
    await search(user);

    const results = await screen.findByRole('region', { name: /^Rooms for/ });
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    expect(within(results).getByText('Not available for these dates and guests')).toBeInTheDocument();
  });

  it('applies an offer’s coupon in the special offer search', async () => {
    const user = userEvent.setup();
    const withCoupon = availability({
      coupon: { code: 'MONSOON20', offer_title: 'Monsoon Escape', offer_type: 'percent', offer_value: 20 },
      rooms: [{ ...availability().rooms[0]!, price: 13600 }],
    });
    const sent = renderBar(() => ({ status: 200, data: withCoupon }), {
      offerSearch: true,
      coupon: 'MONSOON20',
      submitLabel: 'Search',
    });

    expect(screen.getByLabelText('Coupon Code')).toHaveValue('MONSOON20');
    await user.type(screen.getByLabelText('Check In'), checkIn);
    await user.type(screen.getByLabelText('Check Out'), checkOut);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('region', { name: /^Rooms for/ });
    expect(sent[0]?.params).toMatchObject({ coupon: 'MONSOON20' });
    expect(results).toHaveTextContent('Offer applied: Monsoon Escape (MONSOON20)');
    expect(results).toHaveTextContent('₹13,600 for 2 nights');
    expect(within(results).getByText('₹17,000').tagName).toBe('DEL');
  });

  it('shows the API’s word on a bad coupon beside the field', async () => {
    const user = userEvent.setup();
    renderBar(
      () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: BOOKING_MESSAGES.invalidCoupon,
          fields: { coupon: BOOKING_MESSAGES.invalidCoupon },
        },
      }),
      { offerSearch: true, submitLabel: 'Search' },
    );

    await user.type(screen.getByLabelText('Coupon Code'), 'NOPE');
    await user.type(screen.getByLabelText('Check In'), checkIn);
    await user.type(screen.getByLabelText('Check Out'), checkOut);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check availability');
    expect(screen.getByLabelText('Coupon Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(BOOKING_MESSAGES.invalidCoupon).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText('Coupon Code'));
    await user.type(screen.getByLabelText('Coupon Code'), 'MONSOON20');
    expect(screen.getByLabelText('Coupon Code')).toHaveAttribute('aria-invalid', 'false');
  });
});

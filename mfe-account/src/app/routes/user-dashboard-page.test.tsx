import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inDays } from '../../testing/dates';
import { aFeedback, aTableRequest } from '../../testing/fixtures';
import { aQuote, aStayBooking, pickDay, roomTypesReply } from '../../testing/stays';
import { ASHA, mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { UserDashboardPage } from './user-dashboard-page';

const toasts = recordToasts();
const ok = (data: unknown) => ({ status: 200, data });

beforeEach(() => signInAs());

describe('UserDashboardPage', () => {
  it("shows the signed-in guest's own details beside the tabs", async () => {
    mockRoutes({
      'get user/7': ok(ASHA),
      'get stays/bookings': ok({ bookings: [aStayBooking()] }),
    });
    renderPage(<UserDashboardPage />, { path: '/user-dashboard' });

    const panel = screen.getByRole('complementary', { name: 'Your details' });
    expect(await within(panel).findByTestId('profile-name')).toHaveTextContent('Asha Rao');
    expect(within(panel).getByTestId('avatar')).toHaveTextContent('AR');
    for (const value of ['asha@example.com', '+91 98290 12345', 'C-24, Tilak Nagar', '302004']) {
      expect(within(panel).getByText(value)).toBeInTheDocument();
    }
    expect(within(panel).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile/7',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hotel Bookings',
      'Restaurant Bookings',
      'Feedback',
    ]);
    expect(await screen.findByText('Late arrival')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HJ-7KQ2MX' })).toBeInTheDocument();
  });

  it('books from Add New Booking, says "Booking confirmed!" and opens the confirmation', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get user/7': ok(ASHA),
      'get stays/bookings': ok({ bookings: [] }),
      'get web/room/get_with_pagination': roomTypesReply,
      'get stays/quote': ok(aQuote()),
      'post stays/bookings': {
        status: 201,
        data: { success: true, message: 'Booking successful!', data: aStayBooking() },
      },
    });
    renderPage(<UserDashboardPage />, { path: '/user-dashboard' });

    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Booking' });
    expect(await within(dialog).findByLabelText('Guest Name')).toHaveValue('Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Save Booking' }));
    expect(await within(dialog).findByText(/Check-in Date is required\./)).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Room Type'), '4');
    await pickDay(user, dialog, inDays(5));
    await pickDay(user, dialog, inDays(7));
    await user.type(within(dialog).getByLabelText('Remarks'), 'Anniversary');
    await user.click(within(dialog).getByRole('button', { name: 'Save Booking' }));

    expect(await screen.findByText(/Now at \/booking-confirmation\/HJ-7KQ2MX/)).toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ kind: 'success', message: 'Booking confirmed!' })]);
    expect(sentBody(sent.find((request) => request.method === 'post'))).toMatchObject({
      room_type_id: 4,
      check_in: inDays(5),
      check_out: inDays(7),
      requests: expect.objectContaining({ remarks: 'Anniversary' }),
    });
  }, 30_000);

  it("lists the guest's table requests with the spec columns", async () => {
    const user = userEvent.setup();
    mockRoutes({
      'get user/7': ok(ASHA),
      'get stays/bookings': ok({ bookings: [] }),
      'get reservationRestaurant/user/7': ok({
        reservationRestaurant: [
          aTableRequest(),
          aTableRequest({ _id: 6, status: 'Confirmed', table_id: { _id: 3, table_name: 'Courtyard 1' } }),
        ],
      }),
    });
    renderPage(<UserDashboardPage />, { path: '/user-dashboard' });

    await user.click(screen.getByRole('tab', { name: 'Restaurant Bookings' }));
    const panel = screen.getByRole('tabpanel', { name: 'Restaurant Bookings' });
    expect(await within(panel).findByText('To be assigned')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
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
    expect(within(panel).getByText('Courtyard 1')).toBeInTheDocument();
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    mockRoutes({ 'get user/7': ok(ASHA), 'get stays/bookings': ok({ bookings: [] }) });
    renderPage(<UserDashboardPage />, { path: '/user-dashboard' });

    screen.getByRole('tab', { name: 'Hotel Bookings' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveFocus();
  });

  it('keeps only the chosen tab in the Tab order, pointing at the one panel shown', async () => {
    const user = userEvent.setup();
    mockRoutes({ 'get user/7': ok(ASHA), 'get stays/bookings': ok({ bookings: [] }) });
    renderPage(<UserDashboardPage />, { path: '/user-dashboard' });

    const chosen = screen.getByRole('tab', { selected: true });
    const panel = screen.getByRole('tabpanel');
    expect(chosen).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName(chosen.textContent ?? '');
    for (const tab of screen.getAllByRole('tab', { selected: false })) {
      expect(tab).toHaveAttribute('tabindex', '-1');
      expect(tab).not.toHaveAttribute('aria-controls');
    }
    await user.tab();
    expect(chosen).toHaveFocus();
  });

  it("shows the guest's feedback with stars and status badges, and puts a new one on top", async () => {
    const user = userEvent.setup();
    const mine = [
      aFeedback(2, 'Hidden one', { status: 'Inactive', stars: 2 }),
      aFeedback(1, 'Lovely stay', { stars: 4 }),
    ];
    const sent = mockRoutes({
      'get user/7': ok(ASHA),
      'get stays/bookings': ok({ bookings: [] }),
      'get feedback/user/7': () => ok({ data: [...mine] }),
      'post feedback/submit': () => {
        mine.unshift(aFeedback(3, 'The chai was perfect', { type: 'Dining' }));
        return { status: 201, data: { success: true, data: mine[0] } };
      },
    });
    renderPage(<UserDashboardPage />, { path: '/user-dashboard' });

    await user.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(await screen.findByText('Lovely stay')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toHaveClass('text-bg-danger');
    expect(screen.getAllByText('Active')[0]).toHaveClass('text-bg-success');

    await user.click(screen.getByRole('button', { name: 'Add Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Feedback' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('asha@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await within(dialog).findByText('Message is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Feedback'), 'The chai was perfect');
    await user.selectOptions(within(dialog).getByLabelText('Rating'), '4 stars');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Dining');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    await screen.findByText('The chai was perfect');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const rows = within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('The chai was perfect');
    expect(sentBody(sent.find((request) => request.method === 'post'))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'The chai was perfect',
      rating: 4,
      type: 'Dining',
    });
    expect(toasts).toEqual([expect.objectContaining({ message: 'Thank you for your feedback!' })]);
  });
});

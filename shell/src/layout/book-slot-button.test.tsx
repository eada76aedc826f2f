import { signIn } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { addDays, hotelToday, type Toast } from '@haveli/contracts';
import { dismissToast, requestShell, toasts$ } from '@haveli/event-bus';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { BookSlotButton } from './book-slot-button';

const toasts: Toast[] = [];
let stop = () => {};
beforeEach(() => {
  resetBrowser();
  toasts.length = 0;
  const subscription = toasts$.subscribe((toast) => toasts.push(toast));
  stop = () => subscription.unsubscribe();
});
afterEach(() => {
  stop();
  toasts.forEach((toast) => dismissToast(toast.id));
});

function WhereAmI() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

function renderButton() {
  render(
    <MemoryRouter initialEntries={['/menu']}>
      <Routes>
        <Route path="/menu" element={<BookSlotButton />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signInAsha = () =>
  signIn(
    makeToken(guestClaims({ sub: '7', name: 'Asha Rao', email: 'asha@example.com' })),
    'Asha Rao',
    false,
  );

describe('Book Your Slot', () => {
  it('asks an anonymous visitor to log in first', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Book Your Slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Slot' });
    expect(within(dialog).getByText('Please log in to book a table.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows field messages for an invalid request and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = mockApi();
    signInAsha();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Book Your Slot' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));

    expect(within(dialog).getByText('Full Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Booking Date')).toHaveAccessibleDescription(
      'Booking Date is required.',
    );
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Booking Date'), addDays(hotelToday(), -1));
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));
    expect(within(dialog).getByText('Booking date cannot be in the past.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('requests the table, says so and closes; another app can open it through the bus', async () => {
    const user = userEvent.setup();
    const sent = mockApi(() => ({
      status: 201,
      data: {
        success: true,
        message: 'Your table request has been received. We will confirm it shortly.',
        data: {},
      },
    }));
    signInAsha();
    renderButton();

    act(() => requestShell({ type: 'open-booking-modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Slot' });
    const date = addDays(hotelToday(), 2);
    await user.type(within(dialog).getByLabelText('Booking Date'), date);
    await user.selectOptions(within(dialog).getByLabelText('Time'), '20:30');
    await user.selectOptions(within(dialog).getByLabelText('Party Size'), '4');
    await user.type(within(dialog).getByLabelText('Additional Details'), 'Window table');
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toMatchObject({ method: 'post', url: 'reservationRestaurant/create' });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({
      name: 'Asha Rao',
      date,
      time: '20:30',
      party_size: 4,
      details: 'Window table',
    });
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Your table request has been received. We will confirm it shortly.',
      }),
    ]);
  });

  it("keeps the request and shows the API's refusal", async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'That time has already passed today.',
        fields: { time: 'That time has already passed today.' },
      },
    }));
    signInAsha();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Book Your Slot' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Booking Date'), addDays(hotelToday(), 1));
    await user.click(within(dialog).getByRole('button', { name: 'Request Table' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That time has already passed today.');
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(
      'That time has already passed today.',
    );
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Rao');
  });
});

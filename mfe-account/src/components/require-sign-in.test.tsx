import { publishAuth } from '@haveli/event-bus';
import { act, screen } from '@testing-library/react';
import { mockRoutes, recordToasts, renderPage, signInAs } from '../testing/render-page';
import { signedInOnly } from './require-sign-in';

recordToasts();
const Secret = signedInOnly(() => <h1>Your bookings</h1>);

describe('signedInOnly', () => {
  it('sends an anonymous visitor to /login, remembering where they were going', () => {
    mockRoutes({});
    renderPage(<Secret />, { path: '/user-booking' });
    expect(screen.getByText(/^Now at \/login from/)).toHaveTextContent('"pathname":"/user-booking"');
    expect(screen.queryByText('Your bookings')).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in guest, and leaves it when they sign out', () => {
    mockRoutes({});
    signInAs();
    renderPage(<Secret />, { path: '/user-booking' });
    expect(screen.getByRole('heading', { name: 'Your bookings' })).toBeInTheDocument();

    act(() => publishAuth({ status: 'anonymous' }));
    expect(screen.getByText(/^Now at \/login/)).toBeInTheDocument();
  });
});

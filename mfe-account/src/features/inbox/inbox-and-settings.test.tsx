import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { SettingsPage } from '../settings/settings-page';
import { MessagesPage, NotificationsPage } from './empty-inbox-page';

recordToasts();
beforeEach(() => signInAs());

describe('inbox and settings', () => {
  it('say honestly that there are no notifications or messages', () => {
    mockRoutes({});
    renderPage(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
  });

  it('messages too', () => {
    mockRoutes({});
    renderPage(<MessagesPage />);
    expect(screen.getByText('You have no messages.')).toBeInTheDocument();
  });

  it("mails a reset link to the guest's own email from Settings", async () => {
    const sent = mockRoutes({
      'post auth/forgot-password': { status: 200, data: { success: true, message: 'Check your inbox.' } },
    });
    renderPage(<SettingsPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox.');
    expect(sentBody(sent[0])).toEqual({ email: 'asha@example.com' });
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile/7');
  });
});

import {
  INVITATION_ACCEPTED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  PASSWORD_TOO_WEAK_MESSAGE,
} from '@haveli/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, sentBody } from '../../testing/render-page';
import { AcceptInvitationPage } from './accept-invitation-page';

const toasts = recordToasts();

describe('AcceptInvitationPage', () => {
  it('says a link without a token is not valid', () => {
    mockRoutes({});
    renderPage(<AcceptInvitationPage />, { path: '/accept-invitation' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVITATION_INVALID_MESSAGE);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('sets the password with the token and goes to the login', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'post auth/accept-invitation': {
        status: 200,
        data: { success: true, message: INVITATION_ACCEPTED_MESSAGE },
      },
    });
    renderPage(<AcceptInvitationPage />, {
      path: '/accept-invitation?token=invite123',
      route: '/accept-invitation',
    });
    expect(screen.getByRole('heading', { name: 'Join the Haveli team' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'Fresh#Start2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(sentBody(sent[0])).toEqual({ token: 'invite123', password: 'Fresh#Start2026' });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: INVITATION_ACCEPTED_MESSAGE }),
    ]);
  });

  it("shows the API's advice on a password too easy to guess beside it", async () => {
    const user = userEvent.setup();
    const advice = `${PASSWORD_TOO_WEAK_MESSAGE} This is a commonly used password.`;
    mockRoutes({
      'post auth/accept-invitation': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: advice, fields: { password: advice } },
      },
    });
    renderPage(<AcceptInvitationPage />, {
      path: '/accept-invitation?token=invite123',
      route: '/accept-invitation',
    });
    await user.type(screen.getByLabelText('New Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(advice);
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(advice);
  });

  it('says when the invitation was used or expired, without offering a password reset', async () => {
    const user = userEvent.setup();
    mockRoutes({
      'post auth/accept-invitation': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: INVITATION_INVALID_MESSAGE },
      },
    });
    renderPage(<AcceptInvitationPage />, {
      path: '/accept-invitation?token=used',
      route: '/accept-invitation',
    });
    await user.type(screen.getByLabelText('New Password'), 'Fresh#Start2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID_MESSAGE);
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });
});

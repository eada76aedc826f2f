import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_TOO_WEAK_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@haveli/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, sentBody } from '../../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const toasts = recordToasts();
const invalidLink = {
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: RESET_LINK_INVALID_MESSAGE },
};

describe('ForgotPasswordPage', () => {
  it('checks the email, then shows the neutral answer instead of the form', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'post auth/forgot-password': { status: 200, data: { success: true, message: FORGOT_PASSWORD_MESSAGE } },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });

    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    expect(await screen.findByText('Enter a valid email.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(sentBody(sent[0])).toEqual({ email: 'asha@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('keeps the email and says what went wrong when the server fails', async () => {
    const user = userEvent.setup();
    mockRoutes({ 'post auth/forgot-password': 'network-error' });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to reach the server.');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});

describe('ResetPasswordPage', () => {
  it('says a link without a token is not valid', () => {
    mockRoutes({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('wants the new password twice, then sets it with the token and goes to the login', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'post auth/reset-password': {
        status: 200,
        data: { success: true, message: 'Your password has been reset.' },
      },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc123', route: '/reset-password' });

    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Fresh#Start2026');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(sentBody(sent[0])).toEqual({ token: 'abc123', password: 'Fresh#Start2026' });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Your password has been reset.' }),
    ]);
  });

  it("shows the API's advice on a password too easy to guess beside it, without offering a new link", async () => {
    const user = userEvent.setup();
    const advice = `${PASSWORD_TOO_WEAK_MESSAGE} This is a heavily used password.`;
    mockRoutes({
      'post auth/reset-password': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: advice, fields: { password: advice } },
      },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc123', route: '/reset-password' });

    await user.type(screen.getByLabelText('New Password'), '12345678');
    await user.type(screen.getByLabelText('Confirm Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(advice);
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(advice);
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    const user = userEvent.setup();
    mockRoutes({ 'post auth/reset-password': invalidLink });
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=used', route: '/reset-password' });

    await user.type(screen.getByLabelText('New Password'), 'Fresh#Start2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});

import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
  verificationMailSentMessage,
} from '@haveli/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { mockRoutes, renderPage, sentBody } from '../../testing/render-page';
import { VerificationReminder } from './verification-reminder';
import { VerifyEmailPage } from './verify-email-page';

const invalidLink = {
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: VERIFICATION_LINK_INVALID_MESSAGE },
};

describe('VerifyEmailPage', () => {
  it('confirms the email with the link’s token once, even when React renders it twice', async () => {
    const sent = mockRoutes({
      'post auth/verify-email': { status: 200, data: { success: true, message: EMAIL_VERIFIED_MESSAGE } },
    });
    renderPage(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { path: '/verify-email?token=abc123', route: '/verify-email' },
    );

    expect(await screen.findByText(EMAIL_VERIFIED_MESSAGE)).toHaveRole('status');
    expect(sent).toHaveLength(1);
    expect(sentBody(sent[0])).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says why a used or expired link does not work', async () => {
    mockRoutes({ 'post auth/verify-email': invalidLink });
    renderPage(<VerifyEmailPage />, { path: '/verify-email?token=old', route: '/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_LINK_INVALID_MESSAGE);
  });

  it('sends nothing for an address without a token', () => {
    const sent = mockRoutes({});
    renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFICATION_LINK_INVALID_MESSAGE);
    expect(sent).toHaveLength(0);
  });
});

describe('VerificationReminder', () => {
  it('asks an unconfirmed guest to confirm, and sends a new link on request', async () => {
    const user = userEvent.setup();
    const email = 'asha@example.in';
    const sent = mockRoutes({
      'get auth/verification': { status: 200, data: { email, verified: false } },
      'post auth/verification-mail': {
        status: 200,
        data: { success: true, message: verificationMailSentMessage(email) },
      },
    });
    renderPage(<VerificationReminder />);

    expect(await screen.findByRole('region', { name: 'Confirm your email' })).toHaveTextContent(email);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(verificationMailSentMessage(email));
    expect(sent.map((request) => `${request.method} ${request.url}`)).toContain(
      'post auth/verification-mail',
    );
  });

  it('says nothing once the email is confirmed', async () => {
    const sent = mockRoutes({
      'get auth/verification': { status: 200, data: { email: 'a@b.in', verified: true } },
    });
    const { container } = renderPage(<VerificationReminder />);
    await waitFor(() => expect(sent).toHaveLength(1));
    // The answer has been drawn by the time the next task runs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});

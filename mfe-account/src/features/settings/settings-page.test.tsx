import { readToken } from '@haveli/api-client';
import { PASSWORD_TOO_WEAK_MESSAGE, TWO_FACTOR_MESSAGES } from '@haveli/contracts';
import { signIn } from '@haveli/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { SettingsPage } from './settings-page';

const toasts = recordToasts();
beforeEach(() => signInAs());

const preferences = {
  'get settings/mail-preferences': { status: 200, data: { marketing: false, offers: false } },
};

describe('SettingsPage', () => {
  it('saves the optional mail and says transactional mail is always sent', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      ...preferences,
      'put settings/mail-preferences': (request) => ({ status: 200, data: sentBody(request) }),
    });
    renderPage(<SettingsPage />, { path: '/settings' });

    expect(screen.getByText(/is always\s+sent/)).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'Offers and packages' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your mail preferences have been saved.')).toBeInTheDocument();
    expect(sentBody(sent.find((request) => request.method === 'put'))).toEqual({
      marketing: false,
      offers: true,
    });
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile/7');
  });

  it('changes the password, keeping this session with the new token, and shows a wrong current password', async () => {
    const user = userEvent.setup();
    const renewed = makeToken(guestClaims({ sub: '7' }));
    let wrong = true;
    mockRoutes({
      ...preferences,
      'post settings/password': () =>
        wrong
          ? {
              status: 400,
              data: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Current password is incorrect.',
                fields: { currentPassword: 'Current password is incorrect.' },
              },
            }
          : {
              status: 200,
              data: { success: true, message: 'Your password has been changed.', data: { token: renewed } },
            },
    });
    renderPage(<SettingsPage />, { path: '/settings' });
    const form = screen.getByRole('form', { name: 'Change password' });

    await user.type(within(form).getByLabelText('New password'), 'Jharokha#2027');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Jharokha#2028');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'Wrong#Guess1');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'Jharokha#2027');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findAllByText('Current password is incorrect.')).not.toHaveLength(0);
    expect(within(form).getByLabelText('Current password')).toHaveValue('Wrong#Guess1');

    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password has been changed.')).toBeInTheDocument();
    expect(readToken()).toBe(renewed);
  });

  it("shows the API's advice on a new password too easy to guess beside it", async () => {
    const user = userEvent.setup();
    const advice = `${PASSWORD_TOO_WEAK_MESSAGE} This is a commonly used password.`;
    mockRoutes({
      ...preferences,
      'post settings/password': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: advice, fields: { newPassword: advice } },
      },
    });
    renderPage(<SettingsPage />, { path: '/settings' });
    const form = screen.getByRole('form', { name: 'Change password' });

    await user.type(within(form).getByLabelText('Current password'), 'Haveli#Test2026');
    await user.type(within(form).getByLabelText('New password'), 'password123');
    await user.type(within(form).getByLabelText('Confirm new password'), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(advice);
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(advice);
  });

  it('asks for the password before deleting the account, then signs out and leaves', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      ...preferences,
      'post settings/delete-account': {
        status: 200,
        data: { success: true, message: 'Your account has been deleted.' },
      },
    });
    renderPage(<SettingsPage />, { path: '/settings' });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required.')).toBeInTheDocument();
    expect(sent.filter((request) => request.url === 'settings/delete-account')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'Haveli#Test2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Now at /home')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(toasts.map((toast) => toast.message)).toContain('Your account has been deleted.');
    expect(sentBody(sent.find((request) => request.url === 'settings/delete-account'))).toEqual({
      password: 'Haveli#Test2026',
    });
  });

  it('offers a guest no two-step sign-in', async () => {
    mockRoutes(preferences);
    renderPage(<SettingsPage />, { path: '/settings' });
    await screen.findByRole('switch', { name: 'Offers and packages' });
    expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
  });

  it('lets a member of staff set up two-step sign-in with an authenticator app', async () => {
    const user = userEvent.setup();
    signIn(makeToken(guestClaims({ sub: '9', role: 'kitchen', name: 'Kabir Cook' })), 'Kabir Cook', false);
    let on = false;
    const sent = mockRoutes({
      ...preferences,
      'get settings/two-step': () => ({ status: 200, data: { enabled: on, required: false } }),
      'post settings/two-step/setup': {
        status: 200,
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'post settings/two-step/confirm': (request) => {
        if ((sentBody(request) as { code: string }).code !== '246810') {
          return {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: TWO_FACTOR_MESSAGES.codeWrong,
              fields: { code: TWO_FACTOR_MESSAGES.codeWrong },
            },
          };
        }
        on = true;
        return { status: 200, data: { enabled: true, required: false } };
      },
    });
    renderPage(<SettingsPage />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const form = await screen.findByRole('form', { name: 'Set up two-step sign-in' });
    expect(
      within(form).getByRole('img', { name: 'QR code that adds Haveli to an authenticator app' }),
    ).toBeInTheDocument();
    expect(within(form).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Authentication code'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(form).findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Authentication code'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.turnedOn)).toBeInTheDocument();
    expect(screen.getByText(/On: signing in asks for the code/)).toBeInTheDocument();
    expect(sent.filter((request) => request.url === 'settings/two-step/confirm')).toHaveLength(2);
  });
});

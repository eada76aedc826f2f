import { readToken } from '@haveli/api-client';
import { PASSWORD_TOO_WEAK_MESSAGE } from '@haveli/contracts';
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
});

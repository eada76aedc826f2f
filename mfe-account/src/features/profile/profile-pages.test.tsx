import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASHA, mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { EditProfilePage } from './edit-profile-page';
import { UserDataPage } from './user-data-page';

const toasts = recordToasts();
beforeEach(() => signInAs());

describe('UserDataPage', () => {
  it("shows the guest's details and an Edit Profile link to their own form", async () => {
    mockRoutes({ 'get user/7': { status: 200, data: ASHA } });
    renderPage(<UserDataPage />, { path: '/user-data' });

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Asha Rao');
    for (const value of [
      'asha@example.com',
      '+91 98290 12345',
      'C-24, Tilak Nagar',
      'Jaipur',
      'India',
      '302004',
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile/7');
  });

  it("says 'No user data found.' for a profile without a name", async () => {
    mockRoutes({ 'get user/7': { status: 200, data: { ...ASHA, name: '' } } });
    renderPage(<UserDataPage />, { path: '/user-data' });
    expect(await screen.findByText('No user data found.')).toBeInTheDocument();
  });
});

describe('EditProfilePage', () => {
  it('fills the form with the saved profile, saves the changes and returns to the details', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get user/7': { status: 200, data: ASHA },
      'put user/7': (config) => ({ status: 200, data: { ...ASHA, ...(sentBody(config) as object) } }),
    });
    renderPage(<EditProfilePage />, { path: '/edit-profile/7', route: '/edit-profile/:userId' });

    expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Udaipur');
    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full Name is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 'Asha R. Rao');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Now at /user-data')).toBeInTheDocument();
    expect(sentBody(sent.find((request) => request.method === 'put'))).toEqual({
      name: 'Asha R. Rao',
      contact: '+91 98290 12345',
      address: 'C-24, Tilak Nagar',
      city: 'Udaipur',
      country: 'India',
      pincode: '302004',
    });
    expect(toasts).toEqual([expect.objectContaining({ message: 'Your profile has been saved.' })]);
  });

  it("refuses another guest's profile and offers the guest's own", async () => {
    mockRoutes({
      'get user/8': {
        status: 403,
        data: { statusCode: 403, error: 'Forbidden', message: 'You may only see or change your own data.' },
      },
    });
    renderPage(<EditProfilePage />, { path: '/edit-profile/8', route: '/edit-profile/:userId' });

    expect(await screen.findByRole('alert')).toHaveTextContent('You may only see or change your own data.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', '/edit-profile/7');
  });
});

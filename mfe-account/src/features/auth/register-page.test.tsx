import { EMAIL_TAKEN_MESSAGE, PASSWORD_TOO_WEAK_MESSAGE } from '@haveli/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, sentBody } from '../../testing/render-page';
import { RegisterPage } from './register-page';

const toasts = recordToasts();

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
};
const aGuest = {
  'Full Name': 'Isha Verma',
  Email: 'isha@example.in',
  Contact: '+91 98765 43210',
  Address: '12 MI Road',
  City: 'Jaipur',
  Country: 'India',
  Pincode: '302001',
  Password: 'Jaipur#Pink2026',
  'Confirm Password': 'Jaipur#Pink2026',
};

describe('RegisterPage', () => {
  it('asks for every field of the spec but the role, and says which are missing', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({});
    renderPage(<RegisterPage />, { path: '/register' });

    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Role/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    for (const message of [
      'Full Name is required.',
      'Email is required.',
      'Contact is required.',
      'Address is required.',
      'City is required.',
      'Country is required.',
      'Pincode is required.',
      'Password is required.',
      'Confirm Password is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full Name is required.');
    expect(sent).toHaveLength(0);
  });

  it('wants the passwords to match and a real email', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({});
    renderPage(<RegisterPage />, { path: '/register' });

    await fill(user, { ...aGuest, Email: 'isha@', 'Confirm Password': 'Jaipur#Pink2025' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  // The API answers a taken email exactly as a new one (and mails the address's owner), so this is also
  // what the screen shows for a taken email: it never tells who has an account.
  it('registers the guest, says so and goes to the login', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'post auth/register': {
        status: 201,
        data: { success: true, data: { name: 'Isha Verma', email: 'isha@example.in' } },
      },
    });
    renderPage(<RegisterPage />, { path: '/register' });

    await fill(user, aGuest);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(sentBody(sent[0])).toEqual({
      name: 'Isha Verma',
      email: 'isha@example.in',
      contact: '+91 98765 43210',
      address: '12 MI Road',
      city: 'Jaipur',
      country: 'India',
      pincode: '302001',
      password: 'Jaipur#Pink2026',
    });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Registration successful. Please log in.' }),
    ]);
  });

  it("shows the API's advice on a password too easy to guess beside the password, keeping what was typed", async () => {
    const user = userEvent.setup();
    const advice = `${PASSWORD_TOO_WEAK_MESSAGE} This is a commonly used password.`;
    mockRoutes({
      'post auth/register': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: advice, fields: { password: advice } },
      },
    });
    renderPage(<RegisterPage />, { path: '/register' });

    await fill(user, aGuest);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(advice);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(advice);
    expect(screen.getByLabelText('Email')).toHaveValue('isha@example.in');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Isha Verma');
  });

  it("puts the API's other field messages beside their fields", async () => {
    const user = userEvent.setup();
    mockRoutes({
      'post auth/register': {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Enter a valid pincode.',
          fields: { pincode: 'Enter a valid pincode.' },
        },
      },
    });
    renderPage(<RegisterPage />, { path: '/register' });

    await fill(user, aGuest);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid pincode.');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription('Enter a valid pincode.');
    expect(screen.queryByText(EMAIL_TAKEN_MESSAGE)).not.toBeInTheDocument();
  });
});

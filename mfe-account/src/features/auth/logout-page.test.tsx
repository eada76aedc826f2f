import { STORAGE_KEYS } from '@haveli/contracts';
import { getAuth } from '@haveli/event-bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, signInAs } from '../../testing/render-page';
import { LogoutPage } from './logout-page';

recordToasts();

describe('LogoutPage', () => {
  it('asks first; Logout signs the guest out and goes to the login', async () => {
    mockRoutes({});
    signInAs();
    renderPage(<LogoutPage />, { path: '/logout' });

    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(getAuth().status).toBe('authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('Cancel goes home and keeps the guest signed in', async () => {
    mockRoutes({});
    signInAs();
    renderPage(<LogoutPage />, { path: '/logout' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Now at /home')).toBeInTheDocument();
    expect(getAuth().status).toBe('authenticated');
  });
});

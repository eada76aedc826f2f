// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { StaffAccount } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { formatDateTime } from '@haveli/ui';
import { useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountsPage } from './accounts-page';

const account = (extra: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 12,
  name: 'Ravi Desk',
  email: 'ravi@haveli.example',
  role: 'front_desk',
  state: 'active',
  last_sign_in_at: '2026-05-01T08:00:00.000Z',
  two_step: false,
  can_reinvite: false,
  ...extra,
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAccounts(path = '/staff/accounts') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AccountsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('staff accounts', () => {
  it('changes a role only when saved', async () => {
    const sent = mockApi((request) =>
      request.method === 'put'
        ? { status: 200, data: account({ role: 'kitchen' }) }
        : { status: 200, data: { accounts: [account()], total: 1 } },
    );
    renderAccounts();
    const row = await screen.findByRole('row', { name: /Ravi Desk/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2026-05-01T08:00:00.000Z'))).toBeInTheDocument();
    const role = within(row).getByLabelText('Role of Ravi Desk');
    expect(role).toHaveValue('front_desk');
    await userEvent.selectOptions(role, 'Kitchen');
    expect(sent.some((request) => request.method === 'put')).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: 'Save the role of Ravi Desk' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/accounts/12/role',
        data: JSON.stringify({ role: 'kitchen' }),
      }),
    );
  });

  it('disables an account after a confirmation, and shows a refusal in the dialog', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: 'You cannot demote or disable your own account.',
            },
          }
        : { status: 200, data: { accounts: [account()], total: 1 } },
    );
    renderAccounts();
    const row = await screen.findByRole('row', { name: /Ravi Desk/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Disable Ravi Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable account: Ravi Desk' });
    expect(sent.some((request) => request.method === 'post')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(
      await within(dialog).findByText('You cannot demote or disable your own account.'),
    ).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/accounts/12/disable',
    });
  });

  it('withdraws a pending invitation after a confirmation', async () => {
    const invited = account({ state: 'invited', last_sign_in_at: null });
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { ...invited, state: 'disabled' } }
        : { status: 200, data: { accounts: [invited], total: 1 } },
    );
    renderAccounts();
    const row = await screen.findByRole('row', { name: /Ravi Desk/ });
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw invitation Ravi Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation: Ravi Desk' });
    expect(within(dialog).getByText(/stops working, and the account stays disabled/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/accounts/12/disable',
      }),
    );
  });

  it("resets a lost phone's two-step sign-in after a confirmation, offered only where one is set up", async () => {
    const manager = account({ id: 14, name: 'Meera Manager', role: 'manager', two_step: true });
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { ...manager, two_step: false } }
        : { status: 200, data: { accounts: [manager, account()], total: 2 } },
    );
    renderAccounts();
    const row = await screen.findByRole('row', { name: /Meera Manager/ });
    expect(within(row).getByText('Two-step sign-in')).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /Ravi Desk/ });
    expect(within(other).queryByRole('button', { name: /Reset two-step/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Reset two-step sign-in of Meera Manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in: Meera Manager' });
    expect(
      within(dialog).getByText(/sets up an authenticator app again at their next sign-in/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/accounts/14/two-step-reset',
      }),
    );
  });

  it('searches by name or email and sorts on the server, keeping both in the address', async () => {
    const sent = mockApi(() => ({
      status: 200,
      data: { accounts: [account(), account({ id: 13, name: 'Meera Kitchen', role: 'kitchen' })], total: 2 },
    }));
    renderAccounts();
    await screen.findByRole('row', { name: /Meera Kitchen/ });
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Role/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(sent[0]).toMatchObject({ url: 'staff/accounts', params: { sort: 'role', dir: 'asc', page: 1 } });

    await userEvent.type(screen.getByLabelText('Search by name or email'), ' ravi@ ');
    await userEvent.click(screen.getByRole('button', { name: 'Find staff' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?q=ravi%40$/),
    );
    expect(sent.at(-1)).toMatchObject({ params: { q: 'ravi@', sort: 'role', page: 1 } });

    await userEvent.click(screen.getByRole('button', { name: /^Last sign-in/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\?q=ravi%40&sort=last_sign_in_at&dir=asc$/,
      ),
    );
    expect(sent.at(-1)).toMatchObject({ params: { q: 'ravi@', sort: 'last_sign_in_at', dir: 'asc' } });
  });

  it('pages through many accounts, and says when a search finds none', async () => {
    const sent = mockApi((request) =>
      (request.params as { q?: string } | undefined)?.q
        ? { status: 200, data: { accounts: [], total: 0 } }
        : { status: 200, data: { accounts: [account()], total: 30 } },
    );
    renderAccounts('/staff/accounts?sort=name&dir=desc');
    await screen.findByRole('row', { name: /Ravi Desk/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\?sort=name&dir=desc&page=2$/,
      ),
    );
    expect(sent.at(-1)).toMatchObject({ params: { sort: 'name', dir: 'desc', page: 2 } });

    await userEvent.type(screen.getByLabelText('Search by name or email'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Find staff' }));
    expect(await screen.findByRole('heading', { name: 'No staff accounts match' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'Error', message: 'Something went wrong.' },
    }));
    renderAccounts();
    expect(
      await screen.findByRole('heading', { name: 'We could not load the staff accounts' }),
    ).toBeInTheDocument();
  });

  it('sends an invitation again to an account that never accepted one, after asking', async () => {
    const invited = account({ state: 'invited', last_sign_in_at: null, can_reinvite: true });
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: invited }
        : { status: 200, data: { accounts: [invited, account({ id: 13, name: 'Asha Cook' })], total: 2 } },
    );
    renderAccounts();
    const row = await screen.findByRole('row', { name: /Ravi Desk/ });
    expect(screen.getByRole('row', { name: /Asha Cook/ })).not.toHaveTextContent('Send invitation again');
    await userEvent.click(within(row).getByRole('button', { name: 'Send invitation again to Ravi Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invitation again: Ravi Desk' });
    expect(dialog).toHaveTextContent('any link sent before stops working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation again' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/accounts/12/invitation',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites a member of staff, with the server’s refusal beside the email', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'An account with this email already exists.',
              fields: { email: 'An account with this email already exists.' },
            },
          }
        : { status: 200, data: { accounts: [account()], total: 1 } },
    );
    renderAccounts();
    await screen.findByRole('row', { name: /Ravi Desk/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await userEvent.type(screen.getByLabelText('Name'), 'Kavya Desk');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@haveli.example');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Housekeeping');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists.',
      ),
    );
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/invitations',
      data: JSON.stringify({ name: 'Kavya Desk', email: 'ravi@haveli.example', role: 'housekeeping' }),
    });
  });
});

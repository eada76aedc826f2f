// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { StaffAuditEntry } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditPage } from './audit-page';

const entry = (extra: Partial<StaffAuditEntry> = {}): StaffAuditEntry => ({
  id: 7,
  actor: { id: 3, name: 'Meera Kitchen', role: 'kitchen' },
  action: 'order.status',
  entity: 'order',
  entity_id: '41',
  record: 'Food order FO-7K2QX9',
  before: { status: 'Received' },
  after: { status: 'Preparing' },
  at: '2026-05-01T09:30:00.000Z',
  ...extra,
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAudit(path = '/staff/audit') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/staff/audit"
            element={
              <>
                <AuditPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (data: StaffAuditEntry[]) => ({
  status: 200,
  data: {
    data,
    total: data.length,
    actors: [{ id: 3, name: 'Meera Kitchen' }],
    actions: ['account.role', 'order.status'],
  },
});

beforeEach(resetBrowser);

describe('audit log', () => {
  it('reads its filters from the address and shows who changed what', async () => {
    const sent = mockApi(() => answer([entry()]));
    renderAudit('/staff/audit?actor=3&action=order.status&from=2026-05-01');
    const row = await screen.findByRole('row', { name: /Meera Kitchen/ });
    expect(row).toHaveTextContent('Order statusorder.status');
    expect(row).toHaveTextContent('Food order FO-7K2QX9');
    expect(row).toHaveTextContent('status: Received → Preparing');
    expect(screen.getByLabelText('Who')).toHaveValue('3');
    expect(screen.getByLabelText('Action')).toHaveValue('order.status');
    expect(sent[0]).toMatchObject({
      url: 'staff/audit',
      params: { actor: 3, action: 'order.status', from: '2026-05-01', page: 1 },
    });
  });

  it('shows only what changed, as people read it: money, times, lists and records, never an internal object', async () => {
    mockApi(() =>
      answer([
        entry({
          action: 'room_type.update',
          entity: 'room_type',
          entity_id: '3',
          record: 'Royal Suite',
          before: {
            price: 32000,
            title: 'Royal Suite',
            amenities: ['Butler'],
            updated_at: '2026-05-01T09:00:00.000Z',
          },
          after: {
            price: 34000,
            title: 'Royal Suite',
            amenities: ['Butler', 'Jacuzzi'],
            updated_at: '2026-05-02T10:30:00.000Z',
          },
        }),
        entry({
          id: 8,
          action: 'restaurant.hours',
          entity: 'restaurant',
          entity_id: '2',
          record: 'Laal Mahal',
          before: null,
          after: { hours: [{ day: 'Monday', opens: '12:00', closes: '23:00' }], private_event: false },
        }),
      ]),
    );
    renderAudit();
    const suite = await screen.findByRole('row', { name: /Royal Suite/ });
    expect(suite).toHaveTextContent('Room type update');
    const change = suite.querySelectorAll('td')[4];
    expect(change).toHaveTextContent(
      /^price: ₹32,000 → ₹34,000; amenities: Butler → Butler, Jacuzzi; updated at: .+ → .+$/,
    );
    expect(change).not.toHaveTextContent('title');
    const hours = screen.getByRole('row', { name: /Laal Mahal/ });
    expect(hours).toHaveTextContent('hours: day Monday, opens 12:00, closes 23:00; private event: no');
    expect(hours).not.toHaveTextContent('[object Object]');
  });

  it('puts applied filters into the address, and refuses dates that run backwards', async () => {
    mockApi(() => answer([]));
    renderAudit();
    expect(await screen.findByRole('heading', { name: 'No changes match' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('From'), '2026-05-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('To must be on or after From.');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('');

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'account.role');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        '?action=account.role&from=2026-05-10',
      ),
    );
  });

  it('is newest first by default, and sorts by who or what on the server', async () => {
    const sent = mockApi(() =>
      answer([entry(), entry({ id: 8, actor: { id: 4, name: 'Ravi Desk', role: 'front_desk' } })]),
    );
    renderAudit('/staff/audit?action=order');
    await screen.findByRole('row', { name: /Ravi Desk/ });
    expect(screen.getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
    expect(sent[0]).toMatchObject({ params: { action: 'order', sort: 'at', dir: 'desc', page: 1 } });

    await userEvent.click(screen.getByRole('button', { name: /^Who/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\?action=order&sort=actor&dir=asc$/,
      ),
    );
    expect(sent.at(-1)).toMatchObject({ params: { action: 'order', sort: 'actor', dir: 'asc' } });
    expect(screen.getByRole('columnheader', { name: /Who/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches a record id or an action, keeping the order', async () => {
    const sent = mockApi(() => answer([entry()]));
    renderAudit('/staff/audit?sort=action&dir=asc');
    await screen.findByRole('row', { name: /Meera Kitchen/ });
    await userEvent.type(screen.getByLabelText('Record id or action'), '41');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\?sort=action&dir=asc&q=41$/,
      ),
    );
    expect(sent.at(-1)).toMatchObject({ params: { q: '41', sort: 'action', dir: 'asc', page: 1 } });
  });

  it('says so when the log cannot be read', async () => {
    mockApi(() => ({
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', message: 'Your staff role may not do this.' },
    }));
    renderAudit();
    expect(await screen.findByText('Your staff role may not do this.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not load the audit log' })).toBeInTheDocument();
  });
});

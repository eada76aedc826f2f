// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTableRequest } from '../../testing/samples';
import { TableRequestsPage } from './table-requests-page';

function renderRequests() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/staff/table-requests']}>
        <TableRequestsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('table requests', () => {
  it('confirms a request with the table chosen among those that fit and are free', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { success: true, message: 'Confirmed', data: { _id: 21 } } }
        : { status: 200, data: { requests: [sampleTableRequest()] } },
    );
    renderRequests();
    const card = await screen.findByRole('article', { name: 'Meera Joshi · 4 guests' });
    expect(card).toHaveTextContent('Laal Mahal');
    expect(card).toHaveTextContent('20:30');
    expect(card).toHaveTextContent('Our anniversary');
    expect(within(card).getByRole('link', { name: 'Laal Mahal’s tables that day' })).toHaveAttribute(
      'href',
      '/staff/restaurants/1/day?date=2026-05-04',
    );

    await userEvent.selectOptions(within(card).getByLabelText('Table'), 'Zenana 2 (6 seats)');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm with this table' }));

    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'reservationRestaurant/21/confirm',
        data: JSON.stringify({ table_id: 8 }),
      }),
    );
  });

  it('offers only Decline, with a reason, when no table fits', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { success: true, message: 'Declined', data: { _id: 21 } } }
        : { status: 200, data: { requests: [sampleTableRequest({ tables: [] })] } },
    );
    renderRequests();
    const card = await screen.findByRole('article', { name: 'Meera Joshi · 4 guests' });
    expect(card).toHaveTextContent('No table that seats 4 guests is free at this time.');
    expect(within(card).queryByRole('button', { name: 'Confirm with this table' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Meera Joshi’s request' });
    await userEvent.type(within(dialog).getByLabelText('Reason the guest is told'), 'Private event tonight');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'reservationRestaurant/21/decline',
        data: JSON.stringify({ reason: 'Private event tonight' }),
      }),
    );
  });

  it('says when nothing is pending', async () => {
    mockApi(() => ({ status: 200, data: { requests: [] } }));
    renderRequests();
    expect(await screen.findByRole('heading', { name: 'No pending table requests' })).toBeInTheDocument();
  });
});

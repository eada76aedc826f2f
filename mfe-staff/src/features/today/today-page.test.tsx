// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen } from '@testing-library/react';
import { TodayPage } from './today-page';

beforeEach(resetBrowser);

it('shows the day’s figures, those with a list as links to it', async () => {
  mockApi(() => ({
    status: 200,
    data: {
      date: '2026-05-01',
      arrivals: 3,
      departures: 2,
      in_house: 9,
      rooms_total: 12,
      occupancy_tonight: 75,
      pending_table_requests: 4,
      open_orders: 5,
    },
  }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff']}>
        <TodayPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  expect(await screen.findByText('75%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '4 Pending table requests' })).toHaveAttribute(
    'href',
    '/staff/table-requests',
  );
  expect(screen.getByRole('link', { name: '5 Open food orders' })).toHaveAttribute('href', '/staff/kitchen');
  expect(screen.getByText('Arrivals').previousSibling).toHaveTextContent('3');
  expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
});

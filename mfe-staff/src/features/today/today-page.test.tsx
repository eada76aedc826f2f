// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen } from '@testing-library/react';
import { TodayPage } from './today-page';

beforeEach(resetBrowser);

const signInAs = (role: string) => storeSession(makeToken(guestClaims({ role })), 'Meera Singh', false);

/** Today's page with a day's figures from the API. */
function renderToday() {
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
      unread_messages: 6,
      arrivals_ready: 1,
      arrivals_waiting: 3,
    },
  }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff']}>
        <TodayPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows the day’s figures, those with a list as links to it', async () => {
  signInAs('front_desk');
  renderToday();

  expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  expect(await screen.findByText('75%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '4 Pending table requests' })).toHaveAttribute(
    'href',
    '/staff/table-requests',
  );
  // The kitchen's queue is not the front desk's: its figure is shown, not linked to a page it may not open.
  expect(screen.getByText('Open food orders').previousSibling).toHaveTextContent('5');
  expect(screen.queryByRole('link', { name: '5 Open food orders' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '6 Unread messages' })).toHaveAttribute(
    'href',
    '/staff/inbox?tab=conversations',
  );
  expect(screen.getByText('Arrivals').previousSibling).toHaveTextContent('3');
  expect(screen.getByRole('link', { name: '1 of 3 Arrivals’ rooms ready' })).toHaveAttribute(
    'href',
    '/staff/housekeeping',
  );
  expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
});

it('links the kitchen to its queue, and to no list of the front desk', async () => {
  signInAs('kitchen');
  renderToday();
  expect(await screen.findByRole('link', { name: '5 Open food orders' })).toHaveAttribute(
    'href',
    '/staff/kitchen',
  );
  expect(screen.queryByRole('link', { name: '3 Arrivals' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '6 Unread messages' })).not.toBeInTheDocument();
});

it('shows each role only the sections it may use', () => {
  mockApi(() => ({ status: 503, data: { message: 'Down for a moment.' } }));
  signInAs('kitchen');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff']}>
        <TodayPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const sections = screen.getByRole('navigation', { name: 'Back office' });
  expect(Array.from(sections.querySelectorAll('a'), (link) => link.textContent)).toEqual([
    'Today',
    'Kitchen queue',
  ]);
});

it('shows moderation to editors and the inbox to the front desk', () => {
  mockApi(() => ({ status: 503, data: { message: 'Down for a moment.' } }));
  const sectionsOf = (role: string) => {
    signInAs(role);
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/staff']}>
          <TodayPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = Array.from(nav.querySelectorAll('a'), (link) => link.textContent);
    unmount();
    return links;
  };
  expect(sectionsOf('editor')).toEqual(['Today', 'Moderation', 'Content']);
  expect(sectionsOf('housekeeping')).toEqual(['Today', 'Housekeeping']);
  expect(sectionsOf('front_desk')).toEqual(expect.arrayContaining(['Housekeeping']));
  expect(sectionsOf('front_desk')).toEqual(expect.arrayContaining(['Inbox']));
  expect(sectionsOf('front_desk')).not.toContain('Moderation');
  expect(sectionsOf('manager')).toEqual(expect.arrayContaining(['Inbox', 'Moderation']));
});

// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { NightAuditList, ReportDay, StaffReport } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportsPage } from './reports-page';

// The charts are pictures drawn by Recharts in a browser; the page's tables and tiles are what is tested here.
jest.mock('./report-charts', () => ({
  DailyChart: () => <div data-testid="daily-chart" />,
  ShareChart: () => <div data-testid="share-chart" />,
}));

const day = (date: string, closed: boolean, noShows: number): ReportDay => ({
  day: date,
  closed,
  rooms_available: 20,
  rooms_sold: 10,
  occupancy: 50,
  room_revenue: 85000,
  adr: 8500,
  revpar: 4250,
  arrivals: 3,
  departures: 2,
  no_shows: noShows,
  cancellations: 0,
  fnb_revenue: 12000,
  bookings_made: 4,
  room_nights_booked: 9,
});

const REPORT: StaffReport = {
  from: '2026-11-20',
  to: '2026-11-21',
  days: [day('2026-11-20', true, 1), day('2026-11-21', false, 0)],
  totals: {
    rooms_available: 40,
    rooms_sold: 20,
    occupancy: 50,
    room_revenue: 170000,
    adr: 8500,
    revpar: 4250,
    arrivals: 6,
    departures: 4,
    no_shows: 1,
    cancellations: 0,
    fnb_revenue: 24000,
    bookings_made: 8,
    room_nights_booked: 18,
  },
  by_rate_plan: [{ name: 'Flexible', room_nights: 20, revenue: 170000 }],
  by_channel: [{ name: 'Website', room_nights: 20, revenue: 170000 }],
  fnb_by_outlet: [{ name: 'In-room dining', orders: 5, revenue: 24000 }],
  fnb_by_dish: [{ name: 'Dal Baati Churma', quantity: 6, revenue: 7200 }],
  coupons: [],
};

const AUDITS: NightAuditList = { next_day: '2026-11-21', data: [] };

function renderPage(url = '/staff/reports?from=2026-11-20&to=2026-11-21') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('the reports page', () => {
  it('reports the range in the address: tiles, each chart with its table, and which days are closed', async () => {
    const sent = mockApi((request) =>
      request.url === 'staff/night-audit' ? { status: 200, data: AUDITS } : { status: 200, data: REPORT },
    );
    renderPage();
    // The first render loads the page's modules: slow on a busy machine.
    const tiles = await screen.findByRole('list', { name: 'Headline figures' }, { timeout: 5000 });
    expect(within(tiles).getByTestId('tile-Occupancy')).toHaveTextContent('50.0%');
    expect(within(tiles).getByTestId('tile-ADR')).toHaveTextContent('₹8,500');
    expect(within(tiles).getByTestId('tile-No-shows')).toHaveTextContent('1');
    expect(screen.getByTestId('report-closed-days')).toHaveTextContent(
      '1 of 2 days closed by the night audit',
    );
    const losses = screen.getByRole('region', { name: 'Cancellations and no-shows' });
    expect(within(losses).getByText('0 cancellations and 1 no-show.')).toBeInTheDocument();
    expect(
      within(losses).getByRole('table', { hidden: true, name: 'Cancellations and no-shows by day' }),
    ).toBeInTheDocument();
    const dishes = screen.getByRole('region', { name: 'Food and drink by dish' });
    expect(within(dishes).getByRole('row', { name: /Dal Baati Churma/ })).toHaveTextContent('₹7,200');
    expect(screen.getByText('No coupon was used on the bookings made in this range.')).toBeInTheDocument();
    expect(sent.find((request) => request.url === 'staff/reports')?.params).toEqual({
      from: '2026-11-20',
      to: '2026-11-21',
    });
  });

  it('closes the next day after asking, and says what the close did', async () => {
    const sent = mockApi((request) => {
      if (request.url === 'staff/night-audit' && request.method === 'post')
        return {
          status: 200,
          data: {
            message: '2026-11-21 is closed: 1 no-show marked, the day’s figures frozen.',
            data: { day: '2026-11-21' },
          },
        };
      return request.url === 'staff/night-audit'
        ? { status: 200, data: AUDITS }
        : { status: 200, data: REPORT };
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Night audit' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Close 21 Nov 2026' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, close 21 Nov 2026' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('1 no-show marked');
    expect(sent.find((request) => request.method === 'post')?.data).toBe(
      JSON.stringify({ day: '2026-11-21' }),
    );
  });

  it('says why a bad range has no report', async () => {
    mockApi((request) =>
      request.url === 'staff/night-audit'
        ? { status: 200, data: AUDITS }
        : { status: 400, data: { message: 'To must be on or after From.' } },
    );
    renderPage('/staff/reports?from=2026-11-21&to=2026-11-20');
    expect(await screen.findByText('To must be on or after From.')).toBeInTheDocument();
  });
});

// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { StaffTapeChart } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TapeChartPage } from './tape-chart-page';

const nights = Array.from({ length: 14 }, (_, index) => `2026-05-${String(index + 1).padStart(2, '0')}`);
const chart: StaffTapeChart = {
  from: '2026-05-01',
  nights,
  rooms: [
    {
      id: 3,
      room_no: '204',
      room_type: { id: 2, title: 'Heritage Room' },
      housekeeping: 'clean',
      ready: true,
      in_service: true,
      closures: [],
      stays: [
        {
          id: 7,
          reference: 'HJ-ABC234',
          guest_name: 'Asha Rao',
          check_in: '2026-05-02',
          check_out: '2026-05-05',
          state: 'expected',
        },
      ],
    },
    {
      id: 4,
      room_no: '205',
      room_type: { id: 2, title: 'Heritage Room' },
      housekeeping: 'clean',
      ready: true,
      in_service: false,
      closures: [],
      stays: [],
    },
  ],
};

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderChart(path = '/staff/tape-chart?from=2026-05-01') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/staff/tape-chart"
            element={
              <>
                <TapeChartPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('the tape chart', () => {
  it('draws each stay as a bar over its nights, linking to its booking, and marks a room out of service', async () => {
    const sent = mockApi(() => ({ status: 200, data: chart }));
    renderChart();
    const table = await screen.findByRole('table');
    expect(sent[0]).toMatchObject({ url: 'staff/tape-chart', params: { from: '2026-05-01' } });
    const row = within(table).getByRole('row', { name: /^204/ });
    const bar = within(row).getByRole('link', { name: /Asha Rao\s*HJ-ABC234/ });
    expect(bar).toHaveAttribute('href', '/staff/bookings/HJ-ABC234');
    expect(bar.closest('td')).toHaveAttribute('colspan', '3');
    expect(within(table).getByRole('row', { name: /^205/ })).toHaveTextContent('Out of service');
  });

  it('moves 14 nights on and keeps the date in the address', async () => {
    mockApi(() => ({ status: 200, data: chart }));
    renderChart();
    await userEvent.click(await screen.findByRole('button', { name: 'Next 14 nights' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?from=2026-05-15'),
    );
  });

  it('takes a room out of service, checking the form first and showing the server’s refusal beside From', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: 'This room has a stay on some of those nights.',
              fields: { from: 'This room has a stay on some of those nights.' },
            },
          }
        : { status: 200, data: chart },
    );
    renderChart();
    const form = await screen.findByRole('form', { name: 'Take a room out of service' });
    await userEvent.click(within(form).getByRole('button', { name: 'Take out of service' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give a reason, e.g. Repainting.',
    );
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Room'), '204, Heritage Room');
    await userEvent.type(within(form).getByLabelText('From'), '2026-05-02');
    await userEvent.type(within(form).getByLabelText('Back in service on'), '2026-05-04');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Repainting');
    await userEvent.click(within(form).getByRole('button', { name: 'Take out of service' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('From')).toHaveAccessibleDescription(
        'This room has a stay on some of those nights.',
      ),
    );
    const post = sent.find((request) => request.method === 'post');
    expect(post?.url).toBe('staff/rooms/3/closures');
    expect(JSON.parse(String(post?.data))).toEqual({
      from: '2026-05-02',
      to: '2026-05-04',
      reason: 'Repainting',
    });
  });

  it('says so when the chart cannot be loaded', async () => {
    mockApi(() => ({ status: 500, data: { statusCode: 500, error: 'Server Error', message: 'Try again.' } }));
    renderChart();
    expect(
      await screen.findByRole('heading', { name: 'We could not load the tape chart' }),
    ).toBeInTheDocument();
  });
});

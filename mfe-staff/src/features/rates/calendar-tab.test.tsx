// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { hotelToday, type StaffRateCalendar, type StaffSeason } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { formatDate } from '@haveli/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RatesPage } from './rates-page';

const roomType = {
  id: 5,
  title: 'Royal Suite',
  room_base_price: 38000,
  max_guests: 4,
  weekend_price: null,
  included_occupancy: 2,
  max_adults: 4,
  max_children: 3,
  extra_adult_price: 5000,
  extra_child_price: 3000,
  child_free_under_age: 6,
  amenities: [],
};
const free = {
  stop_sell: false,
  min_stay: null,
  max_stay: null,
  closed_to_arrival: false,
  closed_to_departure: false,
};
// The calendar opens on the hotel's month: its first 28 days, the 8th stop-sold.
const MONTH = hotelToday(new Date()).slice(0, 7);
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
const calendarOf = (month: string): StaffRateCalendar => ({
  month,
  room_type: { id: 5, title: 'Royal Suite', room_base_price: 38000, weekend_price: null, rooms: 2 },
  plan: 'Flexible',
  room_types: [{ id: 5, title: 'Royal Suite' }],
  days: Array.from({ length: 28 }, (_, index) => ({
    date: `${month}-${String(index + 1).padStart(2, '0')}`,
    price: 45600,
    seasons: ['Winter'],
    rooms_left: index === 7 ? 0 : 2,
    restrictions: index === 7 ? { ...free, stop_sell: true, min_stay: 3 } : free,
  })),
});
const season: StaffSeason = {
  id: 3,
  name: 'Gala week',
  room_type: { id: 5, title: 'Royal Suite' },
  starts_on: '2034-03-09',
  ends_on: '2034-03-10',
  adjust_kind: 'amount',
  adjust_value: 2000,
  priority: 5,
  combine: 'add',
};

function renderRates(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <RatesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBrowser();
  storeSession(makeToken(guestClaims({ role: 'manager' })), 'Meera Singh', false);
});

// A month is 31 days twice over (the grid and the phone's list): slower to render than a list in jsdom.
jest.setTimeout(20_000);

describe('rates calendar', () => {
  it('shows a month of prices, rooms left and restrictions, and sets restrictions for the days clicked', async () => {
    const sent = mockApi((request) => {
      if (request.url === 'staff/rates/room-types') return { status: 200, data: { data: [roomType] } };
      if (request.url === 'staff/rates/calendar' && request.method === 'get')
        return { status: 200, data: calendarOf(String(request.params?.month)) };
      return { status: 200, data: { nights: 2 } };
    });
    renderRates('/staff/rates?tab=calendar');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const eighth = within(table).getAllByRole('button', {
      name: new RegExp(`^${formatDate(day(8))} ?, ₹45,600 ?, 0 left ?, stop-sell ?, at least 3 nights$`),
    });
    expect(eighth.length).toBeGreaterThan(0);
    expect(sent.find((request) => request.url === 'staff/rates/calendar')?.params).toMatchObject({
      room_type: 5,
    });
    expect(screen.getByRole('link', { name: 'Change the weekday price' })).toHaveAttribute(
      'href',
      '/staff/content/room-types/5',
    );

    await userEvent.click(within(table).getByRole('button', { name: new RegExp(`^${formatDate(day(9))}`) }));
    await userEvent.click(within(table).getByRole('button', { name: new RegExp(`^${formatDate(day(10))}`) }));
    const dialog = await screen.findByRole('dialog', { name: /Restrictions: Royal Suite/ });
    await userEvent.selectOptions(within(dialog).getByLabelText('Stop-sell'), 'On');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save restrictions' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 days changed');
    expect(sent.find((request) => request.method === 'put')).toMatchObject({
      url: 'staff/rates/calendar',
      data: JSON.stringify({
        room_type_ids: [5],
        from: day(9),
        to: day(10),
        set: { stop_sell: true },
      }),
    });
  });

  it('sets restrictions for dates typed in, on some weekdays, clearing the fewest nights', async () => {
    const sent = mockApi((request) => {
      if (request.url === 'staff/rates/room-types') return { status: 200, data: { data: [roomType] } };
      if (request.method === 'get') return { status: 200, data: calendarOf(MONTH) };
      return { status: 200, data: { nights: 4 } };
    });
    renderRates('/staff/rates?tab=calendar');
    await userEvent.type(await screen.findByLabelText('From'), '2034-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2034-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Set restrictions…' }));
    const dialog = await screen.findByRole('dialog');
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'])
      await userEvent.click(within(dialog).getByLabelText(day));
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Fewest nights for arrivals: change'),
      'Clear',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Closed to arrival'), 'On');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save restrictions' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')?.data).toBe(
        JSON.stringify({
          room_type_ids: [5],
          from: '2034-03-01',
          to: '2034-03-31',
          weekdays: [5, 6],
          set: { closed_to_arrival: true, min_stay: null },
        }),
      ),
    );
  });

  it('previews a season’s nightly prices before saving it', async () => {
    const sent = mockApi((request) => {
      if (request.url === 'staff/rates/seasons' && request.method === 'get')
        return {
          status: 200,
          data: { data: [season], total: 1, room_types: [{ id: 5, title: 'Royal Suite' }] },
        };
      if (request.url === 'staff/rates/seasons/preview')
        return {
          status: 200,
          data: {
            nights: 2,
            shown: 2,
            plan: 'Flexible',
            room_types: [
              {
                id: 5,
                title: 'Royal Suite',
                nights: [
                  { date: '2034-03-09', before: 45600, after: 48600 },
                  { date: '2034-03-10', before: 45600, after: 45600 },
                ],
              },
            ],
          },
        };
      return { status: 200, data: season };
    });
    renderRates('/staff/rates');
    await userEvent.click(await screen.findByRole('button', { name: /Gala week/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Season: Gala week' });
    expect(within(dialog).getByLabelText('Adds to them')).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Adjustment'));
    await userEvent.type(within(dialog).getByLabelText('Adjustment'), '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview prices' }));
    const row = await within(dialog).findByRole('row', { name: /9 Mar 2034/ });
    expect(row).toHaveTextContent('₹45,600 → ₹48,600');
    expect(within(dialog).getByRole('row', { name: /10 Mar 2034/ })).toHaveTextContent('unchanged');
    expect(sent.find((request) => request.url === 'staff/rates/seasons/preview')?.data).toContain('"id":3');
    expect(sent.some((request) => request.method === 'put')).toBe(false);
  });
});

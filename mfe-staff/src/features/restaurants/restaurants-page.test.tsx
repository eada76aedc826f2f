// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi, type Reply, type SentRequest } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { STAFF_RESTAURANT_MESSAGES, type StaffRestaurant } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestaurantsPage } from './restaurants-page';

const verandah: StaffRestaurant = {
  id: 3,
  name: 'The Verandah',
  cuisine: 'Continental',
  slot_minutes: 60,
  hours: [
    { weekday: 1, opens: '12:00', closes: '15:00' },
    { weekday: 1, opens: '19:00', closes: '23:00' },
  ],
  tables: [
    { id: 11, label: 'Verandah 2', seats: 4, upcoming: 0 },
    { id: 10, label: 'Verandah 1', seats: 2, upcoming: 1 },
    { id: 12, label: 'Rooftop Chhatri', seats: 20, upcoming: 0 },
  ],
};

/** The API's reads: the restaurants, and a page of The Verandah's tables (`total` of them in all). */
const reads = (request: SentRequest, total = 3): Reply =>
  request.url === 'staff/restaurants/3/tables'
    ? { status: 200, data: { data: verandah.tables, total } }
    : { status: 200, data: { restaurants: [verandah] } };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/staff/restaurants']}>
        <RestaurantsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('the restaurants page', () => {
  it('shows each restaurant’s week, its tables a page at a time from the server, and links to its day', async () => {
    const sent = mockApi((request) => reads(request, 23));
    renderPage();
    const section = await screen.findByRole('region', { name: /The Verandah/ });
    const hours = within(section).getByRole('form', { name: 'Opening hours of The Verandah' });
    const monday = within(hours).getByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('Opens (service 2)')).toHaveValue('19:00');
    expect(within(hours).getByRole('group', { name: 'Tuesday' })).toHaveTextContent('Closed');
    expect(within(section).getByRole('link', { name: /Today’s tables at The Verandah/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/staff\/restaurants\/3\/day\?date=\d{4}-\d{2}-\d{2}$/),
    );

    const table = await within(section).findByRole('table', { name: 'Tables of The Verandah' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const row = within(table).getByRole('row', { name: /Verandah 1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Verandah 1', '2', '1']);
    expect(within(section).getByText('23 tables')).toBeInTheDocument();
    const lastRead = () => sent.filter((request) => request.url === 'staff/restaurants/3/tables').at(-1);
    expect(lastRead()?.params).toEqual({ sort: 'label', order: 'asc', page: 1 });

    await userEvent.click(within(section).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastRead()?.params).toEqual({ sort: 'label', order: 'asc', page: 2 }));
    await userEvent.click(within(table).getByRole('button', { name: /Seats/ }));
    await waitFor(() => expect(lastRead()?.params).toEqual({ sort: 'seats', order: 'asc', page: 1 }));
    await userEvent.click(within(table).getByRole('button', { name: /Seats/ }));
    await waitFor(() => expect(lastRead()?.params).toEqual({ sort: 'seats', order: 'desc', page: 1 }));
    expect(within(table).getByRole('columnheader', { name: /Seats/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.type(within(section).getByLabelText('Search tables'), 'veranda');
    await waitFor(() =>
      expect(lastRead()?.params).toEqual({ search: 'veranda', sort: 'seats', order: 'desc', page: 1 }),
    );
  });

  it('checks the hours before sending them, and saves the week day by day', async () => {
    const sent = mockApi((request) =>
      request.method === 'put' ? { status: 200, data: verandah } : reads(request),
    );
    renderPage();
    const hours = await screen.findByRole('form', { name: 'Opening hours of The Verandah' });
    await userEvent.click(within(hours).getByRole('button', { name: 'Add a service on Tuesday' }));
    const tuesday = within(hours).getByRole('group', { name: 'Tuesday' });
    await userEvent.type(within(tuesday).getByLabelText('Opens (service 1)'), '15:00');
    await userEvent.type(within(tuesday).getByLabelText('Closes (service 1)'), '12:00');
    await userEvent.click(within(hours).getByRole('button', { name: 'Save opening hours' }));
    expect(within(tuesday).getByLabelText('Closes (service 1)')).toHaveAccessibleDescription(
      STAFF_RESTAURANT_MESSAGES.closesAfterOpens,
    );
    expect(sent.some((request) => request.method === 'put')).toBe(false);

    await userEvent.clear(within(tuesday).getByLabelText('Closes (service 1)'));
    await userEvent.type(within(tuesday).getByLabelText('Closes (service 1)'), '18:00');
    await userEvent.click(within(hours).getByRole('button', { name: 'Save opening hours' }));
    expect(await within(hours).findByRole('status')).toHaveTextContent(STAFF_RESTAURANT_MESSAGES.hoursSaved);
    const put = sent.find((request) => request.method === 'put')!;
    expect(put.url).toBe('staff/restaurants/3/hours');
    expect(JSON.parse(String(put.data))).toEqual({
      hours: [...verandah.hours, { weekday: 2, opens: '15:00', closes: '18:00' }],
    });
  });

  it('shows the server’s refusal of an hour beside its field', async () => {
    const message = 'A sitting here lasts 60 minutes: a service must last at least that long.';
    mockApi((request) =>
      request.method === 'put'
        ? {
            status: 400,
            data: { statusCode: 400, error: 'Bad Request', message, fields: { 'hours.1.closes': message } },
          }
        : reads(request),
    );
    renderPage();
    const hours = await screen.findByRole('form', { name: 'Opening hours of The Verandah' });
    await userEvent.click(within(hours).getByRole('button', { name: 'Save opening hours' }));
    const monday = within(hours).getByRole('group', { name: 'Monday' });
    expect(await within(monday).findByText(message)).toBeInTheDocument();
    expect(within(monday).getByLabelText('Closes (service 2)')).toHaveAccessibleDescription(message);
  });

  it('adds a table, showing a taken name beside the Name field', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: STAFF_RESTAURANT_MESSAGES.labelTaken,
              fields: { label: STAFF_RESTAURANT_MESSAGES.labelTaken },
            },
          }
        : reads(request),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: /The Verandah/ });
    await userEvent.click(within(section).getByRole('button', { name: 'Add a table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a table to The Verandah' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(within(dialog).getByLabelText('Seats')).toHaveAccessibleDescription(
      STAFF_RESTAURANT_MESSAGES.seats,
    );
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Verandah 1');
    await userEvent.type(within(dialog).getByLabelText('Seats'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(await within(dialog).findByText(STAFF_RESTAURANT_MESSAGES.labelTaken)).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'post')!;
    expect(post.url).toBe('staff/restaurants/3/tables');
    expect(JSON.parse(String(post.data))).toEqual({ label: 'Verandah 1', seats: 4 });
  });

  it('retires a table, and says why when it still holds a party', async () => {
    const sent = mockApi((request) =>
      request.method === 'delete'
        ? {
            status: 409,
            data: { statusCode: 409, error: 'Conflict', message: STAFF_RESTAURANT_MESSAGES.hasUpcoming },
          }
        : reads(request),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Verandah 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Verandah 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire table' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STAFF_RESTAURANT_MESSAGES.hasUpcoming);
    expect(sent.find((request) => request.method === 'delete')?.url).toBe('staff/restaurants/3/tables/10');
  });

  it('shows an error with a retry, and an empty state', async () => {
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'Internal Server Error', message: 'Down.' },
    }));
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
    unmount();
    mockApi(() => ({ status: 200, data: { restaurants: [] } }));
    renderPage();
    expect(await screen.findByText('No restaurants yet')).toBeInTheDocument();
  });
});

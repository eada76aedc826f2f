// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { StaffHousekeepingResponse, StaffHousekeepingRoom } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HousekeepingPage } from './housekeeping-page';

const signInAs = (role: string) => storeSession(makeToken(guestClaims({ role })), 'Meera Singh', false);

const room = (extra: Partial<StaffHousekeepingRoom>): StaffHousekeepingRoom => ({
  id: 1,
  room_no: '101',
  floor: 1,
  room_type: { id: 2, title: 'Heritage Room' },
  state: 'dirty',
  ready: false,
  changed_at: null,
  changed_by: null,
  housekeeper: null,
  in_house: false,
  arriving_today: false,
  departing_today: false,
  closure: null,
  in_service: true,
  ...extra,
});

const ROOMS: StaffHousekeepingRoom[] = [
  room({ id: 1, room_no: '101', arriving_today: true }),
  room({ id: 2, room_no: '102', state: 'clean', ready: true, departing_today: true, in_house: true }),
  room({
    id: 3,
    room_no: '201',
    floor: 2,
    state: 'out_of_order',
    closure: { starts_on: '2026-05-01', ends_on: '2026-05-04', reason: 'New plumbing' },
  }),
];

function renderPage(answer: Parameters<typeof mockApi>[0]) {
  const sent = mockApi(answer);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff/housekeeping']}>
        <HousekeepingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const list = (rooms: StaffHousekeepingRoom[]): StaffHousekeepingResponse => ({
  date: '2026-05-01',
  rooms,
  housekeepers: [{ id: 5, name: 'Sunita Devi' }],
});

beforeEach(resetBrowser);

it('shows a housekeeper their rooms floor by floor, with arrivals, departures and closures marked', async () => {
  signInAs('housekeeping');
  const sent = renderPage(() => ({ status: 200, data: list(ROOMS) }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Floor 1' })).toBeInTheDocument();
  expect(sent[0]?.params).toEqual({ mine: 'true' });
  expect(screen.getByRole('button', { name: 'My rooms' })).toHaveAttribute('aria-pressed', 'true');
  const first = screen.getByRole('article', { name: 'Room 101' });
  expect(within(first).getByText('Arrival today')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Mark clean (room 101)' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Room 102' })).getByText('Departure today'),
  ).toBeVisible();
  const broken = screen.getByRole('article', { name: 'Room 201' });
  expect(within(broken).getByText(/Closed by the front desk .*New plumbing/)).toBeInTheDocument();
  expect(within(broken).getByRole('button', { name: 'Back in service (room 201)' })).toBeInTheDocument();
  // A housekeeper works the rooms; sharing them out is the supervisors'.
  expect(screen.queryByLabelText('Housekeeper for room 101')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Back office' })).toHaveTextContent('Housekeeping');

  // The counts show one state's rooms alone.
  await userEvent.click(screen.getByRole('button', { name: '1 dirty' }));
  expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
    'housekeeping-room-1',
  ]);
  await userEvent.click(screen.getByRole('button', { name: '1 dirty' }));
  expect(screen.getAllByRole('article')).toHaveLength(3);

  await userEvent.click(screen.getByRole('button', { name: 'All rooms' }));
  await waitFor(() => expect(sent.at(-1)?.params).toEqual({ mine: 'false' }));
});

it('marks a room clean in one tap, at once, and sends it', async () => {
  signInAs('front_desk');
  let rooms = ROOMS;
  const sent = renderPage((request) => {
    if (request.method === 'put') {
      rooms = rooms.map((one) => (one.id === 1 ? { ...one, state: 'clean', ready: true } : one));
      return { status: 200, data: rooms[0] };
    }
    return { status: 200, data: list(rooms) };
  });
  const card = await screen.findByRole('article', { name: 'Room 101' });
  await userEvent.click(within(card).getByRole('button', { name: 'Mark clean (room 101)' }));
  expect(await within(card).findByRole('button', { name: 'Mark inspected (room 101)' })).toBeInTheDocument();
  const put = sent.find((request) => request.method === 'put');
  expect(put?.url).toBe('staff/housekeeping/rooms/1');
  expect(JSON.parse(String(put?.data))).toEqual({ state: 'clean' });
  expect(within(card).getByLabelText('Housekeeper for room 101')).toBeInTheDocument();
});

it('puts the room back and says why when the API refuses', async () => {
  signInAs('housekeeping');
  renderPage((request) =>
    request.method === 'put'
      ? {
          status: 400,
          data: {
            message: 'Room 102 is clean: it cannot go to inspected from there.',
            fields: { state: 'Room 102 is clean: it cannot go to inspected from there.' },
          },
        }
      : { status: 200, data: list(ROOMS) },
  );
  const card = await screen.findByRole('article', { name: 'Room 102' });
  await userEvent.click(within(card).getByRole('button', { name: 'Mark inspected (room 102)' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('cannot go to inspected');
  expect(within(card).getByText('Clean')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Mark inspected (room 102)' })).toBeInTheDocument();
});

it('offers all rooms to a housekeeper with none assigned', async () => {
  signInAs('housekeeping');
  renderPage(() => ({ status: 200, data: list([]) }));
  await userEvent.click(await screen.findByRole('button', { name: 'Show all rooms' }));
  expect(screen.getByRole('button', { name: 'All rooms' })).toHaveAttribute('aria-pressed', 'true');
});

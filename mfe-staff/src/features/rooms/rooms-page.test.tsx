// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { StaffRoomRow, StaffRoomsResponse } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomsPage } from './rooms-page';

const signInAs = (role: string) => storeSession(makeToken(guestClaims({ role })), 'Meera Singh', false);

const room = (extra: Partial<StaffRoomRow> = {}): StaffRoomRow => ({
  id: 4,
  room_no: '204',
  floor: 2,
  room_type: { id: 2, title: 'Deluxe Room' },
  in_service: true,
  closures: [],
  ...extra,
});
const page = (rooms: StaffRoomRow[]): StaffRoomsResponse => ({
  data: rooms,
  total: rooms.length,
  room_types: [
    { id: 1, title: 'Standard Room' },
    { id: 2, title: 'Deluxe Room' },
  ],
});

function renderRooms(entry = '/staff/rooms') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <RoomsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('rooms', () => {
  it('lists rooms and sorts them on the server from a column heading', async () => {
    signInAs('front_desk');
    const sent = mockApi(() => ({
      status: 200,
      data: page([room(), room({ id: 5, room_no: '110', floor: 1, in_service: false })]),
    }));
    renderRooms();
    const row = await screen.findByRole('row', { name: /204/ });
    expect(within(row).getByText('Deluxe Room')).toBeInTheDocument();
    expect(within(row).getByText('In service')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /110/ })).toHaveTextContent('Out of service');
    expect(screen.queryByRole('button', { name: 'Edit room 204' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Floor/ }));
    await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ sort: 'floor', dir: 'asc', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: /Floor/ }));
    await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ sort: 'floor', dir: 'desc' }));
    await userEvent.type(screen.getByLabelText('Search by number or type'), '20');
    await userEvent.selectOptions(screen.getByLabelText('Room type'), 'Deluxe Room');
    await userEvent.click(screen.getByRole('button', { name: 'Show rooms' }));
    await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ q: '20', room_type: 2 }));
  });

  it('takes a room out of service for dates, with the refusal beside its field', async () => {
    signInAs('front_desk');
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
        : { status: 200, data: page([room()]) },
    );
    renderRooms();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Take room 204 out of service for some nights' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take room 204 out of service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give a reason, e.g. Repainting.',
    );
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('First night out'), '2031-03-01');
    await userEvent.type(within(dialog).getByLabelText('Back in service on'), '2031-03-04');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Repainting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(
      await within(dialog).findByText('This room has a stay on some of those nights.'),
    ).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/rooms/4/closures',
      data: JSON.stringify({ from: '2031-03-01', to: '2031-03-04', reason: 'Repainting' }),
    });
  });

  it('lets a manager edit a room, and puts a closed room back in service', async () => {
    signInAs('manager');
    const sent = mockApi((request) =>
      request.method === 'get'
        ? {
            status: 200,
            data: page([
              room({
                closures: [
                  { id: 9, room_id: 4, starts_on: '2031-03-01', ends_on: '2031-03-04', reason: 'Paint' },
                ],
              }),
            ]),
          }
        : {
            status: request.method === 'delete' ? 204 : 200,
            data: request.method === 'put' ? room() : undefined,
          },
    );
    renderRooms();
    await userEvent.click(await screen.findByRole('button', { name: /Back in service: room 204/ }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'delete')?.url).toBe('staff/rooms/4/closures/9'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit room 204' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room 204' });
    await userEvent.clear(within(dialog).getByLabelText('Floor'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }));
    expect(within(dialog).getByLabelText('Floor')).toHaveAccessibleDescription(
      'Floor must be a whole number from -5 to 200.',
    );
    await userEvent.type(within(dialog).getByLabelText('Floor'), '3');
    await userEvent.click(within(dialog).getByLabelText('In service (guests may book it)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/rooms/4',
        data: JSON.stringify({ room_no: '204', floor: 3, room_type_id: 2, in_service: false }),
      }),
    );
  });

  it('shows a refusal of a room beside the field it names, or above the form, keeping what was typed', async () => {
    signInAs('manager');
    const answers = [
      {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Another room has this number.',
          fields: { room_no: 'Another room has this number.' },
        },
      },
      {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This room has stays from today on: move them to another room first.',
        },
      },
    ];
    const sent = mockApi((request) =>
      request.method === 'get' ? { status: 200, data: page([room()]) } : (answers.shift() ?? { status: 500 }),
    );
    renderRooms();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit room 204' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room 204' });
    expect(within(dialog).getByLabelText('Room type')).toHaveValue('2');
    expect(within(dialog).getByLabelText('In service (guests may book it)')).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Room number'));
    await userEvent.type(within(dialog).getByLabelText('Room number'), '110');
    await userEvent.selectOptions(within(dialog).getByLabelText('Room type'), 'Standard Room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Room number')).toHaveAccessibleDescription(
        'Another room has this number.',
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.find((request) => request.method === 'put')).toMatchObject({
      url: 'staff/rooms/4',
      data: JSON.stringify({ room_no: '110', floor: 2, room_type_id: 1, in_service: true }),
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This room has stays from today on: move them to another room first.',
    );
    expect(within(dialog).getByLabelText('Room number')).not.toHaveAccessibleDescription();
    expect(within(dialog).getByLabelText('Room number')).toHaveValue('110');
    expect(within(dialog).getByLabelText('Room type')).toHaveValue('1');
  });

  it('shows an empty list and an error with a retry', async () => {
    signInAs('front_desk');
    mockApi(() => ({ status: 200, data: page([]) }));
    const { unmount } = renderRooms();
    expect(await screen.findByText('No rooms match')).toBeInTheDocument();
    unmount();
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'Error', message: 'Something went wrong.' },
    }));
    renderRooms();
    expect(await screen.findByText('We could not load the rooms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
